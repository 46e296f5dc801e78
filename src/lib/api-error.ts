/** Every failed call ends as an ApiError: HTTP status (0 = no answer), the server's message and 422 field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  /**
   * 'unconfirmed': a send whose body went out but got no answer; it may have been delivered (src/lib/upload.ts).
   * 'too-large': files that do not fit in one send, found before anything was encoded or sent.
   */
  readonly kind: 'http' | 'network' | 'parse' | 'unconfirmed' | 'too-large';

  constructor(options: {
    status: number;
    kind: ApiError['kind'];
    serverMessage?: string | undefined;
    fieldErrors?: Record<string, string[]>;
    cause?: unknown;
  }) {
    super(options.serverMessage ?? `API error (${options.kind} ${options.status})`, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.serverMessage = options.serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
