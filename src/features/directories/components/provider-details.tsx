import { Text } from '@mantine/core';
import { ExternalLink } from '@/components/external-link';
import type { MedicalEntity } from '@/api/medical-entities';
import { PhoneLine } from './phone-line';

/** 'Piso y Dpto' is shown only when address_extra is set and not a dash (spec 01 §3). */
export function hasAddressExtra(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed !== '-';
}

/** A provider's lines: address, 'Piso y Dpto', phone (tel: link), note and its external link (http/https only). */
export function ProviderDetails({ entity }: { entity: MedicalEntity }) {
  return (
    <>
      {entity.address && <Text size="sm">{entity.address}</Text>}
      {hasAddressExtra(entity.address_extra) && (
        <Text size="sm">
          <Text span fw={600} size="sm">
            Piso y Dpto:
          </Text>{' '}
          {entity.address_extra}
        </Text>
      )}
      {entity.phone && <PhoneLine phone={entity.phone} />}
      {entity.note && (
        <Text size="sm" c="gray.7">
          {entity.note}
        </Text>
      )}
      {entity.link && (
        <Text size="sm">
          {/* Only http(s) becomes a link; anything else (javascript:, ftp:) stays plain text. */}
          <ExternalLink href={entity.link} size="sm" fallback={entity.link}>
            {entity.link}
          </ExternalLink>
        </Text>
      )}
    </>
  );
}
