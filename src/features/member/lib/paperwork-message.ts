import { contactMessage, contactTextMessage, joinContactMessage, type ContactMessage } from '@/api/contact-form';
import { formatDate } from '@/lib/dates';
import type { CredentialFormValues, DataUpdateFormValues, MessageFormValues } from '../form-schemas';

/** One line of the assembled message; the label is ours, the value is the member's (escaped). */
function line(label: string, value: string): ContactMessage {
  return contactMessage`<p><strong>${label}:</strong> ${value.trim() || '-'}</p>`;
}

export function credentialMessage(values: Omit<CredentialFormValues, 'replyEmail'>): ContactMessage {
  const parts = [line('Nombre', values.name), line('Motivo', values.motivo), line('Entrega', values.radioGroup)];
  if (values.radioGroup === 'Recibir en mi domicilio') parts.push(line('Domicilio de entrega', values.address));
  return joinContactMessage(parts);
}

export function dataUpdateMessage(values: Omit<DataUpdateFormValues, 'replyEmail'>): ContactMessage {
  return joinContactMessage([
    line('Domicilio', values.address),
    line('Email', values.email),
    line('Teléfono', values.phone),
    line('Fecha de nacimiento', values.birthDate ? formatDate(values.birthDate) : ''),
    line('Comentario', values.comment),
  ]);
}

export function freeTextMessage(values: Pick<MessageFormValues, 'message'>): ContactMessage {
  return contactTextMessage(values.message);
}
