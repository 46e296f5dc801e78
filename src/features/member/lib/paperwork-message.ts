import { html } from '@/lib/html';
import { formatDate } from '@/lib/dates';
import type { CredentialFormValues, DataUpdateFormValues, MessageFormValues } from '../form-schemas';

/** One line of the assembled message; the label is ours, the value is the member's (escaped). */
function line(label: string, value: string): string {
  return html`<p><strong>${label}:</strong> ${value.trim() || '-'}</p>`;
}

/** Text with line breaks kept: escaped first, then each break becomes <br>. */
function paragraph(value: string): string {
  return `<p>${html`${value.trim()}`.replace(/\r?\n/g, '<br>')}</p>`;
}

export function credentialMessage(values: Omit<CredentialFormValues, 'replyEmail'>): string {
  const parts = [line('Nombre', values.name), line('Motivo', values.motivo), line('Entrega', values.radioGroup)];
  if (values.radioGroup === 'Recibir en mi domicilio') parts.push(line('Domicilio de entrega', values.address));
  return parts.join('');
}

export function dataUpdateMessage(values: Omit<DataUpdateFormValues, 'replyEmail'>): string {
  return [
    line('Domicilio', values.address),
    line('Email', values.email),
    line('Teléfono', values.phone),
    line('Fecha de nacimiento', values.birthDate ? formatDate(values.birthDate) : ''),
    line('Comentario', values.comment),
  ].join('');
}

export function freeTextMessage(values: Pick<MessageFormValues, 'message'>): string {
  return paragraph(values.message);
}
