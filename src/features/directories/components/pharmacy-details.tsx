import type { Pharmacy } from '@/api/pharmacies';
import { PhoneLine } from './phone-line';
import { resultLine, resultLineClasses } from './result-card';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pharmacy's lines: address, phone (tel: link) and e-mail (mailto: only when it looks like one). */
export function PharmacyDetails({ pharmacy }: { pharmacy: Pharmacy }) {
  return (
    <>
      {pharmacy.address && <p className={resultLine}>{pharmacy.address}</p>}
      {pharmacy.phone && <PhoneLine phone={pharmacy.phone} />}
      {pharmacy.email && (
        <p className={resultLine}>
          Email:{' '}
          {EMAIL.test(pharmacy.email) ? (
            <a href={`mailto:${pharmacy.email}`} className={resultLineClasses.link}>
              {pharmacy.email}
            </a>
          ) : (
            pharmacy.email
          )}
        </p>
      )}
    </>
  );
}
