import '@mantine/dates/styles.css';
import { Controller } from 'react-hook-form';
import { SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { FIELD_LIMITS } from '@/api/field-limits';
import type { Member } from '@/api/member/member';
import { isoDay } from '@/lib/dates';
import '@/lib/dayjs';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { dataUpdateMessage } from '../lib/paperwork-message';
import { dataUpdateFormSchema, type DataUpdateFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkForm } from './use-paperwork-form';

export const DATA_UPDATE_FORM_TITLE = 'Actualización de datos personales';

/** Address, e-mail, phone, birth date and an optional comment; no validation (spec 02 §5). */
export function DataUpdateForm({ member, onSent }: { member: Member; onSent: () => void }) {
  const { form, frame } = usePaperworkForm<DataUpdateFormValues>({
    member,
    keyword: 'actualizacion',
    title: DATA_UPDATE_FORM_TITLE,
    schema: dataUpdateFormSchema,
    defaultValues: {
      address: member.address ?? '',
      email: member.email ?? '',
      phone: member.phone ?? '',
      // The picker takes 'YYYY-MM-DD'; the API may send the date in any of its shapes (lib/dates.ts).
      birthDate: isoDay(member.born_date) || null,
      comment: '',
      replyEmail: '',
    },
    labels: {
      address: 'Domicilio',
      email: 'Email',
      phone: 'Teléfono',
      birthDate: 'Fecha de nacimiento',
      comment: 'Comentario (opcional)',
    },
    idPrefix: 'actualizacion',
    message: dataUpdateMessage,
    onSent,
  });

  return (
    <PaperworkFormFrame {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput autoComplete="street-address" maxLength={FIELD_LIMITS.text} {...form.field('address')} />
        <TextInput type="email" autoComplete="email" maxLength={FIELD_LIMITS.email} {...form.field('email')} />
        <TextInput type="tel" autoComplete="tel" maxLength={FIELD_LIMITS.phone} {...form.field('phone')} />
        <DatesProvider settings={{ locale: 'es' }}>
          <Controller
            control={form.control}
            name="birthDate"
            render={({ field }) => (
              <DatePickerInput
                id={form.fieldId('birthDate')}
                label={form.label('birthDate')}
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
      <CountedTextarea control={form.control} maxLength={FIELD_LIMITS.longText} rows={3} {...form.field('comment')} />
    </PaperworkFormFrame>
  );
}
