import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Anchor, Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { contactFormTypesQueryOptions, useSendContactFormMutation } from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { documentTypesQueryOptions } from '@/api/member/document-types';
import { EmailInput, PhoneInput } from '@/components/forms/email-phone-inputs';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormSelect } from '@/components/select/form-select';
import { FormBody, SentForm } from '@/components/forms/form-body';
import type { FieldLabels } from '@/components/forms/field-bindings';
import { useErrorSummaryForm } from '@/components/forms/use-error-summary-form';
import { site } from '@/config/site';
import {
  CANCELLATION_REQUESTS,
  cancellationReceipt,
  toCancellationPayload,
  type CancellationReceiptData,
} from '../cancellation';
import { contactReasonOptions, findPresetOption, type PresetReason } from '../reasons';
import { cancellationFormSchema, emptyCancellationValues, type CancellationFormValues } from '../form-schemas';
import { CancellationReceipt } from './cancellation-receipt';

/** The fields' labels, as the form and its error summary name them. */
const LABELS = {
  name: 'Nombre y apellido',
  document_type: 'Tipo de documento',
  document_number: 'Número de documento',
  email: 'Correo electrónico',
  phone: 'Teléfono (opcional)',
} satisfies FieldLabels<CancellationFormValues>;

/**
 * The short request behind 'Dejar de ser Socio' and 'Solicitud de arrepentimiento' (Disposición 954/2025): no
 * login, no reason to write. The contact type is the matching public one; the message is composed from the
 * fields. A sent request becomes a dated receipt that can be printed or saved.
 */
export function CancellationForm({ reason }: { reason: PresetReason }) {
  const request = CANCELLATION_REQUESTS[reason];
  const types = useQuery(contactFormTypesQueryOptions());
  const documentTypes = useQuery(documentTypesQueryOptions());
  const mutation = useSendContactFormMutation('contactSend');
  const [receipt, setReceipt] = useState<CancellationReceiptData | null>(null);
  const form = useErrorSummaryForm<CancellationFormValues>({
    schema: cancellationFormSchema,
    defaultValues: emptyCancellationValues,
    labels: LABELS,
    idPrefix: `solicitud-${reason}`,
    name: `cancellation_${reason}`,
  });

  const contactType = useMemo(() => {
    const data = types.data ?? [];
    return findPresetOption(data, contactReasonOptions(data, { memberReasons: false, publicReasons: true }), reason);
  }, [types.data, reason]);
  const missingType = types.isSuccess && !contactType;

  const onSubmit = form.submit(async (values) => {
    if (!contactType) throw new Error('No contact type for this request.');
    const label = documentTypes.data?.find((t) => t.value === values.document_type)?.label ?? values.document_type;
    const sent = cancellationReceipt(reason, values, label);
    await mutation.mutateAsync(toCancellationPayload(sent, values, Number(contactType.value)));
    setReceipt(sent);
  });

  if (receipt) return <CancellationReceipt receipt={receipt} />;

  const pending = mutation.isPending;
  return (
    <SentForm onSubmit={onSubmit} aria-label={request.title}>
      <Text mb="md">{request.intro}</Text>
      <ErrorSummary {...form.summary} />
      {missingType && <CallInstead />}
      <FormBody
        pending={pending}
        actions={
          <Button type="submit" loading={pending} disabled={!contactType}>
            Enviar solicitud
          </Button>
        }
      >
        <Text>
          <strong>Motivo:</strong> {request.requested}
        </Text>
        <TextInput autoComplete="name" withAsterisk maxLength={FIELD_LIMITS.text} {...form.field('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FormSelect
            {...form.controlled('document_type')}
            placeholder="Seleccioná"
            loadingList={documentTypes}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            inputMode="numeric"
            withAsterisk
            maxLength={FIELD_LIMITS.document}
            {...form.field('document_number')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <EmailInput withAsterisk maxLength={FIELD_LIMITS.email} {...form.field('email')} />
          <PhoneInput maxLength={FIELD_LIMITS.phone} {...form.field('phone')} />
        </SimpleGrid>
      </FormBody>
    </SentForm>
  );
}

/** The API offers no contact type for this request: it cannot go by this form, so the phone is offered instead. */
function CallInstead() {
  return (
    <Alert color="red" variant="light" role="alert" title="No es posible enviar esta solicitud" mb="md">
      En este momento no podemos recibirla por este medio. Llamá a {site.phones.customerService.label} al{' '}
      <Anchor href={`tel:${site.phones.customerService.tel}`}>{site.phones.customerService.display}</Anchor>.
    </Alert>
  );
}
