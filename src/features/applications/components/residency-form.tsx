import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Box, SimpleGrid, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { FIELD_LIMITS } from '@/api/field-limits';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { useSendResidencyMailMutation } from '@/api/residency-mail';
import { BirthDateInput } from '@/components/forms/birth-date-input';
import { EmailInput, PhoneInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { FormSelect } from '@/components/select/form-select';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { SubmitRow } from '@/components/forms/submit-row';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { dayjs } from '@/lib/dayjs';
import { buildResidencyBody } from '../payloads';
import { RESIDENCY_SPECIALTIES, residencyFormSchema, type ResidencyFormValues } from '../form-schemas';
import { SentForm } from '@/components/forms/form-body';

const EXTRA_HINT = { accept: '.doc,.pdf,.jpg,.jpeg,.png', hint: '.doc, .pdf, .jpg, .png' };

const RESIDENCY_FILE_SLOTS: readonly FileSlot[] = [
  { label: 'Currículum (CV)', accept: '.doc,.docx,.pdf', hint: '.doc, .docx, .pdf', required: true },
  { label: 'Archivo adicional 2', ...EXTRA_HINT },
  { label: 'Archivo adicional 3', ...EXTRA_HINT },
  { label: 'Archivo adicional 4', ...EXTRA_HINT },
];

const specialtyOptions = RESIDENCY_SPECIALTIES.map((s) => ({ value: s.value, label: s.label }));

function emptyValues(): ResidencyFormValues {
  return {
    medical_specialty: '',
    fullName: '',
    phone: '',
    email: '',
    document_type: '',
    document_id: '',
    birthdate: dayjs().format('YYYY-MM-DD'),
    country: '',
    address: '',
    university: '',
    average: '',
    cellphone: '',
    files: [null, null, null, null],
  };
}

/**
 * The residency application: PUT /api/admin/medical_residence_mail.
 * Success → 'Mensaje enviado exitosamente.' and the home page; a failure keeps everything typed.
 */
export function ResidencyForm() {
  const navigate = useNavigate();
  const documentTypes = useQuery(documentTypesQueryOptions());
  const mutation = useSendResidencyMailMutation();
  const form = useErrorSummaryForm<ResidencyFormValues>({
    schema: residencyFormSchema,
    defaultValues: emptyValues(),
    labels: {
      medical_specialty: 'Especialidad',
      fullName: 'Nombre y apellido',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      document_type: 'Tipo de documento',
      document_id: 'Número de documento',
      birthdate: 'Fecha de nacimiento',
      country: 'País',
      address: 'Domicilio',
      university: 'Universidad',
      average: 'Promedio',
      cellphone: 'Celular',
      files: 'Currículum (CV)',
    },
    idPrefix: 'residencia',
    name: 'residency',
  });
  // The files are encoded inside the send, so the button shows it as pending.
  const onSubmit = form.submit(
    (values) => mutation.mutateAsync({ files: values.files, encode: () => buildResidencyBody(values) }),
    { onSent: () => navigate({ to: '/' }) },
  );

  const pending = mutation.isPending;
  const { text, email, phone, document } = FIELD_LIMITS;

  return (
    <DatesProvider settings={{ locale: 'es' }}>
      <SentForm onSubmit={onSubmit} aria-label="Formulario de inscripción a la residencia">
        <ErrorSummary {...form.summary} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            {...form.controlled('medical_specialty')}
            placeholder="Elegí una especialidad"
            data={specialtyOptions}
          />
          <TextInput withAsterisk autoComplete="name" maxLength={text} {...form.field('fullName')} />
          <PhoneInput withAsterisk maxLength={phone} {...form.field('phone')} />
          <EmailInput withAsterisk maxLength={email} {...form.field('email')} />
          <FormSelect {...form.controlled('document_type')} placeholder="Elegí un tipo" loadingList={documentTypes} />
          <TextInput withAsterisk inputMode="numeric" maxLength={document} {...form.field('document_id')} />
          <BirthDateInput
            {...form.controlled('birthdate')}
            popoverProps={{ closeOnClickOutside: true }}
            // The calendar sits in a portal, outside the form's colours: keep its text readable.
            hideOutsideDates
            weekendDays={[]}
            styles={{ weekday: { color: 'var(--mantine-color-gray-7)' } }}
            nextLabel="Mes siguiente"
            previousLabel="Mes anterior"
          />
          <TextInput autoComplete="country-name" maxLength={text} {...form.field('country')} />
          <TextInput autoComplete="street-address" maxLength={text} {...form.field('address')} />
          <TextInput maxLength={text} {...form.field('university')} />
          <TextInput inputMode="decimal" maxLength={text} {...form.field('average')} />
          <PhoneInput maxLength={phone} {...form.field('cellphone')} />
        </SimpleGrid>

        <Box mt="lg">
          <FormFileSlots {...form.fileSlots('files')} slots={RESIDENCY_FILE_SLOTS} disabled={pending} />
        </Box>

        <SubmitRow pending={pending} pendingText="Enviando la inscripción…" uploadPercent={mutation.uploadPercent} />
        <PersonalDataNotice />
      </SentForm>
    </DatesProvider>
  );
}
