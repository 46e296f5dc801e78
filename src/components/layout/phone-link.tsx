import { Anchor } from '@mantine/core';
import type { Phone } from '@/config/site';

export function PhoneLink({ phone }: { phone: Phone }) {
  return (
    <Anchor href={`tel:${phone.tel}`} c="inherit" size="sm">
      {phone.label}: <strong>{phone.display}</strong>
    </Anchor>
  );
}
