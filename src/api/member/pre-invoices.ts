import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { prefacturaApi, requestJson } from '@/lib/http';
import { MEMBER_QUERY_ROOT } from './member';

export const preInvoiceSchema = z.object({
  pre_factura: z.coerce.number(),
  fecha_emision: z.string(), // "YYYY-MM-DD"
});
export const preInvoicesResponseSchema = z.object({ prefactura: z.array(preInvoiceSchema) });
export type PreInvoice = z.infer<typeof preInvoiceSchema>;

/**
 * Spec 02 §7: POST /api/web/prefactura { dni } on its own absolute host → prefactura[].
 * A failure is silent (spec 02 §8).
 */
export function preInvoicesQueryOptions(dni: string) {
  return queryOptions({
    queryKey: [MEMBER_QUERY_ROOT, 'pre-invoices', dni],
    queryFn: () =>
      requestJson(preInvoicesResponseSchema, () => prefacturaApi.post('api/web/prefactura', { json: { dni } })).then(
        (r) => r.prefactura,
      ),
    meta: { call: 'preInvoices' },
  });
}
