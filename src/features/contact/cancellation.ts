import { CONTACT_FORM_TITLE, contactMessage, joinContactMessage, type ContactPayload } from '@/api/contact-form';
import { formatDateTime } from '@/lib/dates';
import { cancellationTitles } from './page-meta';
import type { PresetReason } from './reasons';
import type { CancellationFormValues } from './form-schemas';

/** What each consumer-law request is called on screen, in the message and on the receipt. */
export const CANCELLATION_REQUESTS: Record<PresetReason, { title: string; intro: string; requested: string }> = {
  baja: {
    title: cancellationTitles.baja,
    intro:
      'Completá tus datos para pedir la baja de tu plan (dejar de ser socio). No hace falta ingresar al portal ni explicar el motivo.',
    requested: 'La baja del plan (dejar de ser socio)',
  },
  arrepentimiento: {
    title: cancellationTitles.arrepentimiento,
    intro:
      'Si contrataste tu plan hace 10 días corridos o menos, podés revocar la contratación sin costo. Completá tus datos; no hace falta ingresar al portal ni explicar el motivo.',
    requested: 'Revocar la contratación del plan (arrepentimiento)',
  },
};

/** A sent request as the receipt shows it: what, who, when. */
export type CancellationReceiptData = {
  reason: PresetReason;
  sentAt: Date;
  fields: Array<{ label: string; value: string }>;
};

/** The request about to be sent: its kind, the moment and the data it carries (an empty phone reads '-'). */
export function cancellationReceipt(
  reason: PresetReason,
  values: CancellationFormValues,
  documentTypeLabel: string,
  sentAt = new Date(),
): CancellationReceiptData {
  return {
    reason,
    sentAt,
    fields: [
      { label: 'Nombre y apellido', value: values.name.trim() },
      { label: 'Documento', value: `${documentTypeLabel} ${values.document_number.trim()}`.trim() },
      { label: 'Correo electrónico', value: values.email.trim() },
      { label: 'Teléfono', value: values.phone.trim() || '-' },
    ],
  };
}

/** "03/06/2026, 14:30" (local time). */
export function formatSentAt(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return formatDateTime(local);
}

/**
 * The JSON the contact endpoint takes: the contact form's fixed title, the matching contact type, and a message
 * composed from the fields (every value escaped), so nothing needs to be written by hand.
 */
export function toCancellationPayload(
  receipt: CancellationReceiptData,
  values: CancellationFormValues,
  contactTypeId: number,
): ContactPayload {
  const request = CANCELLATION_REQUESTS[receipt.reason];
  const lines = [
    contactMessage`<p><strong>${request.title}</strong>: ${request.requested}.</p>`,
    ...receipt.fields.map((f) => contactMessage`<p><strong>${f.label}:</strong> ${f.value}</p>`),
    contactMessage`<p><strong>Fecha y hora de la solicitud:</strong> ${formatSentAt(receipt.sentAt)}</p>`,
  ];
  return {
    name: values.name.trim(),
    title: CONTACT_FORM_TITLE,
    phone: values.phone.trim(),
    email: values.email.trim(),
    message: joinContactMessage(lines),
    contact_form_type_id: contactTypeId,
  };
}
