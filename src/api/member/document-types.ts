import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { listSchema } from '../paged';

export type DocumentTypeOption = { value: string; label: string };

const labelsByValue = z.record(z.string(), z.string());
const toOptions = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]): DocumentTypeOption => ({ value, label }));

/**
 * Spec 01 §7 and DESIGN.md §3: GET /api/web/member/tipdoc → a plain object mapping value to label. Read too: the
 * same map in `{ data }`, and `{ id, name }` rows in any list shape (bare, `{ data }`, paged).
 */
export const documentTypesResponseSchema = z.union([
  z.pipe(labelsByValue, z.transform(toOptions)),
  z.pipe(
    z.object({ data: labelsByValue }),
    z.transform((answer) => toOptions(answer.data)),
  ),
  z.pipe(
    listSchema(z.object({ id: z.union([z.string(), z.number()]), name: z.string() })),
    z.transform((answer) =>
      answer.data.map(({ id, name }): DocumentTypeOption => ({ value: String(id), label: name })),
    ),
  ),
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
