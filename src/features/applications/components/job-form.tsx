import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, SimpleGrid, TextInput } from '@mantine/core';
import { useSendContactFormMultipartMutation } from '@/api/contact-form';
import { formFields } from '@/components/forms/form-fields';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { SubmitRow } from '@/components/forms/submit-row';
import { FormSelect } from '@/components/forms/form-select';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { useSendOnce } from '@/components/forms/use-send-once';
import { buildJobFields } from '../payloads';
import { JOB_POSITIONS, jobFormSchema, type JobFormValues } from '../schemas';

const CV_HINT = { accept: '.doc,.docx,.pdf', hint: '.doc, .docx, .pdf' };

export const JOB_FILE_SLOTS: readonly FileSlot[] = [
  { label: 'Currículum (CV)', ...CV_HINT },
  { label: 'Archivo adicional 2', ...CV_HINT },
  { label: 'Archivo adicional 3', ...CV_HINT },
  { label: 'Archivo adicional 4', ...CV_HINT },
];

const emptyValues = (): JobFormValues => ({
  name: '',
  email: '',
  phone: '',
  message: '',
  files: [null, null, null, null],
});

/**
 * The job application (spec 02 §2): multipart to the contact endpoint with the contact type
 * whose label contains 'trabaja'. Success (200) → toast and a fresh form.
 */
export function JobForm() {
  const mutation = useSendContactFormMultipartMutation({
    keyword: 'trabaja',
    preferLoggedIn: 0,
    // A public contact-form send: the contact form's rules (0004, field errors on 422).
    call: 'contactSend',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<JobFormValues>({ resolver: zodResolver(jobFormSchema), defaultValues: emptyValues() });
  const field = formFields(register, errors);

  const sendOnce = useSendOnce(
    (values: JobFormValues) => mutation.mutateAsync((typeId) => buildJobFields(values, typeId)),
    { onSent: () => reset(emptyValues()) },
  );
  const onSubmit = handleSubmit(sendOnce);
  const pending = mutation.isPending;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Formulario de postulación">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Nombre y apellido" withAsterisk autoComplete="name" {...field('name')} />
        <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Teléfono (opcional)" type="tel" autoComplete="tel" {...field('phone')} />
        <FormSelect
          control={control}
          name="message"
          label="Puesto"
          placeholder="Elegí un puesto"
          data={[...JOB_POSITIONS]}
        />
      </SimpleGrid>
      <Box mt="lg">
        <FormFileSlots
          control={control}
          field="files"
          name="postulacion-archivo"
          slots={JOB_FILE_SLOTS}
          disabled={pending}
        />
      </Box>
      <SubmitRow pending={pending} pendingText="Enviando la postulación…" uploadPercent={mutation.uploadPercent} />
      <PersonalDataNotice />
    </Box>
  );
}
