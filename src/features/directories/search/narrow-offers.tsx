import { Button, Group } from '@mantine/core';

/** The search form's field of that name, brought into view and focused (a searchable one opens its list). */
function focusField(field: string) {
  const control = document.querySelector<HTMLElement>(`form[role="search"] [name="${field}"]:not([type="hidden"])`);
  control?.scrollIntoView?.({ block: 'center' });
  control?.focus();
}

/** Buttons that take the visitor to the filters that narrow a search ('Elegir zona', 'Elegir especialidad'). */
export function NarrowOffers({ offers }: { offers: readonly { label: string; field: string }[] }) {
  if (offers.length === 0) return null;
  return (
    <Group gap="xs" mt={6}>
      {offers.map((offer) => (
        <Button key={offer.field} size="compact-sm" variant="light" onClick={() => focusField(offer.field)}>
          {offer.label}
        </Button>
      ))}
    </Group>
  );
}
