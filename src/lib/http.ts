import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { z } from 'zod/mini';
import { env } from '@/config/env';
import { currentApiToken } from './api-token';
import { READ_TIMEOUT_MS } from '@/boot/boot-rules';
import { takeEarlyAnswer } from './early-answers';
import { ApiError, parseRetryAfter } from './api-error';
import { captureUnusableAnswer } from './error-tracker';

/** The headers of every call to the company's API: JSON answers, and the member's token while signed in. */
export function apiRequestHeaders(): Record<string, string> {
  const token = currentApiToken();
  return token ? { Accept: 'application/json', Authorization: `Bearer ${token}` } : { Accept: 'application/json' };
}

/** The absolute URL of an API path such as 'api/web/contact_form'. */
export function apiUrl(path: string): string {
  return `${env.apiUrl}/${path.replace(/^\/+/, '')}`;
}

/**
 * The two lists of every name (providers, pharmacies: 1000 rows each, docs/api.md) take far longer than a page of
 * results on a slow link, so their calls get this instead of the 20 s of other reads (READ_TIMEOUT_MS, which the
 * prerendered page's early calls get too: src/boot/boot-rules.ts). Leaving the page still
 * cancels them (their queries pass TanStack Query's signal).
 */
export const LONG_LIST_TIMEOUT_MS = 60_000;

/**
 * How long the edge waits for the API to answer: nginx's `proxy_read_timeout` under /api/ (deploy/site.conf;
 * tests/unit/nginx-config.test.ts keeps the two equal). Past it nginx answers 504.
 */
export const EDGE_READ_TIMEOUT_MS = 120_000;

/**
 * A send (the contact endpoint, the residency application) may make the API send e-mail before it answers, which
 * easily takes longer than a read. The browser waits a little longer than the edge, so a slow send is ended by the
 * edge's 504 ('unconfirmed', like any proxy's) and an API that answers within the edge's wait is a success. Sends
 * with files wait as long once their body is sent (./upload.ts).
 */
export const SEND_TIMEOUT_MS = EDGE_READ_TIMEOUT_MS + 10_000;

/** Bad gateway, unavailable, gateway timeout: what a proxy answers when the API did not. */
export const PROXY_GAVE_UP = [502, 503, 504];

/**
 * A signed-out visitor's first GET that the prerendered page already asked for (./early-answers.ts) is answered with
 * that answer; a failed one is asked again. A member's calls carry the token, so they are always asked anew.
 */
async function earlyAnswer(request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' || currentApiToken()) return undefined;
  const answer = await takeEarlyAnswer(request.url);
  // It already waited the read's whole limit: asking again would double the wait of a page that shows nothing.
  if (answer === 'timeout')
    throw new ApiError({ status: 0, kind: 'timeout', cause: new Error('Early call timed out') });
  return answer?.ok ? answer : undefined;
}

function createClient(prefixUrl: string, headers: () => Record<string, string>): KyInstance {
  return ky.create({
    prefixUrl,
    // Retries are TanStack Query's job (one place); ky never retries on its own.
    retry: 0,
    // Reads; a JSON send passes SEND_TIMEOUT_MS (sendNoContent), the sends with files have their own (./upload.ts).
    timeout: READ_TIMEOUT_MS,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(headers())) request.headers.set(name, value);
        },
        earlyAnswer,
      ],
    },
  });
}

/** The company's API. */
export const api = createClient(env.apiUrl, apiRequestHeaders);
/**
 * The second host that serves pre-invoices. It needs no token, so none is sent: the member's token
 * stays with the API that issued it (and a cross-origin call without Authorization needs no CORS preflight).
 */
export const prefacturaApi = createClient(env.prefacturaApiUrl, () => ({ Accept: 'application/json' }));

/** A message: non-empty text, else absent. */
const messageOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Laravel's `errors`: each field's messages (a list, or one text); a field or message that cannot be read is skipped. */
function fieldErrorsOf(value: unknown): Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).map(messageOf).filter((m) => m !== undefined);
    if (texts.length > 0) errors[field] = texts;
  }
  return errors;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * An error answer's body, read part by part: `message`, `errors` and the residency endpoint's `data.message` each on
 * their own, so one unreadable part (`errors: null`, a number for a message) never hides another.
 */
const errorBodySchema = z.pipe(
  z.unknown(),
  z.transform((raw) => {
    const body = objectOf(raw);
    return {
      message: messageOf(body.message),
      errors: fieldErrorsOf(body.errors),
      dataMessage: messageOf(objectOf(body.data).message),
    };
  }),
);

/**
 * An HTTP error answer as an ApiError: the status, the message and field errors of a Laravel-shaped body, and the
 * answer's Retry-After header (a 429's wait).
 */
export function httpApiError(status: number, raw: unknown, cause?: unknown, retryAfter?: string | null): ApiError {
  const body = errorBodySchema.parse(raw);
  return new ApiError({
    status,
    kind: 'http',
    serverMessage: body.message ?? body.dataMessage,
    fieldErrors: body.errors,
    retryAfterSeconds: parseRetryAfter(retryAfter),
    cause,
  });
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    if (error.response.status >= 500)
      captureUnusableAnswer(error.response.url || error.request.url, error.response.status, 'server error');
    const raw: unknown = await error.response.json().catch(() => ({}));
    return httpApiError(error.response.status, raw, error, error.response.headers.get('Retry-After'));
  }
  if (error instanceof TimeoutError) return new ApiError({ status: 0, kind: 'timeout', cause: error });
  return new ApiError({ status: 0, kind: 'network', cause: error });
}

/**
 * A send whose outcome is unknown may have been delivered: a timeout, a proxy's 502/503/504, or no answer at all
 * (fetch cannot tell a connection lost before the body went out from one lost after it, so both count). The form
 * then says so and asks before sending again (docs/decisions/saying-what-happened.md, "Sends whose outcome is
 * unknown").
 */
function unconfirmedIfUnknown(error: ApiError): ApiError {
  const unknown =
    error.kind === 'timeout' ||
    error.kind === 'network' ||
    (error.kind === 'http' && PROXY_GAVE_UP.includes(error.status));
  return unknown ? new ApiError({ status: error.status, kind: 'unconfirmed', cause: error }) : error;
}

/** Any zod schema, classic or mini (entry code uses zod/mini to keep the first load small). */
type Schema = z.core.$ZodType;

function parseWith<T extends Schema>(schema: T, data: unknown): z.output<T> {
  const result = z.safeParse(schema, data);
  if (!result.success) {
    throw new ApiError({ status: 200, kind: 'parse', cause: result.error });
  }
  return result.data;
}

/** Run a request, parse its JSON body with zod; every failure becomes an ApiError. */
export async function requestJson<T extends Schema>(schema: T, send: () => Promise<Response>): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    throw await toApiError(error);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => undefined);
  try {
    return parseWith(schema, body);
  } catch (error) {
    captureUnusableAnswer(response.url, response.status, 'unreadable body');
    throw error;
  }
}

/** Run a request for a file of `mimeType` (a PDF): its bytes; every failure, and an answer of another type, is an ApiError. */
export async function requestFile(mimeType: string, send: () => Promise<Response>): Promise<Blob> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    throw await toApiError(error);
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== mimeType) {
    captureUnusableAnswer(response.url, response.status, 'unreadable body');
    throw new ApiError({
      status: 200,
      kind: 'parse',
      cause: new Error(`Expected ${mimeType}, got ${type || 'nothing'}`),
    });
  }
  return response.blob();
}

/**
 * A JSON send (POST/PUT) whose answer body is not read: SEND_TIMEOUT_MS to answer, and an unknown outcome is an
 * 'unconfirmed' ApiError (unconfirmedIfUnknown), never a plain failure.
 */
export async function sendJson(method: 'post' | 'put', path: string, json: unknown): Promise<void> {
  try {
    await api(path, { method, json, timeout: SEND_TIMEOUT_MS });
  } catch (error) {
    throw unconfirmedIfUnknown(await toApiError(error));
  }
}

/** Query string from an object, leaving out empty values. */
export function searchParams(params: Record<string, string | number | undefined | null>): Options['searchParams'] {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = String(value);
  }
  return out;
}
