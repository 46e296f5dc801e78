import { queryOptions } from '@tanstack/react-query';
import { api, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from '@/lib/query-keys';
import { invoicesResponseSchema } from '../schemas';

/** GET /api/web/member/invoices → { data: [...] }. */
export function getInvoices() {
  return requestJson(invoicesResponseSchema, () => api.get('api/web/member/invoices')).then((r) => r.data);
}

export const invoicesQuery = () =>
  queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'invoices'],
    queryFn: getInvoices,
    meta: { call: 'invoices' },
    gcTime: 0,
  });
