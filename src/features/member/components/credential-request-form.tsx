import { Controller, useWatch } from 'react-hook-form';
import { Alert, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FIELD_LIMITS } from '@/api/field-limits';
import type { Member } from '@/api/member/member';
import { FormSelect } from '@/components/select/form-select';
import { site } from '@/config/site';
import { credentialMessage } from '../lib/paperwork-message';
import { CREDENTIAL_REASONS, credentialFormSchema, DELIVERY_OPTIONS, type CredentialFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkForm } from './use-paperwork-form';
import '@mantine/core/styles/Radio.css';

const CREDENTIAL_FORM_TITLE = 'Pedido de credencial';

/** Credential request: name, reason and delivery. */
export function CredentialRequestForm({ member, onSent }: { member: Member; onSent: () => void }) {
  const { form, frame } = usePaperworkForm<CredentialFormValues>({
    member,
    keyword: 'pedido',
    title: CREDENTIAL_FORM_TITLE,
    schema: credentialFormSchema,
    defaultValues: {
      name: member.full_name ?? '',
      motivo: '',
      radioGroup: '',
      address: member.address ?? '',
      replyEmail: '',
    },
    labels: {
      name: 'Nombre y apellido',
      motivo: 'Motivo',
      radioGroup: '¿Cómo querés recibir la credencial?',
      address: 'Domicilio de entrega',
    },
    idPrefix: 'credencial',
    message: credentialMessage,
    onSent,
  });
  const delivery = useWatch({ control: form.control, name: 'radioGroup' });
  const deliveryError = form.error('radioGroup');
  const deliveryId = form.fieldId('radioGroup');

  return (
    <PaperworkFormFrame {...frame}>
      <TextInput withAsterisk autoComplete="name" maxLength={FIELD_LIMITS.text} {...form.field('name')} />
      <FormSelect {...form.controlled('motivo')} placeholder="Seleccioná el motivo" data={[...CREDENTIAL_REASONS]} />
      <Controller
        control={form.control}
        name="radioGroup"
        render={({ field }) => (
          <Radio.Group
            id={`${deliveryId}-group`}
            label={form.label('radioGroup')}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={deliveryError}
          >
            <Stack gap="xs" mt="xs">
              {DELIVERY_OPTIONS.map((option, index) => (
                <Radio
                  key={option}
                  // The summary's link moves to the first option.
                  id={index === 0 ? deliveryId : undefined}
                  ref={index === 0 ? field.ref : undefined}
                  value={option}
                  label={option}
                  onBlur={field.onBlur}
                  aria-invalid={deliveryError ? true : undefined}
                  aria-describedby={deliveryError ? `${deliveryId}-group-error` : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      {delivery === 'Retirar por oficina' && (
        <Alert variant="light" color="brand" title="Retiro por oficina">
          <Text size="sm">
            Podés retirarla de lunes a viernes de 9 a 17 hs en {site.address.full}. Ante cualquier duda, comunicate con
            Atención al socio al{' '}
            <a href={`tel:${site.phones.customerService.tel}`}>{site.phones.customerService.display}</a>.
          </Text>
        </Alert>
      )}
      {delivery === 'Recibir en mi domicilio' && (
        <>
          <Textarea rows={2} autoComplete="street-address" maxLength={FIELD_LIMITS.text} {...form.field('address')} />
          <Text size="sm">La credencial llegará a tu domicilio dentro de los 12 días hábiles.</Text>
        </>
      )}
    </PaperworkFormFrame>
  );
}
