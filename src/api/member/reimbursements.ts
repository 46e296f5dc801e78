import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, isApiError } from '@/lib/api-error';
import { api, httpApiError, PROXY_GAVE_UP, requestJson, searchParams, SEND_TIMEOUT_MS } from '@/lib/http';
import { upload } from '@/lib/upload';
import { decimal, requiredText } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { requiredDate } from './api-date';
import { listSchema, pageOf } from '../paged';
import { memberKeys } from './member';

/**
 * The member's reimbursements ('reintegros'): a proposed part of the API (docs/api.md, "Reintegros"), called only
 * in a build where the feature is on (src/config/api-features.ts).
 */
const BASE = 'api/web/member/reimbursements';
/** The list's page size (the mock's and the proposed API's). */
export const REIMBURSEMENTS_PER_PAGE = 10;

export const REIMBURSEMENT_STATUSES = [
  'recibido',
  'en_revision',
  'observado',
  'aprobado',
  'rechazado',
  'pagado',
] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

const status = () => z.enum(REIMBURSEMENT_STATUSES);
/** A date that may be missing: '' then. */
const optionalDate = optionalText;

/** A row: its number, date and status are what it cannot do without (the row rule). */
const reimbursementSchema = z.object({
  id: requiredText(),
  created_at: requiredDate(),
  status: status(),
  provider_name: optionalText(),
  provider_cuit: optionalText(),
  invoice_type: optionalText(),
  point_of_sale: optionalText(),
  invoice_number: optionalText(),
  invoice_date: optionalDate(),
  amount_requested: decimal(),
  amount_approved: decimal(),
  paid_at: optionalDate(),
  /** The CBU or alias the money goes to. */
  account: optionalText(),
});
export type Reimbursement = z.infer<typeof reimbursementSchema>;

export const reimbursementsResponseSchema = listSchema(reimbursementSchema, 'reimbursements');

const historyEntrySchema = z.object({ status: status(), at: requiredDate(), reason: optionalText() });
const documentSchema = z.object({ id: optionalText(), kind: optionalText(), name: optionalText() });

/** One case, with its history (oldest first), its documents, and what it lacks while 'observado'. */
export const reimbursementDetailSchema = z.object({
  ...reimbursementSchema.shape,
  service_type: optionalText(),
  comment: optionalText(),
  rejection_reason: optionalText(),
  missing: z.catch(z.array(z.string()), []),
  documents: z.catch(z.array(documentSchema), []),
  history: z.catch(z.array(historyEntrySchema), []),
});
export type ReimbursementDetail = z.infer<typeof reimbursementDetailSchema>;
const detailResponseSchema = z.object({ data: reimbursementDetailSchema });

export const reimbursementKeys = {
  all: [...memberKeys.all, 'reimbursements'] as const,
  list: (page: number, filter: ReimbursementStatus | undefined) =>
    [...reimbursementKeys.all, 'list', { page, status: filter ?? null }] as const,
  one: (id: string) => [...reimbursementKeys.all, 'one', id] as const,
};

/** GET …/reimbursements?page={n}&status={status} → paged rows, newest first. */
export function reimbursementsQueryOptions(page: number, filter?: ReimbursementStatus) {
  return queryOptions({
    queryKey: reimbursementKeys.list(page, filter),
    queryFn: ({ signal }) =>
      requestJson(reimbursementsResponseSchema, () =>
        api.get(BASE, { searchParams: searchParams({ page, status: filter }), signal }),
      ).then((answer) => pageOf(answer, page, REIMBURSEMENTS_PER_PAGE)),
    meta: { call: 'reimbursements' },
  });
}

/** GET …/reimbursements/{id} → { data }. */
export function reimbursementQueryOptions(id: string) {
  return queryOptions({
    queryKey: reimbursementKeys.one(id),
    queryFn: ({ signal }) =>
      requestJson(detailResponseSchema, () => api.get(`${BASE}/${encodeURIComponent(id)}`, { signal })).then(
        (answer) => answer.data,
      ),
    meta: { call: 'reimbursements' },
  });
}

export type UploadKind = 'factura' | 'orden_medica' | 'otro';
const uploadAnswerSchema = z.object({ data: z.object({ id: requiredText(), name: optionalText() }) });

/** POST …/reimbursements/files (multipart: `file`, `kind`) → { data: { id } }: one file, with its progress. */
export async function uploadReimbursementFile(
  file: Blob,
  name: string,
  kind: UploadKind,
  onProgress?: (share: number) => void,
): Promise<{ id: string }> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, name);
  const answer = await upload({ method: 'POST', path: 'api/web/member/reimbursements/files', body, onProgress });
  const parsed = z.safeParse(uploadAnswerSchema, answer);
  if (!parsed.success) throw new ApiError({ status: 200, kind: 'parse', cause: parsed.error });
  return { id: parsed.data.data.id };
}

export type NewReimbursement = {
  invoice_file_id: string;
  order_file_id?: string;
  provider_cuit: string;
  invoice_type: 'B' | 'C';
  point_of_sale: number;
  invoice_number: number;
  invoice_date: string;
  amount: string;
  service_type: string;
  comment?: string;
  account: string;
};

/** The create's outcome: the case, or the case this receipt was already asked for in (409). */
export type CreateOutcome = { kind: 'created'; case: ReimbursementDetail } | { kind: 'duplicate'; existingId: string };

const duplicateSchema = z.object({ existing_id: requiredText() });

/** A JSON send with the answer read; an unknown outcome (timeout, no answer, a proxy's 502/503/504) is 'unconfirmed'. */
async function sendReading(path: string, json: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await api.post(path, { json, headers, timeout: SEND_TIMEOUT_MS, throwHttpErrors: false });
  } catch (error) {
    throw new ApiError({ status: 0, kind: 'unconfirmed', cause: error });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body;
  if (PROXY_GAVE_UP.includes(response.status))
    throw new ApiError({ status: response.status, kind: 'unconfirmed', cause: new Error(`${response.status}`) });
  if (response.status === 409) {
    const duplicate = z.safeParse(duplicateSchema, body);
    if (duplicate.success) return { duplicateOf: duplicate.data.existing_id };
  }
  throw httpApiError(response.status, body, undefined, response.headers.get('Retry-After'));
}

function readCase(body: unknown): ReimbursementDetail {
  const parsed = z.safeParse(detailResponseSchema, body);
  if (!parsed.success) throw new ApiError({ status: 200, kind: 'parse', cause: parsed.error });
  return parsed.data.data;
}

/** How often, and after how long, a create whose outcome is unknown is sent again with its key. */
const RESEND_DELAYS_MS = [1_000, 3_000];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST …/reimbursements with `Idempotency-Key`: the key is made once per request the member fills, so every send
 * of it, the automatic ones after an unknown outcome and a later Enviar, is one case on the server.
 */
export async function createReimbursement(request: NewReimbursement, idempotencyKey: string): Promise<CreateOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      const body = await sendReading(BASE, request, { 'Idempotency-Key': idempotencyKey });
      if (typeof body === 'object' && body !== null && 'duplicateOf' in body)
        return { kind: 'duplicate', existingId: String(body.duplicateOf) };
      return { kind: 'created', case: readCase(body) };
    } catch (error) {
      const delay = RESEND_DELAYS_MS[attempt];
      if (!(isApiError(error) && error.kind === 'unconfirmed') || delay === undefined) throw error;
      await wait(delay);
    }
  }
}

/** POST …/reimbursements/{id}/documents `{ file_ids }` → { data }: the case, back under review. */
export async function addReimbursementDocuments(id: string, fileIds: string[]): Promise<ReimbursementDetail> {
  return readCase(await sendReading(`${BASE}/${encodeURIComponent(id)}/documents`, { file_ids: fileIds }));
}
