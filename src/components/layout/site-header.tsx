import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { buttonClass, ui } from '@/components/plain-ui';
import { NewTabLink } from '@/components/new-tab-link';
import { mainLinks, menuGroups, onlineAppointments, trackBooking } from './navigation';
import { LazyMenu } from './lazy-menu';
import { PhoneLink } from './phone-link';
import classes from './layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

const headerPhones = [site.phones.emergencies, site.phones.administration, site.phones.clinic, site.phones.sales];
const navButton = buttonClass({ variant: 'subtle', compact: true });

/**
 * The site's header; `account` is the member's menu (or 'Ingrese'), which the app puts in. Plain markup with
 * Mantine's look (plain-ui): no Mantine component is part of the first load of a page.
 */
export function SiteHeader({ account }: { account: ReactNode }) {
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);

  return (
    <header className={classes.header}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <PhonesBar />
      <div className={`${ui.container} ${classes.mainBar}`}>
        <Link to="/" className={classes.brand} aria-label={`${site.brand}, inicio`}>
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{site.brand}</span>
        </Link>

        <div className={classes.account}>
          <div className={classes.accountSlot}>{account}</div>
          <button
            type="button"
            className={classes.burger}
            data-opened={drawerOpened || undefined}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpened((opened) => !opened);
            }}
            aria-label={drawerOpened ? 'Cerrar menú' : 'Abrir menú'}
            aria-expanded={drawerOpened}
            aria-controls="menu-movil"
          >
            <span aria-hidden="true" />
          </button>
        </div>
      </div>
      <MainNav />

      {/* The drawer and its modal machinery load on the first open: they are not part of the first page load. */}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}

/** The top bar: the phone numbers, on every page. */
function PhonesBar() {
  return (
    <div className={classes.topBar}>
      <div className={ui.container}>
        <ul className={classes.phoneList} aria-label="Teléfonos">
          {headerPhones.map((phone) => (
            <li key={phone.tel}>
              <PhoneLink phone={phone} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The main navigation: the links, the menus (their code loads on first use), and online appointments. */
function MainNav() {
  return (
    <div className={classes.navRow}>
      <div className={ui.container}>
        <nav aria-label="Principal" className={classes.nav}>
          {mainLinks.map((link) => (
            <Link key={link.label} to={link.to} className={navButton}>
              {link.label}
            </Link>
          ))}
          {menuGroups.map((group) => (
            <LazyMenu
              key={group.label}
              menu={{ trigger: 'click-hover', openDelay: 50, closeDelay: 150 }}
              button={{
                className: navButton,
                children: (
                  <>
                    {group.label}
                    <span aria-hidden="true">▾</span>
                  </>
                ),
              }}
              items={group.links.map((link) => ({ label: link.label, to: link.to }))}
            />
          ))}
          <NewTabLink
            href={onlineAppointments.href}
            className={buttonClass({ variant: 'outline', compact: true }, classes.navEnd)}
            onClick={trackBooking('header')}
          >
            {onlineAppointments.label}
          </NewTabLink>
        </nav>
      </div>
    </div>
  );
}
