import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, requestJson } from '@/lib/http';
import { requiredDecimal, yesNo } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { requiredDate } from './api-date';
import { listSchema } from '../paged';
import { memberKeys } from './member';

export const invoiceSchema = z.object({
  factura: optionalText(), // a number becomes text
  fecha: requiredDate(), // "YYYY-MM-DD", or any shape lib/dates.ts reads
  importe: requiredDecimal(), // a number or decimal text ("85000.50")
  estado: optionalText(),
  file: optionalText(),
  // 'si', 'SI', 'Sí', true… → 'si'; anything else → 'no' (then only a settled invoice offers its file).
  download: z.pipe(
    yesNo(),
    z.transform((yes) => (yes ? ('si' as const) : ('no' as const))),
  ),
});
/** `{ data: [...] }`, or the paged envelope, or a bare array. */
export const invoicesResponseSchema = listSchema(invoiceSchema, 'invoices');
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /api/web/member/invoices → data[]. */
export function invoicesQueryOptions() {
  return queryOptions({
    queryKey: memberKeys.invoices(),
    queryFn: () => requestJson(invoicesResponseSchema, () => api.get('api/web/member/invoices')).then((r) => r.data),
    meta: { call: 'invoices' },
  });
}
