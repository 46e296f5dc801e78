import { z } from 'zod/mini';
import {
  contactMessage,
  findContactType,
  joinContactMessage,
  type ContactFormType,
  type ContactPayload,
} from '@/api/contact-form';
import { FIELD_LIMITS } from '@/api/field-limits';
import { maxChars } from '@/components/forms/limits';
import { site } from '@/config/site';
import { formatDateTime } from '@/lib/dates';
import { fullAddress, type Listing } from '../results/listing';

/** '¿Algún dato está mal?': what the visitor says is wrong. */
export const REPORT_PROBLEMS = {
  telefono: 'El teléfono',
  direccion: 'La dirección',
  'ya-no-atiende': 'Ya no atiende',
  otro: 'Otro dato',
} as const;
export type ReportProblem = keyof typeof REPORT_PROBLEMS;

const PROBLEMS = Object.keys(REPORT_PROBLEMS) as [ReportProblem, ...ReportProblem[]];

/** The comment is optional, except when the problem is 'otro': then it says which. The e-mail is optional. */
export const listingReportSchema = z
  .object({
    problem: z.string().check(z.refine((v) => PROBLEMS.includes(v as ReportProblem), 'Elegí qué dato está mal.')),
    comment: z.string().check(z.trim(), z.maxLength(...maxChars(FIELD_LIMITS.longText))),
    email: z.string().check(
      z.trim(),
      z.maxLength(...maxChars(FIELD_LIMITS.email)),
      z.refine((v) => v === '' || z.safeParse(z.email(), v).success, 'Debe ser un email valido.'),
    ),
  })
  .check(
    z.refine((v) => v.problem !== 'otro' || v.comment !== '', {
      path: ['comment'],
      message: 'Contanos qué dato está mal.',
    }),
  );
export type ListingReportValues = z.input<typeof listingReportSchema>;
export const emptyListingReport: ListingReportValues = { problem: '', comment: '', email: '' };

const LISTING_REPORT_TITLE = 'Aviso de un dato incorrecto en la cartilla';

/**
 * The public contact type a report goes to: the one about providers ("prestador"), otherwise general enquiries
 * ("consulta"); never a members' type.
 */
export function listingReportType(types: ContactFormType[]): ContactFormType | undefined {
  const open = types.filter((type) => type.loggedin === 0);
  return findContactType(open, 'prestador', 0) ?? findContactType(open, 'consulta', 0);
}

/** A sent report as its receipt shows it. */
export type ListingReportReceipt = { listing: Listing; problem: string; comment: string; email: string; sentAt: Date };

export function listingReportReceipt(listing: Listing, values: ListingReportValues, sentAt = new Date()) {
  return {
    listing,
    problem: REPORT_PROBLEMS[values.problem as ReportProblem] ?? values.problem,
    comment: values.comment.trim(),
    email: values.email.trim(),
    sentAt,
  } satisfies ListingReportReceipt;
}

/** "24/11/2026, 16:05", Buenos Aires time. */
export const sentAtText = (sentAt: Date) => formatDateTime(sentAt.toISOString());

/**
 * The JSON the contact endpoint takes. The message (HTML, every value escaped) names the listing: its directory, id,
 * name and address, and what the visitor says. Without the visitor's e-mail the sender is the directory team's own
 * mailbox (the endpoint requires one), so no answer goes out.
 */
export function toListingReportPayload(
  receipt: ListingReportReceipt,
  contactTypeId: number,
  /** The directory's `reportLabel` (directories.ts): "Cartilla médica (prestador)". */
  directory: string,
): ContactPayload {
  const { listing } = receipt;
  const place = [fullAddress(listing), listing.place].filter(Boolean).join(' · ') || '-';
  const lines = [
    contactMessage`<p><strong>${LISTING_REPORT_TITLE}</strong>: ${directory}.</p>`,
    contactMessage`<p><strong>Id:</strong> ${listing.id}</p>`,
    contactMessage`<p><strong>Nombre:</strong> ${listing.name}</p>`,
    contactMessage`<p><strong>Dirección publicada:</strong> ${place}</p>`,
    contactMessage`<p><strong>Teléfono publicado:</strong> ${listing.phone || '-'}</p>`,
    contactMessage`<p><strong>Qué está mal:</strong> ${receipt.problem}</p>`,
    contactMessage`<p><strong>Comentario:</strong> ${receipt.comment || '-'}</p>`,
    contactMessage`<p><strong>Respuesta a:</strong> ${receipt.email || 'no pidió respuesta'}</p>`,
    contactMessage`<p><strong>Fecha y hora del aviso:</strong> ${sentAtText(receipt.sentAt)}</p>`,
  ];
  return {
    name: receipt.email ? 'Visitante del sitio' : 'Visitante del sitio (sin correo)',
    title: LISTING_REPORT_TITLE,
    phone: '',
    email: receipt.email || site.emails.directory,
    message: joinContactMessage(lines),
    contact_form_type_id: contactTypeId,
  };
}
