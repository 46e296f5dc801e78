import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { decimal, optionalText } from '@/lib/zod';
import { listSchema } from '../paged';
import { MEMBER_QUERY_ROOT } from './member';

export const invoiceSchema = z.object({
  factura: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  fecha: optionalText(), // "YYYY-MM-DD", or any shape lib/dates.ts reads
  importe: decimal(), // a number or decimal text ("85000.50"); null shows '-'
  estado: optionalText(),
  file: optionalText(),
  download: z.catch(z.enum(['si', 'no']), 'no'),
});
/** `{ data: [...] }` (DESIGN.md §3), or the paged envelope, or a bare array. */
export const invoicesResponseSchema = listSchema(invoiceSchema);
export type Invoice = z.infer<typeof invoiceSchema>;

/** Spec 02 §7: GET /api/web/member/invoices → data[]. */
export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'invoices'],
    queryFn: () => requestJson(invoicesResponseSchema, () => api.get('api/web/member/invoices')).then((r) => r.data),
    meta: { call: 'invoices' },
  });
}
