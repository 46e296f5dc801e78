import { queryOptions } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { documentTypesSchema } from '../schemas';

export type DocumentTypeOption = { value: string; label: string };

/** GET /api/web/member/tipdoc → [{ value, label }] for the residency form's select. Cached for the session. */
export const documentTypesQuery = () =>
  queryOptions({
    // Own key: the login's copy of this list belongs to another feature and may be shaped differently.
    queryKey: ['applications', 'document-types'],
    queryFn: () =>
      requestJson(documentTypesSchema, () => api.get('api/web/member/tipdoc')).then((map) =>
        Object.entries(map).map(([value, label]): DocumentTypeOption => ({ value, label })),
      ),
    meta: { call: 'documentTypes' },
    ...referenceListOptions,
  });
