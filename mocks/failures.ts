/**
 * The failure switch: make any endpoint answer a chosen status, for demos and
 * for tests of the app's error paths. One generic handler (see
 * `failureHandlers`) runs before every API handler and consults the rules.
 *
 * A rule:
 *   { method?: 'GET', path: '/api/web/pharmacy', status: 500, body?: {...}, delay?: 2000, times?: 1 }
 *
 * - method: optional; omitted or '*' matches any method.
 * - path: matched against the request's pathname on any origin. Exact, or
 *   with `:param` segments and `*` wildcards: '/api/web/member/*',
 *   '/api/web/moreau/execute/:name/:id/:date'.
 * - status:
 *     a number        answer that status; body defaults to the API's own shape
 *                     (401 { message: 'Unauthenticated.' }, 422 { message, errors },
 *                     residency 401/422 { data: { message } }, 5xx { message: 'Server Error' },
 *                     204 no body);
 *     'malformed'     200 with a body that matches none of the app's response schemas;
 *     'network'       a network error (the request fails, no response);
 *     'slow'          the normal answer, after `delay` ms (default 3000).
 * - body: optional JSON body to send instead of the default.
 * - delay: optional milliseconds to wait before answering (any status).
 * - times: optional; the rule applies this many times, then removes itself.
 *
 * Text syntax (env and localStorage), comma-separated:
 *   `[METHOD ]PATH=STATUS[@DELAY_MS]`
 *   MOCK_FAIL="GET /api/web/pharmacy=500,POST /api/web/member/login=401,/api/web/provinces=malformed,GET /api/web/member/*=slow@2000"
 *
 * Sources:
 * - Node HTTP server (`scripts/serve.ts`, mocks/http-server.ts): env MOCK_FAIL, read at start.
 * - Browser worker (`npm run dev`): localStorage['mock:fail'], read on every request.
 * - Every setup (browser, Node, HTTP): the control endpoint
 *     PUT    /__mock/failures  { "rules": [ ...rules ] }  or  { "rules": "GET /api/web/pharmacy=500" }  → 200 { rules }
 *     GET    /__mock/failures                                                                          → 200 { rules }
 *     DELETE /__mock/failures                                                                          → 204
 *   PUT replaces the current list (including the MOCK_FAIL rules); DELETE empties it.
 *   localStorage rules always apply on top, while they are set.
 *
 * Scopes: a control request that carries the cookie `mock-scope=<id>` sets, reads and clears only the rules of that
 * scope, and those rules apply only to requests that carry the same cookie. Each e2e test's browser context sends
 * its own id (tests/e2e/fixtures.ts), so a failure one test provokes never reaches a test running beside it. Rules
 * without a scope (MOCK_FAIL, setFailureRules in Vitest, a control request without the cookie) apply to everyone.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';

type FailureStatus = number | 'malformed' | 'network' | 'slow';

export type FailureRule = {
  method?: string;
  path: string;
  status: FailureStatus;
  body?: unknown;
  delay?: number;
  times?: number;
  /** Set by the control endpoint from the `mock-scope` cookie; see "Scopes" above. */
  scope?: string;
};

/** The cookie that scopes failure rules to one browser context (one e2e test). */
const MOCK_SCOPE_COOKIE = 'mock-scope';

const failureRuleSchema = z.object({
  method: z
    .string()
    .transform((m) => m.toUpperCase())
    .optional(),
  path: z.string().min(1),
  status: z.union([z.coerce.number().int().min(100).max(599), z.enum(['malformed', 'network', 'slow'])]),
  body: z.unknown().optional(),
  delay: z.number().int().min(0).max(60_000).optional(),
  times: z.number().int().min(1).optional(),
});

/** A body that breaks every response schema of the app (paged lists, maps, arrays, objects). */
export const MALFORMED_BODY = { malformed: true, data: 'esto no es una lista', message: 42 } as const;

/** Parse the text syntax. Throws on a bad entry (so a typo in MOCK_FAIL is loud). */
export function parseFailureRules(source: string | null | undefined): FailureRule[] {
  if (!source || source.trim() === '') return [];
  return source
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(?:([A-Za-z]+|\*)\s+)?(\S+)=(\d{3}|malformed|network|slow)(?:@(\d+))?$/.exec(entry);
      if (!match) {
        throw new Error(`Bad failure rule "${entry}": expected "[METHOD ]PATH=STATUS[@DELAY_MS]"`);
      }
      const [, method, path, status, ms] = match;
      const rule: FailureRule = {
        path: path as string,
        status: /^\d+$/.test(status as string) ? Number(status) : (status as FailureStatus),
      };
      if (method && method !== '*') rule.method = method.toUpperCase();
      if (ms) rule.delay = Number(ms);
      return rule;
    });
}

export function formatFailureRule(rule: FailureRule): string {
  return `${rule.method ? `${rule.method} ` : ''}${rule.path}=${rule.status}${rule.delay ? `@${rule.delay}` : ''}`;
}

// ---------------------------------------------------------------------------
// State

let rules: FailureRule[] = [];
/** Extra read-only sources consulted on every request (the browser's localStorage). */
let extraSource: (() => FailureRule[]) | undefined;

/** Replace the rules of one scope (default: the unscoped rules that apply to everyone). */
export function setFailureRules(next: FailureRule[], scope?: string): void {
  rules = [...rules.filter((r) => r.scope !== scope), ...next.map((r) => ({ ...r, scope }))];
}
export function getFailureRules(scope?: string): FailureRule[] {
  return rules.filter((r) => r.scope === scope).map(({ scope: _scope, ...r }) => r);
}
/** Clear one scope's rules; without an argument, every rule of every scope. */
export function clearFailureRules(...scope: [string | undefined] | []): void {
  rules = scope.length === 0 ? [] : rules.filter((r) => r.scope !== scope[0]);
}
export function setExtraFailureSource(source: (() => FailureRule[]) | undefined): void {
  extraSource = source;
}

/** Rules from env MOCK_FAIL (Node). */
export function failureRulesFromEnv(env: Record<string, string | undefined> = process.env): FailureRule[] {
  return parseFailureRules(env.MOCK_FAIL);
}

/** Rules from localStorage['mock:fail'] (browser); a bad value is reported once and ignored. */
let warnedAbout: string | undefined;
export function failureRulesFromLocalStorage(): FailureRule[] {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem('mock:fail') ?? null;
  } catch {
    return [];
  }
  try {
    return parseFailureRules(raw);
  } catch (error) {
    if (warnedAbout !== raw) {
      warnedAbout = raw ?? undefined;
      console.warn(`[mock] localStorage['mock:fail'] ignored: ${(error as Error).message}`);
    }
    return [];
  }
}

// ---------------------------------------------------------------------------
// Matching

function pathMatches(pattern: string, pathname: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  const source = normalise(pattern.replace(/^https?:\/\/[^/]+/, '').replace(/^\*(?=\/)/, ''))
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    })
    .join('/');
  return new RegExp(`^${source}$`).test(normalise(pathname));
}

function ruleMatches(rule: FailureRule, method: string, pathname: string, scope?: string): boolean {
  if (rule.scope !== undefined && rule.scope !== scope) return false;
  return (!rule.method || rule.method === '*' || rule.method === method) && pathMatches(rule.path, pathname);
}

function defaultBody(status: number, pathname: string): unknown {
  if (pathname.includes('medical_residence_mail') && (status === 401 || status === 422)) {
    return { data: { message: status === 401 ? 'No autorizado.' : 'Error de validación simulado.' } };
  }
  if (status === 401) return { message: 'Unauthenticated.' };
  if (status === 403) return { message: 'This action is unauthorized.' };
  if (status === 404) return { message: 'Not Found' };
  if (status === 419) return { message: 'CSRF token mismatch.' };
  if (status === 422)
    return { message: 'Error de validación simulado.', errors: { simulated: ['Error de validación simulado.'] } };
  if (status === 429) return { message: 'Too Many Attempts.' };
  if (status >= 500) return { message: 'Server Error' };
  return { message: `Respuesta simulada ${status}` };
}

/** The first rule that matches, consuming one of its `times`. */
function matchFailure(method: string, pathname: string, scope?: string): FailureRule | undefined {
  // A scope's own rules first, then the unscoped ones.
  let index = rules.findIndex((r) => r.scope !== undefined && ruleMatches(r, method, pathname, scope));
  if (index < 0) index = rules.findIndex((r) => r.scope === undefined && ruleMatches(r, method, pathname));
  if (index >= 0) {
    const rule = rules[index] as FailureRule;
    if (rule.times !== undefined) {
      if (rule.times <= 1) rules.splice(index, 1);
      else rules[index] = { ...rule, times: rule.times - 1 };
    }
    return rule;
  }
  return extraSource?.().find((r) => ruleMatches(r, method, pathname));
}

// ---------------------------------------------------------------------------
// Handlers

export type FailureHandlerOptions = {
  /** Artificial latency [min, max] ms for /api/ calls (browser only). */
  latency?: readonly [number, number];
};

let latencyTick = 0;
/** Deterministic pseudo-random latency within [min, max]. */
function latencyMs([min, max]: readonly [number, number]): number {
  latencyTick = (latencyTick * 1103515245 + 12345) % 2147483648;
  return min + (latencyTick % (max - min + 1));
}

const controlBodySchema = z.object({
  rules: z.union([z.array(failureRuleSchema), z.string()]),
});

/**
 * Handlers to put before every API handler: the control endpoint, then one
 * catch-all that applies a matching rule (or the artificial latency) and
 * otherwise falls through to the real handler.
 */
export function failureHandlers(options: FailureHandlerOptions = {}) {
  return [
    http.get('*/__mock/failures', ({ cookies }) =>
      HttpResponse.json({ rules: getFailureRules(cookies[MOCK_SCOPE_COOKIE]) }),
    ),
    http.put('*/__mock/failures', async ({ request, cookies }) => {
      const scope = cookies[MOCK_SCOPE_COOKIE];
      let json: unknown;
      try {
        json = await request.json();
      } catch {
        json = undefined;
      }
      const parsed = controlBodySchema.safeParse(json);
      if (!parsed.success) {
        return HttpResponse.json(
          { message: 'Expected { rules: [...] }', issues: parsed.error.issues },
          { status: 400 },
        );
      }
      try {
        const next =
          typeof parsed.data.rules === 'string'
            ? parseFailureRules(parsed.data.rules)
            : (parsed.data.rules as FailureRule[]);
        setFailureRules(next, scope);
      } catch (error) {
        return HttpResponse.json({ message: (error as Error).message }, { status: 400 });
      }
      return HttpResponse.json({ rules: getFailureRules(scope) });
    }),
    http.delete('*/__mock/failures', ({ cookies }) => {
      clearFailureRules(cookies[MOCK_SCOPE_COOKIE]);
      return new HttpResponse(null, { status: 204 });
    }),

    http.all('*', async ({ request, cookies }) => {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/__mock/')) return undefined;
      const rule = matchFailure(request.method, pathname, cookies[MOCK_SCOPE_COOKIE]);
      if (!rule) {
        if (options.latency && pathname.startsWith('/api/')) await delay(latencyMs(options.latency));
        return undefined; // fall through to the API handlers
      }
      if (rule.delay !== undefined || rule.status === 'slow') await delay(rule.delay ?? 3000);
      if (rule.status === 'slow') return undefined;
      if (rule.status === 'network') return HttpResponse.error();
      if (rule.status === 'malformed')
        return HttpResponse.json((rule.body ?? MALFORMED_BODY) as JsonBodyType, { status: 200 });
      if (rule.status === 204 || rule.status === 205 || rule.status === 304) {
        return new HttpResponse(null, { status: rule.status });
      }
      return HttpResponse.json((rule.body ?? defaultBody(rule.status, pathname)) as JsonBodyType, {
        status: rule.status,
      });
    }),
  ];
}
