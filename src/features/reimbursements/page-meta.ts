import type { PageMeta } from '@/lib/page-head';

/** The reimbursement screens' titles and descriptions (route heads are not code-split: no page code here). */
export const reimbursementMeta = {
  list: { title: 'Reintegros', description: 'Tus pedidos de reintegro y su estado.' },
  request: {
    title: 'Pedir un reintegro',
    description: 'Pedí el reintegro de una factura con la foto del comprobante.',
  },
  case: { title: 'Reintegro', description: 'El estado de tu pedido de reintegro.' },
} satisfies Record<string, PageMeta>;

/** One request's page: its number in the title. */
export const caseMeta = (id: string): PageMeta => ({ ...reimbursementMeta.case, title: `Reintegro N.º ${id}` });
