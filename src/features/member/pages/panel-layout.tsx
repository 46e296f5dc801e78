import { lazy, Suspense } from 'react';
import { Button, Container, Drawer, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getRouteApi, Outlet } from '@tanstack/react-router';
import { familyGroupOn } from '@/config/api-features';
import { PanelNav } from '../components/panel-nav';
import classes from '../components/panel.module.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';

const panel = getRouteApi('/panel');

/** Whose data the panel shows, while the holder looks after a member of the group: only with the family group. */
const ActingBanner =
  __API_FEATURE_GRUPO_FAMILIAR__ && familyGroupOn
    ? lazy(() => import('../components/acting-banner').then(({ ActingBanner }) => ({ default: ActingBanner })))
    : null;

/**
 * The member panel: sidebar (collapsible, default open; a drawer on small screens) and the section
 * beside it. The member comes from the panel's guard, through the router context.
 */
export function PanelLayout() {
  const { member, acting } = panel.useRouteContext();
  const [sidebarOpened, sidebar] = useDisclosure(true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const greeting = member.full_name.trim() ? `Hola, ${member.full_name.trim()}` : 'Hola';

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
        {/* In the sidebar's 16rem the button goes under a greeting that leaves it no room. */}
        <Group justify="space-between" gap="xs" mb={sidebarOpened ? 'sm' : 0}>
          {sidebarOpened && (
            <Text fw={700} px="xs" className={classes.greeting}>
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
            className={classes.keepWidth}
          >
            {sidebarOpened ? 'Ocultar menú' : 'Menú'}
          </Button>
        </Group>
        {sidebarOpened && <PanelNav id="panel-sidebar-nav" />}
      </Paper>

      <Group className={classes.mobileBar} justify="space-between" wrap="nowrap">
        <Text fw={700} className={classes.greeting}>
          {greeting}
        </Text>
        <Button variant="light" onClick={drawer.open} aria-haspopup="dialog" className={classes.keepWidth}>
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

      <div className={classes.content}>
        {ActingBanner && acting.status !== 'self' && (
          <Suspense fallback={null}>
            <ActingBanner acting={acting} />
          </Suspense>
        )}
        <Outlet />
      </div>
    </Container>
  );
}
