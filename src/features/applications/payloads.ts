import {
  contactMessage,
  contactValueMessage,
  joinContactMessage,
  type ContactMessage,
  type ContactMultipartFields,
  type MultipartFields,
} from '@/api/contact-form';
import { memberSenderName, type Member } from '@/api/member/member';
import { RESIDENCY_TITLE, residencyPayloadSchema, type ResidencyPayload } from '@/api/residency-mail';
import { encodeBase64Bytes, fileBaseName, fileExtension } from '@/lib/files';
import {
  AUTHORISATION_TITLE,
  JOB_TITLE,
  RESIDENCY_SPECIALTIES,
  type AuthorisationFormValues,
  type JobFormValues,
  type ResidencyFormValues,
} from './form-schemas';

/** 'YYYY-MM-DD' → 'DD-MM-YYYY' (the residency's birthdate is text DD-MM-YYYY); '' when empty or not a date. */
export function toDayMonthYear(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : '';
}

function specialtyLabel(value: string): string {
  return RESIDENCY_SPECIALTIES.find((s) => s.value === value)?.label ?? '';
}

type Encoder = (blob: Blob) => Promise<string>;

/**
 * The residency payload (docs/api.md#residency-application). The CV goes as `cv` + `file_name` + `file_ext`;
 * extra slot n (2–4) as `attachment0n` + `file_name_0n` + `file_ext_0n`, only when chosen.
 * `file_name` is the name without its extension, `file_ext` the extension without the dot.
 */
export async function buildResidencyPayload(values: ResidencyFormValues, encode: Encoder): Promise<ResidencyPayload> {
  const [cv, ...extras] = values.files;
  if (!cv) throw new Error('The CV is required.');
  const [cvBase64, ...extrasBase64] = await Promise.all([cv, ...extras].map((f) => (f ? encode(f) : undefined)));

  const payload: ResidencyPayload = {
    title: RESIDENCY_TITLE,
    speciality: specialtyLabel(values.medical_specialty),
    name: values.fullName.trim(),
    telephone: values.phone.trim(),
    email: values.email.trim(),
    doc_type: values.document_type,
    dni: values.document_id.trim(),
    birthdate: toDayMonthYear(values.birthdate),
    country: values.country.trim(),
    address: values.address.trim(),
    university: values.university.trim(),
    average: values.average.trim(),
    cellphone: values.cellphone.trim(),
    file_name: fileBaseName(cv.name),
    file_ext: fileExtension(cv.name),
    cv: cvBase64 ?? '',
  };
  extras.slice(0, 3).forEach((file, i) => {
    const data = extrasBase64[i];
    if (!file || data === undefined) return;
    const n = `0${i + 2}` as '02' | '03' | '04';
    payload[`attachment${n}`] = data;
    payload[`file_name_${n}`] = fileBaseName(file.name);
    payload[`file_ext_${n}`] = fileExtension(file.name);
  });
  // The contract: anything else is a bug here, not a server error.
  return residencyPayloadSchema.parse(payload);
}

/**
 * The residency payload as a JSON request body whose file fields are spliced in as bytes:
 * exactly the JSON of buildResidencyPayload, without ever holding the base64 as one big
 * string (which freezes the page for a 10 MB file when the request is built).
 */
export async function buildResidencyBody(values: ResidencyFormValues): Promise<Blob> {
  const nonce = Math.random().toString(36).slice(2, 10);
  const encoded: Uint8Array[] = [];
  let next = 0;
  const placeholder = (blob: Blob) => {
    const index = next++;
    return encodeBase64Bytes(blob).then((bytes) => {
      encoded[index] = bytes;
      // Never empty, so the contract's min(1) on `cv` holds; base64 never needs JSON escaping.
      return `@@${nonce}_${index}@@`;
    });
  };
  const json = JSON.stringify(await buildResidencyPayload(values, placeholder));
  const parts: BlobPart[] = json
    .split(new RegExp(`@@${nonce}_(\\d+)@@`))
    .map((piece, i) => (i % 2 === 1 ? (encoded[Number(piece)] as BlobPart) : piece));
  return new Blob(parts, { type: 'application/json' });
}

const ATTACHMENT_KEYS = ['attachment', 'attachment02', 'attachment03', 'attachment04'] as const;

/** Slot n → attachment, attachment02, attachment03, attachment04 (empty slots left out). */
function attachmentFields(files: ReadonlyArray<File | null>): MultipartFields {
  const out: MultipartFields = {};
  ATTACHMENT_KEYS.forEach((key, i) => {
    const file = files[i];
    if (file) out[key] = file;
  });
  return out;
}

/** The job application as contact-form multipart fields: the chosen position, escaped, is the whole message. */
export function buildJobFields(values: JobFormValues, contactTypeId: number): ContactMultipartFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    title: JOB_TITLE,
    message: contactValueMessage(values.message),
    contact_form_type_id: String(contactTypeId),
    ...attachmentFields(values.files),
  };
}

const PLACE_KEYS = ['place01', 'place02', 'place03', 'place04'] as const;

/** The authorisation's message: HTML assembled by us, every user value escaped. */
export function authorisationMessage(values: AuthorisationFormValues, member: Member): ContactMessage {
  const places = PLACE_KEYS.map((key) => values[key].trim()).filter((p) => p !== '');
  const comments = values.comments.trim();
  return joinContactMessage([
    contactMessage`<p><strong>Solicitud de autorización de estudios y prácticas</strong></p>`,
    contactMessage`<p>Socio: ${member.full_name.trim() || '-'}</p>`,
    contactMessage`<p>Número de socio: ${member.membership_number || '-'}</p>`,
    contactMessage`<p>Documento: ${member.personal_id || '-'}</p>`,
    contactMessage`<p>Correo electrónico: ${values.email.trim()}</p>`,
    contactMessage`<p>Lugar de realización del estudio:</p><ul>`,
    ...places.map((p) => contactMessage`<li>${p}</li>`),
    contactMessage`</ul>`,
    ...(comments ? [contactMessage`<p>Comentarios: ${comments}</p>`] : []),
  ]);
}

/** The authorisation as contact-form multipart fields: attachments and place01..place04 besides the usual ones. */
export function buildAuthorisationFields(
  values: AuthorisationFormValues,
  member: Member,
  contactTypeId: number,
): ContactMultipartFields {
  const places: MultipartFields = {};
  for (const key of PLACE_KEYS) {
    const place = values[key].trim();
    if (place) places[key] = place;
  }
  return {
    name: memberSenderName(member),
    email: values.email.trim(),
    phone: member.cellphone || member.phone,
    title: AUTHORISATION_TITLE,
    message: authorisationMessage(values, member),
    contact_form_type_id: String(contactTypeId),
    ...attachmentFields(values.files),
    ...places,
  };
}
