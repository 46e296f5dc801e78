import '@mantine/dates/styles.css';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { Member } from '@/api/member/member';
import { isoDay } from '@/lib/dates';
import '@/lib/dayjs';
import { dataUpdateMessage } from '../lib/paperwork-message';
import { dataUpdateFormSchema, type DataUpdateFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkSend } from './use-paperwork-send';

export const DATA_UPDATE_FORM_TITLE = 'Actualización de datos personales';

/** Address, e-mail, phone, birth date and an optional comment; no validation (spec 02 §5). */
export function DataUpdateForm({ member, onSent }: { member: Member; onSent: () => void }) {
  const sender = usePaperworkSend(member, 'actualizacion', DATA_UPDATE_FORM_TITLE, onSent);
  const { control, register, handleSubmit } = useForm<DataUpdateFormValues>({
    resolver: zodResolver(dataUpdateFormSchema),
    defaultValues: {
      address: member.address ?? '',
      email: member.email ?? '',
      phone: member.phone ?? '',
      // The picker takes 'YYYY-MM-DD'; the API may send the date in any of its shapes (lib/dates.ts).
      birthDate: isoDay(member.born_date) || null,
      comment: '',
    },
  });

  return (
    <PaperworkFormFrame
      label={DATA_UPDATE_FORM_TITLE}
      onSubmit={handleSubmit((values) => sender.send(dataUpdateMessage(values)))}
      submitting={sender.submitting}
      ready={sender.ready}
      missingType={sender.missingType}
      replyEmail={sender.replyEmail}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Domicilio" autoComplete="street-address" {...register('address')} />
        <TextInput label="Email" type="email" autoComplete="email" {...register('email')} />
        <TextInput label="Teléfono" type="tel" autoComplete="tel" {...register('phone')} />
        <DatesProvider settings={{ locale: 'es' }}>
          <Controller
            control={control}
            name="birthDate"
            render={({ field }) => (
              <DatePickerInput
                label="Fecha de nacimiento"
                valueFormat="DD/MM/YYYY"
                placeholder="dd/mm/aaaa"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
                maxDate={new Date()}
                clearable
                clearButtonProps={{ 'aria-label': 'Borrar fecha de nacimiento' }}
                popoverProps={{ withinPortal: true }}
              />
            )}
          />
        </DatesProvider>
      </SimpleGrid>
      <Textarea label="Comentario (opcional)" rows={3} {...register('comment')} />
    </PaperworkFormFrame>
  );
}
