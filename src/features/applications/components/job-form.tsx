import { Box, SimpleGrid, TextInput } from '@mantine/core';
import { useSendContactFormMultipartMutation } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { EmailInput, PhoneInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { FormSelect } from '@/components/select/form-select';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { SubmitRow } from '@/components/forms/submit-row';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { buildJobFields } from '../payloads';
import { JOB_POSITIONS, jobFormSchema, type JobFormValues } from '../form-schemas';
import { SentForm } from '@/components/forms/form-body';

const CV_HINT = { accept: '.doc,.docx,.pdf', hint: '.doc, .docx, .pdf' };
// Our choice: extra files (a degree, a licence) may be scans too, as on the residency form.
const EXTRA_HINT = { accept: '.doc,.docx,.pdf,.jpg,.jpeg,.png', hint: '.doc, .docx, .pdf, .jpg, .png' };

const JOB_FILE_SLOTS: readonly FileSlot[] = [
  { label: 'Currículum (CV)', ...CV_HINT },
  { label: 'Archivo adicional 2', ...EXTRA_HINT },
  { label: 'Archivo adicional 3', ...EXTRA_HINT },
  { label: 'Archivo adicional 4', ...EXTRA_HINT },
];

const emptyValues = (): JobFormValues => ({
  name: '',
  email: '',
  phone: '',
  message: '',
  files: [null, null, null, null],
});

/** A public contact-form send, so the contact form's rules apply (0004, field errors on 422). */
const JOB_SEND = { keyword: 'trabaja', preferLoggedIn: 0, call: 'contactSend' } as const;

/**
 * The job application: multipart to the contact endpoint with the contact type
 * whose label contains 'trabaja'. Success (200) → toast and a fresh form.
 */
export function JobForm() {
  const mutation = useSendContactFormMultipartMutation(JOB_SEND);
  const form = useErrorSummaryForm<JobFormValues>({
    schema: jobFormSchema,
    defaultValues: emptyValues(),
    labels: {
      name: 'Nombre y apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono (opcional)',
      message: 'Puesto',
      files: 'Currículum (CV)',
    },
    idPrefix: 'postulacion',
    name: 'job',
  });
  const onSubmit = form.submit((values) => mutation.mutateAsync((typeId) => buildJobFields(values, typeId)), {
    onSent: () => form.reset(emptyValues()),
  });
  const pending = mutation.isPending;

  return (
    <SentForm onSubmit={onSubmit} aria-label="Formulario de postulación">
      <ErrorSummary {...form.summary} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput withAsterisk autoComplete="name" maxLength={FIELD_LIMITS.text} {...form.field('name')} />
        <EmailInput withAsterisk maxLength={FIELD_LIMITS.email} {...form.field('email')} />
        <PhoneInput maxLength={FIELD_LIMITS.phone} {...form.field('phone')} />
        <FormSelect {...form.controlled('message')} placeholder="Elegí un puesto" data={[...JOB_POSITIONS]} />
      </SimpleGrid>
      <Box mt="lg">
        <FormFileSlots {...form.fileSlots('files')} slots={JOB_FILE_SLOTS} disabled={pending} />
      </Box>
      <SubmitRow pending={pending} pendingText="Enviando la postulación…" uploadPercent={mutation.uploadPercent} />
      <PersonalDataNotice />
    </SentForm>
  );
}
