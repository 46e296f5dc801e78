import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { PersonalDataNotice } from '@/components/personal-data-notice';

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
};

/** What every paperwork form shares: the frame, the notice and the send button. */
export function PaperworkFormFrame({ label, onSubmit, submitting, ready, missingType, children, secondaryAction }: Props) {
  return (
    <Paper withBorder p="lg" radius="md">
      <form
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
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
