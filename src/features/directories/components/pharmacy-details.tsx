import { Anchor, Text } from '@mantine/core';
import type { Pharmacy } from '@/api/pharmacies';
import { PhoneLine } from './phone-line';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pharmacy's lines: address, phone (tel: link) and e-mail (mailto: only when it looks like one). */
export function PharmacyDetails({ pharmacy }: { pharmacy: Pharmacy }) {
  return (
    <>
      {pharmacy.address && <Text size="sm">{pharmacy.address}</Text>}
      {pharmacy.phone && <PhoneLine phone={pharmacy.phone} />}
      {pharmacy.email && (
        <Text size="sm">
          Email:{' '}
          {EMAIL.test(pharmacy.email) ? (
            <Anchor href={`mailto:${pharmacy.email}`} size="sm">
              {pharmacy.email}
            </Anchor>
          ) : (
            pharmacy.email
          )}
        </Text>
      )}
    </>
  );
}
