import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { formFields } from '@/components/forms/form-fields';
import { FormSelect } from '@/components/forms/form-select';
import { site } from '@/config/site';
import type { Member } from '@/api/member/member';
import { credentialMessage } from '../lib/paperwork-message';
import { CREDENTIAL_REASONS, credentialFormSchema, DELIVERY_OPTIONS, type CredentialFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkSend } from './use-paperwork-send';

export const CREDENTIAL_FORM_TITLE = 'Pedido de credencial';

/** Credential request: name, reason and delivery (spec 02 §2, §4, §5). */
export function CredentialRequestForm({ member, onSent }: { member: Member; onSent: () => void }) {
  const sender = usePaperworkSend(member, 'pedido', CREDENTIAL_FORM_TITLE, onSent);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CredentialFormValues>({
    resolver: zodResolver(credentialFormSchema),
    defaultValues: { name: member.full_name ?? '', motivo: '', radioGroup: '', address: member.address ?? '' },
    mode: 'onTouched',
  });
  const field = formFields(register, errors);
  const delivery = useWatch({ control, name: 'radioGroup' });

  return (
    <PaperworkFormFrame
      label={CREDENTIAL_FORM_TITLE}
      onSubmit={handleSubmit((values) => sender.send(credentialMessage(values)))}
      submitting={sender.submitting}
      ready={sender.ready}
      missingType={sender.missingType}
      replyEmail={sender.replyEmail}
    >
      <TextInput label="Nombre y apellido" withAsterisk autoComplete="name" {...field('name')} />
      <FormSelect
        control={control}
        name="motivo"
        label="Motivo"
        placeholder="Seleccioná el motivo"
        data={[...CREDENTIAL_REASONS]}
      />
      <Controller
        control={control}
        name="radioGroup"
        render={({ field }) => (
          <Radio.Group
            label="¿Cómo querés recibir la credencial?"
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            name={field.name}
            error={errors.radioGroup?.message}
          >
            <Stack gap="xs" mt="xs">
              {DELIVERY_OPTIONS.map((option) => (
                <Radio key={option} value={option} label={option} onBlur={field.onBlur} />
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
          <Textarea label="Domicilio de entrega" rows={2} autoComplete="street-address" {...field('address')} />
          <Text size="sm">La credencial llegará a tu domicilio dentro de los 12 días hábiles.</Text>
        </>
      )}
    </PaperworkFormFrame>
  );
}
