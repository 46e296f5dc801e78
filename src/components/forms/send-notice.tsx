import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import {
  DRAFT_RESTORED_MESSAGE,
  RESEND_QUESTION,
  UNCONFIRMED_SEND_TITLE,
  unconfirmedSendText,
} from '@/config/messages';
import { site } from '@/config/site';

/**
 * What a form says in place about its last send, beside the error summary:
 * - 'unconfirmed': the send may have arrived (timeout, a proxy's 5xx, no answer); 'asking': Enviar was pressed
 *   again, and a second send waits for a deliberate yes;
 * - 'restored': the draft kept when the session ended is back in the fields, not sent yet.
 */
export type SendNoticeState = 'unconfirmed' | 'asking' | 'restored' | null;

export type SendNoticeProps = {
  state: SendNoticeState;
  onResend: () => void;
  onWait: () => void;
};

const phone = site.phones.customerService;
const text = unconfirmedSendText(phone.display);
const [beforePhone = text, afterPhone = ''] = text.split(phone.display);

export function SendNotice({ state, onResend, onWait }: SendNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The question takes the focus, so the keyboard lands on its buttons and a screen reader reads it.
  useEffect(() => {
    if (state === 'asking') ref.current?.focus();
  }, [state]);

  if (state === 'restored')
    return (
      <Alert color="blue" variant="light" role="status" mb="lg">
        <Text size="sm">{DRAFT_RESTORED_MESSAGE}</Text>
      </Alert>
    );
  if (state !== 'unconfirmed' && state !== 'asking') return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="yellow"
      variant="light"
      role="alert"
      mb="lg"
      // Mantine's yellow title is too pale on its light background (axe: colour contrast).
      title={
        <Text component="span" inherit c="dark.7">
          {UNCONFIRMED_SEND_TITLE}
        </Text>
      }
    >
      <Text size="sm" c="dark.7">
        {beforePhone}
        <a href={`tel:${phone.tel}`}>{phone.display}</a>
        {afterPhone}
      </Text>
      {state === 'asking' && (
        <>
          <Text size="sm" fw={700} mt="sm" c="dark.7">
            {RESEND_QUESTION}
          </Text>
          <Group gap="sm" mt="xs">
            <Button size="xs" onClick={onResend}>
              Sí, enviar de nuevo
            </Button>
            <Button size="xs" variant="default" onClick={onWait}>
              No, esperar
            </Button>
          </Group>
        </>
      )}
    </Alert>
  );
}
