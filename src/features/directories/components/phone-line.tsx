import { Anchor, Text } from '@mantine/core';
import { telHref } from '@/lib/safe-url';

/** 'Teléfono: …' of a result, a tel: link when the number can be dialled. */
export function PhoneLine({ phone }: { phone: string }) {
  const href = telHref(phone);
  return (
    <Text size="sm">
      Teléfono:{' '}
      {href ? (
        <Anchor href={href} size="sm">
          {phone}
        </Anchor>
      ) : (
        phone
      )}
    </Text>
  );
}
