import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError } from '@/lib/api-error';
import type { ApiCall } from '@/api/errors';
import { filesFitInOneSend } from '@/lib/files';
import { html } from '@/lib/html';
import { sendJson } from '@/lib/http';
import { upload, useUploadProgress } from '@/lib/upload';
import { referenceListQueryOptions } from './reference-lists';
import { foldText, intId, requiredText } from '@/lib/zod';
import { listSchema } from './paged';

/**
 * The contact endpoint and its types. The endpoint is shared: the public contact form, the members' paperwork,
 * authorisations and job applications all send through it.
 */

/**
 * `loggedin` 0 (or '0', false, 'no') is a public type; anything else, an unreadable value included, is read as 1:
 * a type the API does not clearly mark as public is offered to signed-in members only, never to every visitor.
 */
const loggedInFlag = z.pipe(
  z.optional(z.unknown()),
  z.transform((value): 0 | 1 =>
    value === 0 || value === false || (typeof value === 'string' && ['0', 'no', 'false'].includes(foldText(value)))
      ? 0
      : 1,
  ),
);

export const contactFormTypeSchema = z.object({ id: intId(), name: requiredText(), loggedin: loggedInFlag });
export const contactFormTypesResponseSchema = listSchema(contactFormTypeSchema, 'contact_form_types');
const CONTACT_TYPES_SIZE = 50;
export type ContactFormType = z.infer<typeof contactFormTypeSchema>;

export const CONTACT_FORM_TITLE = 'Formulario de Contactos General';

declare const escapedMessage: unique symbol;
/**
 * The `message` of every send to the contact endpoint, whoever sends it (the public contact form, job applications,
 * authorisations, paperwork, cancellations, listing reports): HTML in which every value a person typed is escaped,
 * so the back office can show any message as HTML (docs/decisions/edge-protects-forms.md). Only the four helpers below
 * make one.
 */
export type ContactMessage = string & { readonly [escapedMessage]: true };

/** A message part from our markup, every interpolated value escaped: contactMessage`<p>Nombre: ${name}</p>`. */
export function contactMessage(strings: TemplateStringsArray, ...values: Array<string | number>): ContactMessage {
  return html(strings, ...values) as ContactMessage;
}

/** What a person typed, as one paragraph: escaped, each line break a <br>. */
export function contactTextMessage(text: string): ContactMessage {
  return `<p>${html`${text.trim()}`.replace(/\r?\n/g, '<br>')}</p>` as ContactMessage;
}

/**
 * A value picked from a list as the whole message (the job application's position): escaped, without markup, so
 * the back office finds it exactly as listed ('Enfermería', never '<p>Enfermería</p>').
 */
export function contactValueMessage(value: string): ContactMessage {
  return html`${value.trim()}` as ContactMessage;
}

/** Message parts in order, as one message. */
export function joinContactMessage(parts: readonly ContactMessage[]): ContactMessage {
  return parts.join('') as ContactMessage;
}

/** The JSON POST /api/web/contact_form takes. */
export type ContactPayload = {
  name: string;
  title: string;
  phone: string;
  message: ContactMessage;
  email: string;
  contact_form_type_id: number;
};

/** GET /api/web/contact_form_type, pagination=50. Every type; callers filter by `loggedin`. */
export const contactFormTypesQueryOptions = () =>
  referenceListQueryOptions({
    queryKey: ['contact-form-types'] as const,
    schema: contactFormTypesResponseSchema,
    path: 'api/web/contact_form_type',
    params: { pagination: CONTACT_TYPES_SIZE },
    call: 'contactFormTypes',
  });

/** Lowercased, accents stripped: "Actualización" → "actualizacion". */
export const normalizeLabel = foldText;

export type ContactKeyword =
  | 'pedido'
  | 'actualizacion'
  | 'solicitud'
  | 'sugerencias'
  | 'autorizaciones'
  | 'trabaja'
  // A wrong directory listing: the public type about providers, or else general enquiries.
  | 'prestador'
  | 'consulta';

/** The type whose label contains the keyword; member forms look among loggedin = 1 types first. */
export function findContactType(
  types: ContactFormType[],
  keyword: ContactKeyword,
  preferLoggedIn: 0 | 1 = 1,
): ContactFormType | undefined {
  const matches = types.filter((t) => normalizeLabel(t.name).includes(keyword));
  return matches.find((t) => t.loggedin === preferLoggedIn) ?? matches[0];
}

/**
 * POST /api/web/contact_form as JSON. Status 200 or 204 is success; the body is not read. An unknown
 * outcome (timeout, a proxy's 5xx, no answer) is 'unconfirmed' (src/lib/http.ts).
 */
function sendContactForm(payload: ContactPayload): Promise<void> {
  return sendJson('post', 'api/web/contact_form', payload);
}

export type MultipartFields = Record<string, string | Blob | undefined>;
/** The multipart fields of a send: any fields, and the message made by the rule above. */
export type ContactMultipartFields = MultipartFields & { message: ContactMessage };

/**
 * POST /api/web/contact_form as multipart/form-data (the forms with files), through src/lib/upload.ts:
 * progress, no fixed timeout. Files that cannot fit in one send fail before anything is uploaded.
 */
function sendContactFormMultipart(fields: ContactMultipartFields, onProgress?: (share: number) => void): Promise<void> {
  const { body, fileSizes } = multipartBody(fields);
  if (!filesFitInOneSend(fileSizes, 'multipart')) return Promise.reject(new ApiError({ status: 0, kind: 'too-large' }));
  return upload({ method: 'POST', path: 'api/web/contact_form', body, onProgress }).then(() => undefined);
}

/** The multipart body of the fields (files under their own names; empty fields left out), and its files' sizes. */
export function multipartBody(fields: MultipartFields): { body: FormData; fileSizes: number[] } {
  const body = new FormData();
  const fileSizes: number[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') body.append(key, value);
    else {
      fileSizes.push(value.size);
      body.append(key, value, value instanceof File ? value.name : key);
    }
  }
  return { body, fileSizes };
}

/** The JSON send; `call` names whose rules tell its failures (the contact form's, or the members' paperwork). */
export function useSendContactFormMutation(call: Extract<ApiCall, 'contactSend' | 'memberFormSend'>) {
  return useMutation({ mutationFn: sendContactForm, meta: { call } });
}

type MultipartOptions = {
  /** The contact type is the one whose label contains this keyword (cached reference list). */
  keyword: ContactKeyword;
  preferLoggedIn: 0 | 1;
  call: Extract<ApiCall, 'contactSend' | 'memberFormSend'>;
};

/**
 * The multipart send with the contact type found by keyword. The variables build the fields for that type's id.
 * A missing type is a failure like any other: the catalogue's fallback text is shown.
 */
export function useSendContactFormMultipartMutation({ keyword, preferLoggedIn, call }: MultipartOptions) {
  const queryClient = useQueryClient();
  const progress = useUploadProgress();
  const mutation = useMutation({
    mutationKey: ['contact-form', 'multipart', keyword],
    mutationFn: async (fieldsFor: (contactTypeId: number) => ContactMultipartFields) => {
      const types = await queryClient.ensureQueryData(contactFormTypesQueryOptions());
      const type = findContactType(types, keyword, preferLoggedIn);
      if (!type) {
        throw new ApiError({
          status: 0,
          kind: 'parse',
          cause: new Error(`No contact form type matches "${keyword}".`),
        });
      }
      await sendContactFormMultipart(fieldsFor(type.id), progress.report);
    },
    onSettled: progress.reset,
    meta: { call },
  });
  /** The share of the body uploaded, in %, while it uploads ("Enviando… 45 %"). */
  return { ...mutation, uploadPercent: progress.percent };
}
