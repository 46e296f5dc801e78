import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, SimpleGrid, TextInput } from '@mantine/core';
import { contactFormTypesQueryOptions, useSendContactFormMutation } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { EmailInput, PhoneInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormBody, SentForm } from '@/components/forms/form-body';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { FormSelect } from '@/components/select/form-select';
import { contactReasonOptions } from '../reasons';
import { contactFormSchema, emptyContactValues, toContactPayload, type ContactFormValues } from '../form-schemas';

export type ContactFormProps = {
  /** First flag: offer the members-only reasons (loggedin 1). */
  memberReasons?: boolean;
  /** Second flag: offer the public reasons (loggedin 0). */
  publicReasons?: boolean;
};

/**
 * The general contact form: name, phone, e-mail, message and reason; validated on send, then as
 * each field changes; disabled while sending; reset after success; a failed send keeps everything typed.
 */
export function ContactForm({ memberReasons = false, publicReasons = true }: ContactFormProps) {
  const types = useQuery(contactFormTypesQueryOptions());
  const mutation = useSendContactFormMutation('contactSend');
  const form = useErrorSummaryForm<ContactFormValues>({
    schema: contactFormSchema,
    defaultValues: emptyContactValues,
    labels: {
      name: 'Nombre y apellido',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      contact_form_type_id: 'Motivo de contacto',
      message: 'Mensaje',
    },
    idPrefix: 'contacto',
    name: 'contact',
  });

  const options = useMemo(
    () => contactReasonOptions(types.data ?? [], { memberReasons, publicReasons }),
    [types.data, memberReasons, publicReasons],
  );

  const onSubmit = form.submit((values) => mutation.mutateAsync(toContactPayload(values)), {
    onSent: () => form.reset(emptyContactValues),
  });

  const pending = mutation.isPending;

  return (
    <SentForm onSubmit={onSubmit} aria-label="Formulario de contacto">
      <ErrorSummary {...form.summary} />
      <FormBody
        pending={pending}
        actions={
          <Button type="submit" loading={pending}>
            Enviar
          </Button>
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput autoComplete="name" withAsterisk maxLength={FIELD_LIMITS.text} {...form.field('name')} />
          <PhoneInput withAsterisk maxLength={FIELD_LIMITS.phone} {...form.field('phone')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EmailInput withAsterisk maxLength={FIELD_LIMITS.email} {...form.field('email')} />
          <FormSelect
            {...form.controlled('contact_form_type_id')}
            placeholder="Seleccioná un motivo"
            loadingList={{ data: options, isPending: types.isPending }}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <CountedTextarea
          maxLength={FIELD_LIMITS.longText}
          withAsterisk
          rows={5}
          resize="vertical"
          {...form.countedText('message')}
        />
      </FormBody>
    </SentForm>
  );
}
