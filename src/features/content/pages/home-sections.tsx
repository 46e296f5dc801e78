import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { NewTabLink } from '@/components/new-tab-link';
import { buttonClass, cx, ui } from '@/components/plain-ui';
import { trackBooking } from '@/components/layout/navigation';
import { OpenNowWhenNear } from '../components/open-now-when-near';
import { centres } from '../data/centres';
import { homeBoxes, homePortals } from '../data/home';
import { plans } from '../data/plans';
import classes from './home-page.module.css';

/* The home page's sections below the first screen (home-page.tsx hydrates them after the page). */

const strongLink = `${ui.link} ${ui.strong}`;

/** A box of the home page: its title, its text and what it leads to. */
function HomeCard({
  box,
  portal,
  children,
}: {
  box: { title: string; text: string };
  portal?: boolean;
  children: ReactNode;
}) {
  return (
    <article className={cx(ui.card, portal && classes.portal)}>
      <h3 className={`${ui.title} ${ui.h4}`}>{box.title}</h3>
      <p>{box.text}</p>
      {children}
    </article>
  );
}

/** 'Todo lo que necesitás': the directory, travel assistance and the two plans. */
export function ServicesSection() {
  const [a10, c60] = plans;
  return (
    <section aria-labelledby="home-servicios">
      <h2 id="home-servicios" className={`${ui.title} ${ui.h2} ${classes.sectionTitle}`}>
        Todo lo que necesitás
      </h2>
      <div className={classes.grid3}>
        <HomeCard box={homeBoxes.directory}>
          <Link to="/cartilla-medica" className={strongLink}>
            {homeBoxes.directory.linkText}
          </Link>
        </HomeCard>
        <HomeCard box={homeBoxes.travel}>
          <Link to="/universal-assistance" className={strongLink}>
            {homeBoxes.travel.linkText}
          </Link>
        </HomeCard>
        <HomeCard box={homeBoxes.plans}>
          <div className={ui.row}>
            {a10 ? (
              <Link to="/nuestros-planes" search={{ a10: '' }} className={buttonClass({ variant: 'outline' })}>
                Plan {a10.name}
              </Link>
            ) : null}
            {c60 ? (
              <Link to="/nuestros-planes" search={{ c60: '' }} className={buttonClass({ variant: 'outline' })}>
                Plan {c60.name}
              </Link>
            ) : null}
          </div>
        </HomeCard>
      </div>
    </section>
  );
}

/** 'Nuestros centros médicos': every centre with its hours and whether it is open now. */
export function CentresSection() {
  return (
    <section aria-labelledby="home-centros">
      <div className={classes.sectionHead}>
        <h2 id="home-centros" className={`${ui.title} ${ui.h2}`}>
          Nuestros centros médicos
        </h2>
        <Link to="/centros-medicos" className={strongLink}>
          Ver todos los centros
        </Link>
      </div>
      <div className={classes.grid4}>
        {centres.map((centre) => (
          <article key={centre.id} className={`${ui.card} ${classes.centre}`}>
            <img
              src={centre.image.src}
              alt=""
              width={centre.image.width}
              height={centre.image.height}
              className={classes.centreImage}
              loading="lazy"
            />
            <h3 className={`${ui.title} ${ui.h5}`}>{centre.name}</h3>
            <p className={ui.small}>{centre.address}</p>
            <p className={ui.small}>{centre.hours.join(' · ')}</p>
            <OpenNowWhenNear schedule={centre.schedule} className={ui.small} />
            <Link to="/centros-medicos" hash={centre.id} className={`${strongLink} ${ui.small}`}>
              Más información<span className="visually-hidden"> sobre {centre.name}</span>
            </Link>
          </article>
        ))}
      </div>
    </section>
  );
}

/** 'Portales': the member portal and online appointments. */
export function PortalsSection() {
  return (
    <section aria-labelledby="home-portales">
      <h2 id="home-portales" className={`${ui.title} ${ui.h2} ${classes.sectionTitle}`}>
        Portales
      </h2>
      <div className={classes.grid2}>
        <HomeCard box={homePortals.members} portal>
          <Link to="/login" className={buttonClass()}>
            {homePortals.members.linkText}
          </Link>
        </HomeCard>
        <HomeCard box={homePortals.appointments} portal>
          <NewTabLink href={site.external.onlineAppointments} className={buttonClass()} onClick={trackBooking('home')}>
            {homePortals.appointments.linkText}
          </NewTabLink>
        </HomeCard>
      </div>
    </section>
  );
}

/** How to join: the sales line, or the contact form. */
export function JoinLine() {
  return (
    <p className={classes.join}>
      ¿Querés asociarte? Llamá a Ventas al{' '}
      <a href={`tel:${site.phones.sales.tel}`} className={`${ui.link} ${classes.bold}`}>
        {site.phones.sales.display}
      </a>{' '}
      o{' '}
      <Link to="/contacto" className={ui.link}>
        dejanos tus datos
      </Link>
      .
    </p>
  );
}
