import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { mainLinks, menuGroups, onlineAppointments, trackBooking } from './navigation';
import { LazyMenu } from './lazy-menu';
import { PhoneLink } from './phone-link';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const headerPhones = [site.phones.emergencies, site.phones.administration, site.phones.clinic, site.phones.sales];

/** The site's header; `account` is the member's menu (or 'Ingrese'), which the app puts in. */
export function SiteHeader({ account }: { account: ReactNode }) {
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [drawerOpened, drawer] = useDisclosure(false, { onOpen: () => setDrawerUsed(true) });

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

        <Group gap="sm" wrap="nowrap" className={classes.account}>
          {account}
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
      <div className={classes.navRow}>
        <Container size="xl">
          <nav aria-label="Principal">
            <Group gap={4} wrap="wrap" preventGrowOverflow={false}>
              {mainLinks.map((link) => (
                <Button
                  key={link.label}
                  variant="subtle"
                  size="sm"
                  px="sm"
                  renderRoot={(props) => <Link to={link.to} {...props} />}
                >
                  {link.label}
                </Button>
              ))}
              {menuGroups.map((group) => (
                <LazyMenu
                  key={group.label}
                  menu={{ trigger: 'click-hover', openDelay: 50, closeDelay: 150 }}
                  button={{
                    variant: 'subtle',
                    size: 'sm',
                    px: 'sm',
                    rightSection: <span aria-hidden="true">▾</span>,
                    children: group.label,
                  }}
                  items={group.links.map((link) => ({ label: link.label, to: link.to }))}
                />
              ))}
              <Button
                variant="outline"
                size="sm"
                px="sm"
                ml="auto"
                component="a"
                href={onlineAppointments.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={trackBooking('header')}
              >
                {onlineAppointments.label}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </Button>
            </Group>
          </nav>
        </Container>
      </div>

      {/* The drawer and its modal machinery load on the first open: they are not part of the first page load. */}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
