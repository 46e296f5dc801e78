/**
 * The proposed reimbursement calls (docs/api.md, "Reintegros"), as the insurer's API is to send them.
 */
import type { Paged } from './paged';

export type ReimbursementStatus = 'recibido' | 'en_revision' | 'observado' | 'aprobado' | 'rechazado' | 'pagado';
export type DocumentKind = 'factura' | 'orden_medica' | 'otro';

/** A row of the list. Dates are Buenos Aires wall-clock `YYYY-MM-DD HH:mm:ss` (created_at, paid_at) or days. */
type Reimbursement = {
  id: string;
  created_at: string;
  status: ReimbursementStatus;
  provider_name: string | null;
  provider_cuit: string;
  invoice_type: 'B' | 'C';
  point_of_sale: number;
  invoice_number: number;
  invoice_date: string;
  amount_requested: string;
  amount_approved: string | null;
  paid_at: string | null;
  account: string;
};

export type ReimbursementHistoryEntry = { status: ReimbursementStatus; at: string; reason: string | null };

export type ReimbursementDetail = Reimbursement & {
  service_type: string;
  comment: string | null;
  rejection_reason: string | null;
  /** While 'observado': what the member must add. */
  missing: string[];
  documents: Array<{ id: string; kind: DocumentKind; name: string }>;
  /** Oldest first. */
  history: ReimbursementHistoryEntry[];
};

export type ReimbursementsResponse = Paged<Reimbursement>;
export type ReimbursementResponse = { data: ReimbursementDetail };
export type UploadResponse = { data: { id: string; name: string; size: number; expires_at: string } };
export type DuplicateReceiptBody = { message: string; existing_id: string };
