import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { optionalText } from '@/lib/zod';
import { MEMBER_QUERY_ROOT } from './member';

export const invoiceSchema = z.object({
  factura: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  fecha: z.string(), // "YYYY-MM-DD"
  importe: z.coerce.number(),
  estado: optionalText(),
  file: optionalText(),
  download: z.catch(z.enum(['si', 'no']), 'no'),
});
export const invoicesResponseSchema = z.object({ data: z.array(invoiceSchema) });
export type Invoice = z.infer<typeof invoiceSchema>;

/** Spec 02 §7: GET /api/web/member/invoices → data[]. */
export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'invoices'],
    queryFn: () => requestJson(invoicesResponseSchema, () => api.get('api/web/member/invoices')).then((r) => r.data),
    meta: { call: 'invoices' },
  });
}
