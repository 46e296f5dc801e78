import { Anchor, Text } from '@mantine/core';
import type { Pharmacy } from '@/api/pharmacies';
import { telHref } from '@/lib/safe-url';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A pharmacy's lines: address, phone (tel: link) and e-mail (mailto: only when it looks like one). */
export function PharmacyDetails({ pharmacy }: { pharmacy: Pharmacy }) {
  const phoneHref = pharmacy.phone ? telHref(pharmacy.phone) : null;
  return (
    <>
      {pharmacy.address && <Text size="sm">{pharmacy.address}</Text>}
      {pharmacy.phone && (
        <Text size="sm">
          Teléfono:{' '}
          {phoneHref ? (
            <Anchor href={phoneHref} size="sm">
              {pharmacy.phone}
            </Anchor>
          ) : (
            pharmacy.phone
          )}
        </Text>
      )}
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
