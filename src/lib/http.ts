import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { z } from 'zod/mini';
import { env } from '@/config/env';
import { ApiError } from './api-error';

/** Where the member's token comes from; the session feature tells us (src/app/session-wiring.ts). */
let bearerToken: () => string | null = () => null;

/** Every later call carries `Authorization: Bearer <token>` while the source gives one (spec 01 §7). */
export function authorizeRequestsWith(tokenSource: () => string | null) {
  bearerToken = tokenSource;
}

function createClient(prefixUrl: string, { sendsToken }: { sendsToken: boolean }): KyInstance {
  return ky.create({
    prefixUrl,
    // Retries are TanStack Query's job (one place); ky never retries on its own.
    retry: 0,
    timeout: 20_000,
    hooks: {
      beforeRequest: [
        (request) => {
          const token = sendsToken ? bearerToken() : null;
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept', 'application/json');
        },
      ],
    },
  });
}

/** The company's API: the only client that carries the member's token. */
export const api = createClient(env.apiUrl, { sendsToken: true });
/**
 * The second host that serves pre-invoices (spec 02 §7). It needs no token and never gets one: the member's
 * credential stays with the API, and on another origin an Authorization header would also force a CORS preflight.
 */
export const prefacturaApi = createClient(env.prefacturaApiUrl, { sendsToken: false });

const errorBodySchema = z.catch(
  z.object({
    message: z.optional(z.string()),
    errors: z.optional(
      z.record(
        z.string(),
        z.union([
          z.array(z.string()),
          z.pipe(
            z.string(),
            z.transform((s) => [s]),
          ),
        ]),
      ),
    ),
    data: z.optional(z.object({ message: z.optional(z.string()) })),
  }),
  {},
);

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const raw: unknown = await error.response.json().catch(() => ({}));
    const body = errorBodySchema.parse(raw);
    return new ApiError({
      status: error.response.status,
      kind: 'http',
      serverMessage: body.message ?? body.data?.message,
      fieldErrors: body.errors,
      cause: error,
    });
  }
  return new ApiError({ status: 0, kind: 'network', cause: error });
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
  return parseWith(schema, body);
}

/** Run a request whose answer body is not read (spec: "response body not shown"). */
export async function requestNoContent(send: () => Promise<Response>): Promise<void> {
  try {
    await send();
  } catch (error) {
    throw await toApiError(error);
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
