/**
 * What the error tracker may receive: no member data (docs/decisions/error-tracker.md). Every failure passes through
 * here when it is recorded (src/lib/error-tracker.ts), and every event and breadcrumb again before it leaves the
 * browser (src/lib/error-scrub-event.ts, used by the SDK's `beforeSend`/`beforeBreadcrumb`).
 *
 * - The imaging call's path carries the member's first name, document number and birth date: it becomes
 *   `/api/web/moreau/-`, as in nginx's access log (deploy/http.conf, `member_safe`), also when percent-encoded.
 * - Member calls and member pages lose their query; elsewhere a query parameter whose name may hold a secret or a
 *   person's data (token, e-mail, document, name…) keeps its name only. Fragments are dropped.
 * - In any text: e-mail addresses, bearer tokens, numbers of 7 or more digits, also written in groups with spaces,
 *   dots or dashes (a document: 30111222, 12.345.678, 12 345 678; a phone: 11 4567-8901; a CUIL; a birth date as
 *   YYYYMMDD) and the signed-in member's own values (name, document, e-mail, phones…) are replaced. A stack keeps its
 *   frames' line and column numbers.
 *
 * This part is in the entry (the queue scrubs as it records); the event's own fields are in error-scrub-event.ts,
 * loaded with the SDK.
 */
const FILTERED = '[filtered]';

/** The imaging call, decided on the decoded path like nginx's `$uri`. */
const IMAGING_PATH = /^\/api\/web\/moreau(\/|$)/i;
/** Calls and pages whose query may describe the member: dropped whole. */
const MEMBER_PATH = /^\/(api\/web\/(member|moreau|prefactura)|api\/admin|panel)(\/|$)/i;
/** Query parameters (and object keys) whose values are never sent. */
const SENSITIVE_NAME =
  /token|auth|key|pass|secret|session|cookie|dni|doc|cuil|cuit|mail|name|nombre|apellido|birth|born|nacim|phone|tel|cel|address|domicilio|member|afiliado|socio/i;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const BEARER = /\b(Bearer|Token)\s+[\w.~+/=-]+/gi;
/**
 * Seven digits or more, one space, dot or dash allowed between any two: a document or CUIL number (30111222,
 * 30.111.222, 12 345 678, 27-30111222-4), a phone (11 4567-8901, +54 9 11 4567-8901), a birth date as YYYYMMDD.
 */
const LONG_NUMBER = /\+?\d(?:[ \u00a0.-]?\d){6,}/g;
/** A stack frame's place at the end of its line: `file.js:12:3456` or `(file.js:12:3456)`. */
const FRAME_PLACE = /(:\d+:\d+\)?)$/;
/** Keys whose value is an address (a fetch breadcrumb's `url`, a navigation's `from` and `to`). */
const URL_KEY = /^(url|from|to|href)$/i;
/** A URL or a path of this site inside a text (an error's message quotes the address that failed). */
const URL_IN_TEXT = /(https?:\/\/[^\s"'<>()]+|\/(api|panel)\/[^\s"'<>()]*)/gi;

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A URL (absolute, or a path with its query) without member data; relative stays relative. */
export function scrubUrl(url: string): string {
  let parsed: URL;
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return scrubText(url, []);
  }
  if (parsed.username || parsed.password) {
    parsed.username = '';
    parsed.password = '';
  }
  const path = decodedPath(parsed.pathname);
  if (IMAGING_PATH.test(path)) parsed.pathname = '/api/web/moreau/-';
  if (MEMBER_PATH.test(path)) parsed.search = '';
  else {
    const params = new URLSearchParams(parsed.search);
    for (const name of new Set(params.keys())) {
      if (SENSITIVE_NAME.test(name)) params.set(name, FILTERED);
    }
    parsed.search = params.toString();
  }
  parsed.hash = '';
  const text = relative ? `${parsed.pathname}${parsed.search}` : parsed.href;
  return replaceSecrets(text.replaceAll('%5Bfiltered%5D', FILTERED), []);
}

function replaceSecrets(text: string, secrets: readonly string[]): string {
  let out = text.replace(EMAIL, '[email]').replace(BEARER, '$1 [token]').replace(LONG_NUMBER, '[number]');
  for (const secret of secrets) {
    if (secret.length >= 3) out = out.replace(new RegExp(escapeRegExp(secret), 'gi'), FILTERED);
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Any text: the URLs in it scrubbed (scrubUrl), then e-mails, tokens, long numbers and the member's own values. */
export function scrubText(text: string, secrets: readonly string[] = []): string {
  return replaceSecrets(
    text.replace(URL_IN_TEXT, (url) => scrubUrl(url)),
    secrets,
  );
}

/** A stack's text, line by line (scrubText), each frame's line and column kept (they are not data). */
export function scrubStack(stack: string, secrets: readonly string[] = []): string {
  return stack
    .split('\n')
    .map((line) => {
      const place = FRAME_PLACE.exec(line)?.[1] ?? '';
      return scrubText(line.slice(0, line.length - place.length), secrets) + place;
    })
    .join('\n');
}

/** Every string inside a value, scrubbed; a key that names a secret or personal field keeps its name only. */
export function scrubDeep<T>(value: T, secrets: readonly string[] = []): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, secrets)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (URL_KEY.test(key) && typeof item === 'string') {
        out[key] = scrubText(scrubUrl(item), secrets);
        continue;
      }
      out[key] =
        SENSITIVE_NAME.test(key) && item != null && typeof item !== 'number' ? FILTERED : scrubDeep(item, secrets);
    }
    return out as T;
  }
  return value;
}
