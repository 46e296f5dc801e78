/** Every failed call ends as an ApiError: HTTP status (0 = no answer), the server's message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * 'unconfirmed': a send whose body went out but got no answer; it may have been delivered (src/lib/upload.ts).
   * 'too-large': files that do not fit in one send, found before anything was encoded or sent.
   * 'timeout': a read that got no answer in time (not asked again by itself: the page offers 'Reintentar').
   */
  readonly kind: 'http' | 'network' | 'timeout' | 'parse' | 'unconfirmed' | 'too-large';
  /** A 429's (or 503's) Retry-After, in whole seconds from now; undefined when the answer did not say. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    kind: ApiError['kind'];
    serverMessage?: string | undefined;
    fieldErrors?: Record<string, string[]>;
    retryAfterSeconds?: number | undefined;
    cause?: unknown;
  }) {
    super(options.serverMessage ?? `API error (${options.kind} ${options.status})`, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A Retry-After header in whole seconds from `now`: either delay-seconds ('120') or an HTTP date
 * ('Wed, 21 Oct 2026 07:28:00 GMT'). Undefined when absent or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month ('Wed, 21 Oct …'); Date.parse alone would read '-5' as a year.
  const at = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
