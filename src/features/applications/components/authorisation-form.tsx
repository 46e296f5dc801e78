import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { useSendContactFormMultipartMutation } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import type { Member } from '@/api/member/member';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { EmailInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { SubmitRow } from '@/components/forms/submit-row';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { buildAuthorisationFields } from '../payloads';
import { authorisationFormSchema, type AuthorisationFormValues } from '../form-schemas';
import { SentForm } from '@/components/forms/form-body';

const ORDER_HINT = { accept: '.pdf,.jpg,.jpeg', hint: 'PDF, JPG' };

const AUTHORISATION_FILE_SLOTS: readonly FileSlot[] = [
  { label: 'Orden médica', ...ORDER_HINT, required: true },
  { label: 'Adjunto 2', ...ORDER_HINT },
  { label: 'Adjunto 3', ...ORDER_HINT },
  { label: 'Adjunto 4', ...ORDER_HINT },
];

const AUTHORISATION_NOTE = 'Las solicitudes de autorización se procesan dentro de las 72 horas hábiles.';

const emptyValues = (email: string): AuthorisationFormValues => ({
  email,
  files: [null, null, null, null],
  place01: '',
  place02: '',
  place03: '',
  place04: '',
  comments: '',
});

const PLACES = ['place01', 'place02', 'place03', 'place04'] as const;

/**
 * Authorisation of studies and practices: multipart to the contact
 * endpoint with the 'autorizaciones' contact type. Success (200) → toast and a fresh form.
 */
export function AuthorisationForm({ member }: { member: Member }) {
  const mutation = useSendContactFormMultipartMutation({
    keyword: 'autorizaciones',
    preferLoggedIn: 1,
    call: 'memberFormSend',
  });
  const path = useLocation({ select: (location) => location.pathname });
  const form = useErrorSummaryForm<AuthorisationFormValues>({
    schema: authorisationFormSchema,
    defaultValues: emptyValues(member.email),
    labels: {
      email: 'Correo electrónico',
      files: 'Orden médica',
      place01: 'Lugar de realización del estudio',
      place02: 'Lugar de realización 2 (opcional)',
      place03: 'Lugar de realización 3 (opcional)',
      place04: 'Lugar de realización 4 (opcional)',
      comments: 'Comentarios (opcional)',
    },
    idPrefix: 'autorizacion',
    name: 'authorisation',
    draft: { owner: member.personal_id, path },
  });
  const onSubmit = form.submit(
    (values) => mutation.mutateAsync((typeId) => buildAuthorisationFields(values, member, typeId)),
    { onSent: () => form.reset(emptyValues(member.email)) },
  );
  const pending = mutation.isPending;

  return (
    <SentForm onSubmit={onSubmit} aria-label="Solicitud de autorización">
      <ErrorSummary {...form.summary} />
      <Stack gap="md">
        <Alert color="brand" variant="light" title="Plazo de respuesta">
          {AUTHORISATION_NOTE}
        </Alert>
        <EmailInput withAsterisk maxLength={FIELD_LIMITS.email} {...form.field('email')} />
        <FormFileSlots {...form.fileSlots('files')} slots={AUTHORISATION_FILE_SLOTS} disabled={pending} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {PLACES.map((place) => (
            <TextInput
              key={place}
              withAsterisk={place === 'place01'}
              maxLength={FIELD_LIMITS.text}
              {...form.field(place)}
            />
          ))}
        </SimpleGrid>
        <CountedTextarea maxLength={FIELD_LIMITS.longText} rows={4} {...form.countedText('comments')} />
      </Stack>
      <SubmitRow pending={pending} pendingText="Enviando la solicitud…" uploadPercent={mutation.uploadPercent} />
      <PersonalDataNotice />
    </SentForm>
  );
}
