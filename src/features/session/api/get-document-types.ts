import { queryOptions } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { referenceListOptions } from '@/lib/query-client';
import { documentTypesResponseSchema, type DocumentTypeOption } from '../schemas';

/** GET /api/web/member/tipdoc → options for the login's document-type select (a reference list). */
export async function getDocumentTypes(): Promise<DocumentTypeOption[]> {
  const map = await requestJson(documentTypesResponseSchema, () => api.get('api/web/member/tipdoc'));
  return Object.entries(map).map(([value, label]) => ({ value, label }));
}

export const documentTypesQuery = () =>
  queryOptions({
    queryKey: ['document-types'],
    queryFn: getDocumentTypes,
    meta: { call: 'documentTypes' },
    ...referenceListOptions,
  });
