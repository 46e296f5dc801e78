/**
 * Where the member's token for API calls comes from. The app wires the session in at start (src/app/query-client.ts)
 * and the HTTP client reads it per call (src/lib/http.ts); kept apart so that the wiring does not load the client.
 */
let tokenSource: () => string | null = () => null;

/** Every later call carries `Authorization: Bearer <token>` while the source gives one. */
export function authorizeRequestsWith(source: () => string | null) {
  tokenSource = source;
}

export function currentApiToken(): string | null {
  return tokenSource();
}
