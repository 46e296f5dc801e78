import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';

export type DocumentTypeOption = { value: string; label: string };

const key = z.union([z.string(), z.number()]);
/** A row of a list-shaped answer: `{ id, name }`, `{ value, label }` or `{ id, description }`. */
const documentTypeRowSchema = z.object({
  value: z.optional(key),
  id: z.optional(key),
  label: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
});
const documentTypesShape = z.union([z.array(documentTypeRowSchema), z.record(z.string(), z.string())]);

function toOptions(answer: z.infer<typeof documentTypesShape>): DocumentTypeOption[] {
  if (!Array.isArray(answer)) return Object.entries(answer).map(([value, label]) => ({ value, label }));
  return answer.flatMap((row) => {
    const value = row.value ?? row.id;
    const label = row.label ?? row.name ?? row.description;
    return value === undefined || !label ? [] : [{ value: String(value), label }];
  });
}

/**
 * Spec 01 §7 and DESIGN.md §3: GET /api/web/member/tipdoc → a plain object mapping value to label. Read too: the
 * same map in `{ data }`, and a list of `{ id, name }` rows, bare or in `{ data }` (with or without links/meta).
 */
export const documentTypesResponseSchema = z.union([
  z.pipe(
    z.object({ data: documentTypesShape }),
    z.transform((answer) => toOptions(answer.data)),
  ),
  z.pipe(documentTypesShape, z.transform(toOptions)),
]);

/** The document types as select options (login, residency form, personal data). Cached for the session. */
export function documentTypesQueryOptions() {
  return queryOptions({
    queryKey: ['document-types'],
    queryFn: () => requestJson(documentTypesResponseSchema, () => api.get('api/web/member/tipdoc')),
    meta: { call: 'documentTypes' },
    ...referenceListOptions,
  });
}
