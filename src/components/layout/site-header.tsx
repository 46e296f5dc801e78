import { Anchor, Burger, Button, Container, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { ExternalLink } from '@/components/external-link';
import { mainLinks, menuGroups, onlineAppointments } from './navigation';
import { MemberMenu } from './member-menu';
import { PhoneLink } from './phone-link';
import classes from './layout.module.css';

const headerPhones = [site.phones.emergencies, site.phones.administration, site.phones.clinic, site.phones.sales];

export function SiteHeader() {
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <div className={classes.topBar}>
        <Container size="xl">
          <ul className={classes.phoneList} aria-label="Teléfonos">
            {headerPhones.map((phone) => (
              <li key={phone.tel}>
                <PhoneLink phone={phone} />
              </li>
            ))}
          </ul>
        </Container>
      </div>
      <Container size="xl" className={classes.mainBar}>
        <Link to="/" className={classes.brand} aria-label={`${site.brand}, inicio`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{site.brand}</span>
        </Link>

        <nav aria-label="Principal" className={classes.desktopNav}>
          <Group gap="xs" wrap="nowrap">
            {mainLinks.map((link) => (
              <Button key={link.label} variant="subtle" renderRoot={(props) => <Link to={link.to} {...props} />}>
                {link.label}
              </Button>
            ))}
            {menuGroups.map((group) => (
              <Menu key={group.label} trigger="click-hover" openDelay={50} closeDelay={150} withinPortal>
                <Menu.Target>
                  <Button variant="subtle" rightSection={<span aria-hidden="true">▾</span>}>
                    {group.label}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {group.links.map((link) => (
                    <Menu.Item key={link.label} renderRoot={(props) => <Link to={link.to} {...props} />}>
                      {link.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ))}
            <Button
              variant="outline"
              component="a"
              href={onlineAppointments.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {onlineAppointments.label}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </Button>
          </Group>
        </nav>

        <Group gap="sm" wrap="nowrap" className={classes.account}>
          <MemberMenu />
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={drawerOpened}
            aria-controls="menu-movil"
          />
        </Group>
      </Container>

      <Drawer
        id="menu-movil"
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size="xs"
        title="Menú"
        closeButtonProps={{ 'aria-label': 'Cerrar menú' }}
        hiddenFrom="lg"
      >
        <nav aria-label="Menú móvil">
          <Stack gap="xs">
            {mainLinks.map((link) => (
              <Anchor key={link.label} renderRoot={(props) => <Link to={link.to} {...props} />} onClick={drawer.close}>
                {link.label}
              </Anchor>
            ))}
            {menuGroups.map((group) => (
              <div key={group.label}>
                <Text fw={700} mt="sm" component="p">
                  {group.label}
                </Text>
                <Stack gap={6} pl="sm">
                  {group.links.map((link) => (
                    <Anchor
                      key={link.label}
                      renderRoot={(props) => <Link to={link.to} {...props} />}
                      onClick={drawer.close}
                    >
                      {link.label}
                    </Anchor>
                  ))}
                </Stack>
              </div>
            ))}
            <ExternalLink href={onlineAppointments.href} mt="sm">
              {onlineAppointments.label}
            </ExternalLink>
          </Stack>
        </nav>
      </Drawer>
    </header>
  );
}
