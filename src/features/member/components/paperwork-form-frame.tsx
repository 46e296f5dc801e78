import type { FormEventHandler, ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { FIELD_LIMITS } from '@/api/field-limits';
import { EmailInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary, type ErrorSummaryProps } from '@/components/forms/error-summary';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import type { FieldBinding } from '@/components/forms/field-bindings';
import { SentForm } from '@/components/forms/form-body';

export type PaperworkFrameProps = {
  /** Accessible name of the form. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** False while the contact types load, or when none matches the form. */
  ready: boolean;
  missingType: boolean;
  summary: ErrorSummaryProps;
  /** Shown when the member has no e-mail on file: the answer needs one. */
  replyEmail?: FieldBinding | undefined;
};

/** What every paperwork form shares: the frame, the error summary, the notice and the send button. */
export function PaperworkFormFrame({
  label,
  onSubmit,
  submitting,
  ready,
  missingType,
  summary,
  replyEmail,
  children,
}: PaperworkFrameProps & { children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <SentForm aria-label={label} onSubmit={onSubmit}>
        <ErrorSummary {...summary} />
        <Stack gap="md">
          {missingType && (
            <Alert color="red" variant="light" role="alert" title="No es posible enviar este formulario">
              En este momento no podemos recibir este trámite. Por favor, intentá más tarde.
            </Alert>
          )}
          {children}
          {replyEmail && (
            <EmailInput
              description="No tenemos un correo electrónico registrado: indicanos dónde responderte."
              withAsterisk
              maxLength={FIELD_LIMITS.email}
              {...replyEmail}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button type="submit" loading={submitting} disabled={!ready}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </SentForm>
      <PersonalDataNotice />
    </Paper>
  );
}
