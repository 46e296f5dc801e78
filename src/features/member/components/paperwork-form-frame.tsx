import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { replyEmailError, type ReplyEmailField } from './use-paperwork-send';

type Props = {
  /** Accessible name of the form. */
  label: string;
  onSubmit: () => void;
  submitting: boolean;
  /** False while the contact types load, or when none matches the form. */
  ready: boolean;
  missingType: boolean;
  children: ReactNode;
  secondaryAction?: ReactNode;
  /** Shown when the member has no e-mail on file: the answer needs one. */
  replyEmail?: ReplyEmailField | undefined;
};

/** What every paperwork form shares: the frame, the notice and the send button. */
export function PaperworkFormFrame({
  label,
  onSubmit,
  submitting,
  ready,
  missingType,
  children,
  secondaryAction,
  replyEmail,
}: Props) {
  const [replyEmailTouched, setReplyEmailTouched] = useState(false);
  const replyError = replyEmail && replyEmailTouched ? replyEmailError(replyEmail.value) : undefined;
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setReplyEmailTouched(true);
          onSubmit();
        }}
      >
        <Stack gap="md">
          {missingType && (
            <Alert color="red" variant="light" role="alert" title="No es posible enviar este formulario">
              En este momento no podemos recibir este trámite. Por favor, intentá más tarde.
            </Alert>
          )}
          {children}
          {replyEmail && (
            <TextInput
              label="Correo electrónico para la respuesta"
              description="No tenemos un correo electrónico registrado: indicanos dónde responderte."
              type="email"
              autoComplete="email"
              withAsterisk
              value={replyEmail.value}
              onChange={(event) => replyEmail.onChange(event.currentTarget.value)}
              onBlur={() => setReplyEmailTouched(true)}
              error={replyError}
            />
          )}
          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            <Button type="submit" loading={submitting} disabled={!ready}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </form>
      <PersonalDataNotice />
    </Paper>
  );
}
