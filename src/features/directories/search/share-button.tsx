import { useId, useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { track } from '@/lib/analytics';
import { notify } from '@/lib/notify';

type Props = {
  /** Builds the link at the moment of the click (the current filters). */
  buildLink: () => string;
  /** 'Link copiado!' (directory) or 'Link Copiado' (pharmacies). */
  copiedText: string;
};

/** Copies a link to the current search; the link also stays on screen to copy by hand. */
export function ShareButton({ buildLink, copiedText }: Props) {
  const [link, setLink] = useState<string | null>(null);
  const inputId = useId();

  const share = async () => {
    const next = buildLink();
    setLink(next);
    track('directory_share');
    try {
      await navigator.clipboard.writeText(next);
      notify.success(copiedText);
    } catch {
      // No clipboard (permission, old browser): the link is shown below, selected, to copy by hand.
      requestAnimationFrame(() => (document.getElementById(inputId) as HTMLInputElement | null)?.select());
    }
  };

  return (
    <Stack gap={6}>
      <Button variant="light" onClick={share}>
        Compartir búsqueda
      </Button>
      {link && (
        <TextInput
          id={inputId}
          label="Link de la búsqueda"
          value={link}
          readOnly
          size="xs"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Stack>
  );
}
