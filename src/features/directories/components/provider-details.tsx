import { ExternalLink } from '@/components/external-link';
import type { MedicalEntity } from '@/api/medical-entities';
import { PhoneLine } from './phone-line';
import { resultLine, resultLineClasses } from './result-card';

/** 'Piso y Dpto' is shown only when address_extra is set and not a dash (spec 01 §3). */
export function hasAddressExtra(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed !== '-';
}

/** A provider's lines: address, 'Piso y Dpto', phone (tel: link), note and its external link (http/https only). */
export function ProviderDetails({ entity }: { entity: MedicalEntity }) {
  return (
    <>
      {entity.address && <p className={resultLine}>{entity.address}</p>}
      {hasAddressExtra(entity.address_extra) && (
        <p className={resultLine}>
          <span className={resultLineClasses.strong}>Piso y Dpto:</span> {entity.address_extra}
        </p>
      )}
      {entity.phone && <PhoneLine phone={entity.phone} />}
      {entity.note && <p className={`${resultLine} ${resultLineClasses.note}`}>{entity.note}</p>}
      {entity.link && (
        <p className={resultLine}>
          {/* Only http(s) becomes a link; anything else (javascript:, ftp:) stays plain text. */}
          <ExternalLink href={entity.link} size="sm" fallback={entity.link}>
            {entity.link}
          </ExternalLink>
        </p>
      )}
    </>
  );
}
