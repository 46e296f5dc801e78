import { useEffect, type ReactNode } from 'react';
import { Button, Container, Drawer, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useSession } from '@/lib/use-session';
import { PanelNav } from './panel-nav';
import classes from './panel.module.css';

/** Sidebar (collapsible, default open; a drawer on small screens) and the section beside it. */
export function PanelLayout({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const [sidebarOpened, sidebar] = useDisclosure(true);
  const [drawerOpened, drawer] = useDisclosure(false);

  // The session can end while the panel is open (sign-out, a 401): nothing private stays on screen.
  useEffect(() => {
    if (!token || !user) void navigate({ to: '/', replace: true });
  }, [token, user, navigate]);

  if (!token || !user) return null;
  const greeting = `Hola, ${user.full_name}`;

  return (
    <Container size="xl" py="lg" className={classes.shell}>
      <Paper
        component="aside"
        withBorder
        p="sm"
        radius="md"
        className={classes.sidebar}
        data-opened={sidebarOpened || undefined}
        aria-label="Menú del socio"
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" mb={sidebarOpened ? 'sm' : 0}>
          {sidebarOpened && (
            <Text fw={700} px="xs">
              {greeting}
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-md"
            onClick={sidebar.toggle}
            aria-expanded={sidebarOpened}
            aria-controls="panel-sidebar-nav"
            miw={44}
            mih={44}
          >
            {sidebarOpened ? 'Ocultar menú' : 'Menú'}
          </Button>
        </Group>
        {sidebarOpened && <PanelNav id="panel-sidebar-nav" />}
      </Paper>

      <Group className={classes.mobileBar} justify="space-between" wrap="nowrap">
        <Text fw={700}>{greeting}</Text>
        <Button variant="light" onClick={drawer.open} aria-haspopup="dialog">
          Menú del panel
        </Button>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title={greeting}
        position="left"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Cerrar menú del panel' }}
      >
        <PanelNav onNavigate={drawer.close} />
      </Drawer>

      <div className={classes.content}>{children}</div>
    </Container>
  );
}
