import { HttpResponse } from 'msw';
import type { Paged, ValidationErrorBody } from '../contract/paged';
import { fold } from '../data/random';

/** Laravel's 422: `{ message, errors: { field: [text, …] } }`; message is the first error (+ how many more). */
export function validationError(errors: Record<string, string[]>): Response {
  const all = Object.values(errors).flat();
  const first = all[0] ?? 'Los datos proporcionados no son válidos.';
  const more = all.length - 1;
  const message = more > 0 ? `${first} (y ${more} ${more === 1 ? 'error' : 'errores'} más)` : first;
  return HttpResponse.json({ message, errors } satisfies ValidationErrorBody, { status: 422 });
}

class ValidationFailure extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('validation');
  }
}

/** Run a handler body; a thrown ValidationFailure becomes a 422. */
export async function validating(body: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof ValidationFailure) return validationError(error.errors);
    throw error;
  }
}

/** Empty strings count as absent (Laravel's ConvertEmptyStringsToNull). */
function queryValue(url: URL, name: string): string | undefined {
  const value = url.searchParams.get(name);
  return value === null || value.trim() === '' ? undefined : value.trim();
}

/** Integer query parameters (ids); a value that is not an integer is a 422. */
export function readIntegers(url: URL, names: readonly string[]): Record<string, number | undefined> {
  const errors: Record<string, string[]> = {};
  const out: Record<string, number | undefined> = {};
  for (const name of names) {
    const raw = queryValue(url, name);
    if (raw === undefined) continue;
    if (!/^\d+$/.test(raw)) {
      errors[name] = [`El campo ${name} debe ser un número entero.`];
      continue;
    }
    out[name] = Number(raw);
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailure(errors);
  return out;
}

export function readText(url: URL, name: string): string | undefined {
  return queryValue(url, name);
}

/** Case- and accent-insensitive 'contains'. */
export function nameContains(haystack: string, needle: string | undefined): boolean {
  return needle === undefined || fold(haystack).includes(fold(needle));
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * `orderBy=field` (optionally `sortedBy=asc|desc`, l5-repository style, or
 * `orderBy=field,desc`). Fields the list does not have are ignored, like
 * a missing column would be in the real API's whitelist; default: by id.
 */
export function applyOrder<T extends Record<string, unknown>>(url: URL, items: T[], fields: readonly string[]): T[] {
  const raw = queryValue(url, 'orderBy');
  if (raw === undefined) return items;
  const [field, inlineDirection] = raw.split(',').map((s) => s.trim());
  const direction = (inlineDirection ?? queryValue(url, 'sortedBy') ?? 'asc').toLowerCase() === 'desc' ? -1 : 1;
  if (!field || !fields.includes(field)) return items;
  return [...items].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    const cmp =
      typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x ?? ''), String(y ?? ''));
    return cmp * direction || Number(a.id) - Number(b.id);
  });
}

export type PageOptions = {
  /** Page size when the request has no `pagination` (Laravel's default is 15). */
  defaultPerPage?: number;
  /** A fixed page size that ignores `pagination` (e.g. appointments: 5). */
  fixedPerPage?: number;
};

/** Laravel's paginator: `{ data, links: {first,last,prev,next}, meta: {current_page,from,to,total} }`. */
export function paginate<T>(request: Request, items: readonly T[], options: PageOptions = {}): Paged<T> {
  const url = new URL(request.url);
  let perPage = options.fixedPerPage ?? options.defaultPerPage ?? 15;
  if (options.fixedPerPage === undefined) {
    const raw = queryValue(url, 'pagination');
    if (raw !== undefined) {
      if (!/^\d+$/.test(raw))
        throw new ValidationFailure({ pagination: ['El campo pagination debe ser un número entero.'] });
      perPage = Number(raw);
      if (perPage < 1) throw new ValidationFailure({ pagination: ['El campo pagination debe ser al menos 1.'] });
    }
  }
  // Laravel reads any page that is not a positive integer as page 1.
  const rawPage = queryValue(url, 'page');
  const page = rawPage !== undefined && /^\d+$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const data = items.slice((page - 1) * perPage, page * perPage);
  const linkTo = (n: number) => {
    const next = new URL(url.toString());
    next.searchParams.set('page', String(n));
    return next.toString();
  };
  const from = data.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data,
    links: {
      first: linkTo(1),
      last: linkTo(lastPage),
      prev: page > 1 ? linkTo(page - 1) : null,
      next: page < lastPage ? linkTo(page + 1) : null,
    },
    meta: {
      current_page: page,
      from,
      to: from === null ? null : from + data.length - 1,
      total,
    },
  };
}

/** Read a JSON or form body into a plain record (files kept as File). Bad JSON reads as empty. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const form = await request.formData();
    const out: Record<string, unknown> = {};
    form.forEach((value, key) => {
      out[key] = value;
    });
    return out;
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A scalar body value as trimmed text ('' when absent); numbers are accepted as text. */
export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}
