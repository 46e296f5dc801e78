import type { PanelPageMeta } from '@/lib/page-head';

/** The reimbursement screens' titles (route heads are not code-split: no page code here). */
export const reimbursementMeta = {
  list: { title: 'Reintegros' },
  request: { title: 'Pedir un reintegro' },
} satisfies Record<string, PanelPageMeta>;

/** One request's page: its number in the title. */
export const caseMeta = (id: string): PanelPageMeta => ({ title: `Reintegro N.º ${id}` });
