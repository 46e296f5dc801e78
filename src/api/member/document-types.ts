import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '../reference-lists';
import { requiredText } from '@/lib/zod';
import { listSchema, readRows } from '../paged';

export type DocumentTypeOption = { value: string; label: string };

/** One option, from a map entry or an `{ id, name }` row: a value and a label are what an option cannot do without. */
const optionSchema = z.object({ value: requiredText(), label: requiredText() });
const optionFromRow = z.pipe(
  z.object({ id: requiredText(), name: requiredText() }),
  z.transform(({ id, name }): DocumentTypeOption => ({ value: id, label: name })),
);

/**
 * A map of value → label, read entry by entry: an entry without a readable label is left out, the rest kept. An
 * object with a `data` key is an envelope, never a map (its `data` must then be a map or a list).
 */
const labelsByValue = z.pipe(
  z.record(z.string(), z.unknown()).check(z.refine((map) => !('data' in map))),
  z.transform((map) =>
    readRows(
      optionSchema,
      Object.entries(map).map(([value, label]) => ({ value, label })),
      'document_types',
    ),
  ),
);

/**
 * GET /api/web/member/tipdoc → a plain object mapping value to label. Read too: the
 * same map in `{ data }`, and `{ id, name }` rows in any list shape (bare, `{ data }`, paged).
 */
export const documentTypesResponseSchema = z.union([
  z.pipe(
    listSchema(optionFromRow, 'document_types'),
    z.transform((answer) => answer.data),
  ),
  z.pipe(
    z.looseObject({ data: labelsByValue }),
    z.transform((answer) => answer.data),
  ),
  labelsByValue,
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
