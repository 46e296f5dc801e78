import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';

/** Spec 01 §7 and DESIGN.md §3: GET /api/web/member/tipdoc → a plain object mapping value to label. */
export const documentTypesResponseSchema = z.record(z.string(), z.string());

export type DocumentTypeOption = { value: string; label: string };

/** The document types as select options (login, residency form, personal data). Cached for the session. */
export function documentTypesQueryOptions() {
  return queryOptions({
    queryKey: ['document-types'],
    queryFn: () =>
      requestJson(documentTypesResponseSchema, () => api.get('api/web/member/tipdoc')).then((map) =>
        Object.entries(map).map(([value, label]): DocumentTypeOption => ({ value, label })),
      ),
    meta: { call: 'documentTypes' },
    ...referenceListOptions,
  });
}
