import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { contactFormTypesQueryOptions, useSendContactFormMutation } from '@/api/contact-form';
import { formFields } from '@/components/forms/form-fields';
import { PersonalDataNotice } from '@/components/forms/personal-data-notice';
import { useSendOnce } from '@/components/forms/use-send-once';
import { EMPTY_SELECT_MESSAGE } from '@/lib/error-catalogue';
import { contactReasonOptions, findPresetOption, type PresetReason } from '../reasons';
import { contactFormSchema, emptyContactValues, toContactPayload, type ContactFormValues } from '../schemas';
import classes from './contact-form.module.css';

export type ContactFormProps = {
  /** First flag of spec 01 §6: offer the members-only reasons (loggedin 1). */
  memberReasons?: boolean;
  /** Second flag: offer the public reasons (loggedin 0). */
  publicReasons?: boolean;
  /** Choose this reason once the list has loaded, when such a reason exists. */
  presetReason?: PresetReason;
};

/**
 * The general contact form (spec 01 §2–§8): name, phone, e-mail, message and
 * reason; errors once a field is touched; disabled while sending; reset after
 * success; a failed send keeps everything typed.
 */
export function ContactForm({ memberReasons = false, publicReasons = true, presetReason }: ContactFormProps) {
  const types = useQuery(contactFormTypesQueryOptions());
  const mutation = useSendContactFormMutation('contactSend');
  const appliedPreset = useRef<PresetReason | undefined>(undefined);

  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactValues,
    mode: 'onTouched',
  });
  const field = formFields(register, errors);

  const options = useMemo(
    () => contactReasonOptions(types.data ?? [], { memberReasons, publicReasons }),
    [types.data, memberReasons, publicReasons],
  );

  // The footer's 'Dejar de ser Socio' / 'Solicitud de arrepentimiento' preset the reason.
  useEffect(() => {
    if (!types.data || !presetReason || appliedPreset.current === presetReason) return;
    appliedPreset.current = presetReason;
    const option = findPresetOption(types.data, options, presetReason);
    if (option) setValue('contact_form_type_id', option.value, { shouldDirty: true });
  }, [types.data, options, presetReason, setValue]);

  const sendOnce = useSendOnce((values: ContactFormValues) => mutation.mutateAsync(toContactPayload(values)), {
    onSent: () => reset(emptyContactValues),
  });
  const onSubmit = handleSubmit(sendOnce);

  const pending = mutation.isPending;
  const placeholder = types.isPending
    ? 'Cargando motivos…'
    : options.length === 0
      ? EMPTY_SELECT_MESSAGE
      : 'Seleccioná un motivo';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Formulario de contacto">
      <fieldset disabled={pending} className={classes.fieldset} aria-busy={pending}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nombre y apellido" autoComplete="name" withAsterisk {...field('name')} />
            <TextInput label="Teléfono" type="tel" autoComplete="tel" withAsterisk {...field('phone')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Correo electrónico" type="email" autoComplete="email" withAsterisk {...field('email')} />
            <NativeSelect
              label="Motivo de contacto"
              withAsterisk
              disabled={types.isPending || options.length === 0}
              data={[{ value: '', label: placeholder }, ...options]}
              {...field('contact_form_type_id')}
            />
          </SimpleGrid>
          <Textarea label="Mensaje" withAsterisk rows={5} resize="vertical" {...field('message')} />
          <Group>
            <Button type="submit" loading={pending}>
              Enviar
            </Button>
          </Group>
        </Stack>
      </fieldset>
      <PersonalDataNotice />
    </form>
  );
}
