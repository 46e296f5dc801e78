import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { prefacturaApi, requestJson } from '@/lib/http';
import { requiredDecimal } from '@/lib/zod';
import { optionalText } from '@/lib/zod-text';
import { listSchema, readRows, rowsSchema } from '../paged';
import { memberKeys } from './member';

export const preInvoiceSchema = z.object({
  pre_factura: requiredDecimal(), // the amount: a number or decimal text
  fecha_emision: optionalText(), // "YYYY-MM-DD", or any shape lib/dates.ts reads
});
/** `{ prefactura: [...] }`; the rows in any list shape (bare, `{ data }`, paged) are read too. */
export const preInvoicesResponseSchema = z.union([
  z.pipe(
    // `prefactura: null` is a member without pre-invoices: empty, not an error.
    z.object({ prefactura: z.nullable(rowsSchema) }),
    z.transform((answer) => readRows(preInvoiceSchema, answer.prefactura ?? [], 'pre_invoices')),
  ),
  z.pipe(
    listSchema(preInvoiceSchema, 'pre_invoices'),
    z.transform((answer) => answer.data),
  ),
]);
export type PreInvoice = z.infer<typeof preInvoiceSchema>;

/**
 * POST /api/web/prefactura { dni } on its own absolute host → prefactura[].
 * The host needs no token and gets none (lib/http.ts). A failure is silent.
 */
export function preInvoicesQueryOptions(dni: string) {
  return queryOptions({
    queryKey: memberKeys.preInvoices(dni),
    queryFn: () =>
      requestJson(preInvoicesResponseSchema, () => prefacturaApi.post('api/web/prefactura', { json: { dni } })),
    meta: { call: 'preInvoices' },
  });
}
