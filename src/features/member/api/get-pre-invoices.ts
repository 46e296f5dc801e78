import { queryOptions } from '@tanstack/react-query';
import { prefacturaApi, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import { preInvoicesResponseSchema } from '../schemas';

/** POST {prefactura host}/api/web/prefactura { dni } → { prefactura: [...] }. A failure is silent (spec 02 §8). */
export function getPreInvoices(dni: string) {
  return requestJson(preInvoicesResponseSchema, () => prefacturaApi.post('api/web/prefactura', { json: { dni } })).then(
    (r) => r.prefactura,
  );
}

export const preInvoicesQuery = (dni: string) =>
  queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'pre-invoices', dni],
    queryFn: () => getPreInvoices(dni),
    meta: { call: 'preInvoices' },
    gcTime: 0,
  });
