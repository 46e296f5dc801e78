import { ExternalLink } from '@/components/external-link';
import { hasAddressExtra, type Listing } from './listing';
import { PhoneLine } from './phone-line';
import { resultLine, resultLineClasses } from './result-card';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A listing's lines under its name: address, 'Piso y Dpto', phone (tel: link), note, the provider's link (http/https
 * only) and the pharmacy's e-mail (mailto: only when it looks like one). Empty fields are left out.
 */
export function ListingDetails({ listing }: { listing: Listing }) {
  return (
    <>
      {listing.address && <p className={resultLine}>{listing.address}</p>}
      {hasAddressExtra(listing.addressExtra) && (
        <p className={resultLine}>
          <span className={resultLineClasses.strong}>Piso y Dpto:</span> {listing.addressExtra}
        </p>
      )}
      {listing.phone && <PhoneLine phone={listing.phone} />}
      {listing.note && <p className={`${resultLine} ${resultLineClasses.note}`}>{listing.note}</p>}
      {listing.link && (
        <p className={resultLine}>
          {/* Only http(s) becomes a link; anything else (javascript:, ftp:) stays plain text. */}
          <ExternalLink href={listing.link} size="sm" fallback={listing.link}>
            {listing.link}
          </ExternalLink>
        </p>
      )}
      {listing.email && (
        <p className={resultLine}>
          Email:{' '}
          {EMAIL.test(listing.email) ? (
            <a href={`mailto:${listing.email}`} className={resultLineClasses.link}>
              {listing.email}
            </a>
          ) : (
            listing.email
          )}
        </p>
      )}
    </>
  );
}
