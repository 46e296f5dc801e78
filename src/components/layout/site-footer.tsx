import { Link } from '@tanstack/react-router';
import { site } from '@/config/site';
import { NewTabLink } from '@/components/new-tab-link';
import { ui } from '@/components/plain-ui';
import { consumerLinks, mainLinks, menuGroups, onlineAppointments, trackBooking } from './navigation';
import { PhoneLink } from './phone-link';
import classes from './layout.module.css';

const footerHeading = `${ui.title} ${ui.h5} ${classes.footerHeading}`;
const footerPhones = [site.phones.emergencies, site.phones.administration, site.phones.clinic, site.phones.sales];

/** The site's footer: every section's links, the phone lines, the consumer-law links and the regulator's text. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <div className={`${ui.container} ${classes.footerBody}`}>
        <div className={classes.footerColumns}>
          <div className={classes.footerColumn}>
            <h2 className={footerHeading}>{site.brand}</h2>
            {mainLinks.map((link) => (
              <Link key={link.label} to={link.to}>
                {link.label}
              </Link>
            ))}
            <NewTabLink href={onlineAppointments.href} onClick={trackBooking('footer')}>
              {onlineAppointments.label}
            </NewTabLink>
          </div>
          {menuGroups.map((group) => (
            <div className={classes.footerColumn} key={group.label}>
              <h2 className={footerHeading}>{group.label}</h2>
              {group.links.map((link) => (
                <Link key={link.label} to={link.to}>
                  {link.label}
                </Link>
              ))}
            </div>
          ))}
          <div className={classes.footerColumn}>
            <h2 className={footerHeading}>Contacto</h2>
            <ul className={classes.plainList}>
              {footerPhones.map((phone) => (
                <li key={phone.tel}>
                  <PhoneLink phone={phone} />
                </li>
              ))}
            </ul>
            <address className={classes.address}>{site.address.full}</address>
            <ul className={classes.plainList} aria-label="Redes sociales">
              {site.social.map((network) => (
                <li key={network.name}>
                  <NewTabLink href={network.url} className={ui.small}>
                    {network.name}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-label="Trámites del socio" className={classes.consumerLinks}>
          {consumerLinks.map(({ label, link }) => (
            <Link key={label} {...link} className={ui.strong}>
              {label}
            </Link>
          ))}
          <a href={site.documents.privacyPolicy} download>
            Política de privacidad (PDF)
          </a>
        </nav>

        <p className={`${classes.smallPrint} ${classes.regulator}`}>{site.regulator.text}</p>
        <p className={classes.smallPrint}>
          © {new Date().getFullYear()} {site.legalName}
        </p>
      </div>
    </footer>
  );
}
