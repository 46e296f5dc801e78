import { SimpleGrid, TextInput } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { FIELD_LIMITS } from '@/api/field-limits';
import type { Member } from '@/api/member/member';
import { isoDay } from '@/lib/dates';
import { BirthDateInput } from '@/components/forms/birth-date-input';
import { CountedTextarea } from '@/components/forms/counted-textarea';
import { EmailInput, PhoneInput } from '@/components/forms/email-phone-inputs';
import { dataUpdateMessage } from '../lib/paperwork-message';
import { dataUpdateFormSchema, type DataUpdateFormValues } from '../form-schemas';
import { PaperworkFormFrame } from './paperwork-form-frame';
import { usePaperworkForm } from './use-paperwork-form';

const DATA_UPDATE_FORM_TITLE = 'Actualización de datos personales';

/** Address, e-mail, phone, birth date and an optional comment; no validation. */
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
        <EmailInput maxLength={FIELD_LIMITS.email} {...form.field('email')} />
        <PhoneInput maxLength={FIELD_LIMITS.phone} {...form.field('phone')} />
        <DatesProvider settings={{ locale: 'es' }}>
          <BirthDateInput
            {...form.controlled('birthDate')}
            placeholder="dd/mm/aaaa"
            popoverProps={{ withinPortal: true }}
          />
        </DatesProvider>
      </SimpleGrid>
      <CountedTextarea maxLength={FIELD_LIMITS.longText} rows={3} {...form.countedText('comment')} />
    </PaperworkFormFrame>
  );
}
