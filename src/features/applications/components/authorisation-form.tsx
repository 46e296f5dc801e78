import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useSendContactFormMultipartMutation } from '@/api/contact-form';
import type { Member } from '@/api/member/member';
import { formFields } from '@/components/forms/form-fields';
import { FormFileSlots, type FileSlot } from '@/components/forms/file-slots';
import { SubmitRow } from '@/components/forms/submit-row';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { useSendOnce } from '@/components/forms/use-send-once';
import { buildAuthorisationFields } from '../payloads';
import { authorisationFormSchema, type AuthorisationFormValues } from '../schemas';

const ORDER_HINT = { accept: '.pdf,.jpg,.jpeg', hint: 'PDF, JPG' };

export const AUTHORISATION_FILE_SLOTS: readonly FileSlot[] = [
  { label: 'Orden médica', ...ORDER_HINT, required: true },
  { label: 'Adjunto 2', ...ORDER_HINT },
  { label: 'Adjunto 3', ...ORDER_HINT },
  { label: 'Adjunto 4', ...ORDER_HINT },
];

export const AUTHORISATION_NOTE = 'Las solicitudes de autorización se procesan dentro de las 72 horas hábiles.';

const emptyValues = (email: string): AuthorisationFormValues => ({
  email,
  files: [null, null, null, null],
  place01: '',
  place02: '',
  place03: '',
  place04: '',
  comments: '',
});

/**
 * Authorisation of studies and practices (spec 02 §2, §5, §9): multipart to the contact
 * endpoint with the 'autorizaciones' contact type. Success (200) → toast and a fresh form.
 */
export function AuthorisationForm({ member }: { member: Member }) {
  const mutation = useSendContactFormMultipartMutation({
    keyword: 'autorizaciones',
    preferLoggedIn: 1,
    call: 'memberFormSend',
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AuthorisationFormValues>({
    resolver: zodResolver(authorisationFormSchema),
    defaultValues: emptyValues(member.email),
  });
  const field = formFields(register, errors);

  const sendOnce = useSendOnce(
    (values: AuthorisationFormValues) =>
      mutation.mutateAsync((typeId) => buildAuthorisationFields(values, member, typeId)),
    { onSent: () => reset(emptyValues(member.email)) },
  );
  const onSubmit = handleSubmit(sendOnce);
  const pending = mutation.isPending;

  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Solicitud de autorización">
      <Stack gap="md">
        <Alert color="brand" variant="light" title="Plazo de respuesta">
          {AUTHORISATION_NOTE}
        </Alert>
        <TextInput label="Correo electrónico" withAsterisk type="email" autoComplete="email" {...field('email')} />
        <FormFileSlots
          control={control}
          field="files"
          name="autorizacion-adjunto"
          slots={AUTHORISATION_FILE_SLOTS}
          disabled={pending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Lugar de realización del estudio" withAsterisk {...field('place01')} />
          <TextInput label="Lugar de realización 2 (opcional)" {...field('place02')} />
          <TextInput label="Lugar de realización 3 (opcional)" {...field('place03')} />
          <TextInput label="Lugar de realización 4 (opcional)" {...field('place04')} />
        </SimpleGrid>
        <Textarea label="Comentarios (opcional)" rows={4} {...field('comments')} />
      </Stack>
      <SubmitRow pending={pending} pendingText="Enviando la solicitud…" uploadPercent={mutation.uploadPercent} />
      <PersonalDataNotice />
    </Box>
  );
}
