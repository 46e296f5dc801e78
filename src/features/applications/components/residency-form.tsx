import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Box, Loader, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { useSendResidencyMailMutation } from '@/api/residency-mail';
import { formFields } from '@/components/forms/form-fields';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { SubmitRow } from '@/components/forms/submit-row';
import { FormSelect } from '@/components/forms/form-select';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { useSendOnce } from '@/components/forms/use-send-once';
import { dayjs } from '@/lib/dayjs';
import { EMPTY_SELECT_MESSAGE } from '@/lib/error-catalogue';
import { buildResidencyBody } from '../payloads';
import { RESIDENCY_SPECIALTIES, residencyFormSchema, type ResidencyFormValues } from '../schemas';

const EXTRA_HINT = { accept: '.doc,.pdf,.jpg,.png', hint: '.doc, .pdf, .jpg, .png' };

export const RESIDENCY_FILE_SLOTS: readonly FileSlot[] = [
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
 * The residency application (spec 02 §2, §3, §5): PUT /api/admin/medical_residence_mail.
 * Success → 'Mensaje enviado exitosamente.' and the home page; a failure keeps everything typed.
 */
export function ResidencyForm() {
  const navigate = useNavigate();
  const documentTypes = useQuery(documentTypesQueryOptions());
  const mutation = useSendResidencyMailMutation();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResidencyFormValues>({ resolver: zodResolver(residencyFormSchema), defaultValues: emptyValues() });
  const field = formFields(register, errors);

  // The files are encoded inside the send, so the button shows it as pending.
  const sendOnce = useSendOnce(
    (values: ResidencyFormValues) =>
      mutation.mutateAsync({ files: values.files, encode: () => buildResidencyBody(values) }),
    { onSent: () => navigate({ to: '/' }) },
  );
  const onSubmit = handleSubmit(sendOnce);

  const pending = mutation.isPending;
  const loadingTypes = documentTypes.isPending;

  return (
    <DatesProvider settings={{ locale: 'es' }}>
      <Box component="form" onSubmit={onSubmit} noValidate aria-label="Formulario de inscripción a la residencia">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormSelect
            control={control}
            name="medical_specialty"
            label="Especialidad"
            placeholder="Elegí una especialidad"
            data={specialtyOptions}
          />
          <TextInput label="Nombre y apellido" withAsterisk autoComplete="name" {...field('fullName')} />
          <TextInput label="Teléfono" withAsterisk type="tel" autoComplete="tel" {...field('phone')} />
          <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" {...field('email')} />
          <FormSelect
            control={control}
            name="document_type"
            label="Tipo de documento"
            placeholder={loadingTypes ? 'Cargando tipos de documento…' : 'Elegí un tipo'}
            data={documentTypes.data ?? []}
            disabled={loadingTypes}
            rightSection={loadingTypes ? <Loader size="xs" aria-label="Cargando tipos de documento" /> : undefined}
            nothingFoundMessage={EMPTY_SELECT_MESSAGE}
            data-loading-types={loadingTypes || undefined}
          />
          <TextInput label="Número de documento" withAsterisk inputMode="numeric" {...field('document_id')} />
          <Controller
            control={control}
            name="birthdate"
            render={({ field }) => (
              <DatePickerInput
                ref={field.ref}
                label="Fecha de nacimiento"
                valueFormat="DD/MM/YYYY"
                value={field.value}
                onChange={field.onChange}
                maxDate={new Date()}
                clearable
                clearButtonProps={{ 'aria-label': 'Borrar fecha de nacimiento' }}
                popoverProps={{ closeOnClickOutside: true }}
                // The calendar sits in a portal, outside the form's colours: keep its text readable.
                hideOutsideDates
                weekendDays={[]}
                styles={{ weekday: { color: 'var(--mantine-color-gray-7)' } }}
                nextLabel="Mes siguiente"
                previousLabel="Mes anterior"
              />
            )}
          />
          <TextInput label="País" autoComplete="country-name" {...field('country')} />
          <TextInput label="Domicilio" autoComplete="street-address" {...field('address')} />
          <TextInput label="Universidad" {...field('university')} />
          <TextInput label="Promedio" inputMode="decimal" {...field('average')} />
          <TextInput label="Celular" type="tel" autoComplete="tel" {...field('cellphone')} />
        </SimpleGrid>

        <Box mt="lg">
          <FormFileSlots
            control={control}
            field="files"
            name="residencia-archivo"
            slots={RESIDENCY_FILE_SLOTS}
            disabled={pending}
          />
        </Box>

        <SubmitRow pending={pending} pendingText="Enviando la inscripción…" uploadPercent={mutation.uploadPercent} />
        <PersonalDataNotice />
      </Box>
    </DatesProvider>
  );
}
