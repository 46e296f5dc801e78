import { http, HttpResponse } from 'msw';
import type {
  DocumentKind,
  DuplicateReceiptBody,
  ReimbursementResponse,
  ReimbursementsResponse,
  UploadResponse,
} from '../contract/reimbursements';
import type { MessageBody } from '../contract/paged';
import {
  addDocuments,
  caseForKey,
  createCase,
  duplicateOf,
  findCase,
  findUpload,
  listCases,
  SERVICE_TYPES,
  storeUpload,
} from '../data/reimbursements';
import { withMember } from '../lib/auth';
import { paginate, readBody, text, validating, validationError } from '../lib/http';

/** The proposed reimbursement calls (docs/api.md, "Reintegros"); mocks/data/reimbursements.ts keeps their state. */
const PER_PAGE = 10;
const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const ACCEPTED = /\.(jpe?g|png|heic|heif|pdf)$/i;
const KINDS: DocumentKind[] = ['factura', 'orden_medica', 'otro'];
const STATUSES = ['recibido', 'en_revision', 'observado', 'aprobado', 'rechazado', 'pagado'];
const BASE = '*/api/web/member/reimbursements';

const notFound = () =>
  HttpResponse.json({ message: 'No encontramos ese reintegro.' } satisfies MessageBody, { status: 404 });

function validCuit(cuit: string): boolean {
  if (!/^\d{11}$/.test(cuit)) return false;
  const sum = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2].reduce((total, w, i) => total + w * Number(cuit[i]), 0);
  const check = 11 - (sum % 11);
  return (check === 11 ? 0 : check) === Number(cuit[10]);
}

const positiveInteger = (value: unknown) =>
  typeof value === 'number'
    ? Number.isInteger(value) && value > 0
      ? value
      : null
    : /^\d+$/.test(String(value ?? '')) && Number(value) > 0
      ? Number(value)
      : null;

export const reimbursementHandlers = [
  http.get(
    BASE,
    withMember(({ request }, member) =>
      validating(() => {
        const status = new URL(request.url).searchParams.get('status') || undefined;
        if (status && !STATUSES.includes(status)) return validationError({ status: ['El estado no es válido.'] });
        const rows = listCases(member.id, status).map(
          ({ service_type: _s, comment: _c, rejection_reason: _r, missing: _m, documents: _d, history: _h, ...row }) =>
            row,
        );
        return HttpResponse.json(paginate(request, rows, { fixedPerPage: PER_PAGE }) satisfies ReimbursementsResponse);
      }),
    ),
  ),

  http.post(
    `${BASE}/files`,
    withMember(async ({ request }, member) => {
      const body = await readBody(request);
      const file = body.file;
      const kind = text(body, 'kind') as DocumentKind;
      if (!(file instanceof File)) return validationError({ file: ['El campo archivo es obligatorio.'] });
      if (!KINDS.includes(kind)) return validationError({ kind: ['El tipo de documento no es válido.'] });
      if (file.size > MAX_UPLOAD_BYTES)
        return HttpResponse.json({ message: 'El archivo supera los 10 MB.' } satisfies MessageBody, { status: 413 });
      if (!ACCEPTED.test(file.name))
        return validationError({ file: ['El archivo tiene que ser JPG, PNG, HEIC o PDF.'] });
      return HttpResponse.json({ data: storeUpload(member.id, file.name, file.size, kind) } satisfies UploadResponse, {
        status: 201,
      });
    }),
  ),

  http.post(
    BASE,
    withMember(async ({ request }, member) => {
      const key = request.headers.get('idempotency-key')?.trim() ?? '';
      if (!key)
        return HttpResponse.json({ message: 'Falta el encabezado Idempotency-Key.' } satisfies MessageBody, {
          status: 400,
        });
      const repeated = caseForKey(member.id, key);
      if (repeated) return HttpResponse.json({ data: repeated } satisfies ReimbursementResponse, { status: 200 });

      const body = await readBody(request);
      const errors: Record<string, string[]> = {};
      const cuit = text(body, 'provider_cuit').replace(/\D/g, '');
      const type = text(body, 'invoice_type');
      const pointOfSale = positiveInteger(body.point_of_sale);
      const number = positiveInteger(body.invoice_number);
      const date = text(body, 'invoice_date');
      const amount = text(body, 'amount');
      const service = text(body, 'service_type');
      const account = text(body, 'account');
      const invoiceFile = findUpload(member.id, text(body, 'invoice_file_id'));
      const orderFileId = text(body, 'order_file_id');
      const orderFile = orderFileId ? findUpload(member.id, orderFileId) : undefined;
      if (!invoiceFile) errors.invoice_file_id = ['El archivo de la factura ya no está disponible: subilo de nuevo.'];
      if (orderFileId && !orderFile)
        errors.order_file_id = ['El archivo de la orden médica ya no está disponible: subilo de nuevo.'];
      if (!validCuit(cuit)) errors.provider_cuit = ['El CUIT del prestador no es válido.'];
      if (type !== 'B' && type !== 'C') errors.invoice_type = ['La factura tiene que ser B o C.'];
      if (pointOfSale === null) errors.point_of_sale = ['El punto de venta no es válido.'];
      if (number === null) errors.invoice_number = ['El número de factura no es válido.'];
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.invoice_date = ['La fecha de la factura no es válida.'];
      if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) errors.amount = ['El importe no es válido.'];
      if (!SERVICE_TYPES.includes(service)) errors.service_type = ['El tipo de prestación no es válido.'];
      if (!/^(\d{22}|[A-Za-z0-9.-]{6,20})$/.test(account)) errors.account = ['El CBU o alias no es válido.'];
      if (Object.keys(errors).length > 0) return validationError(errors);

      const receipt = { cuit, type, pointOfSale: pointOfSale as number, number: number as number };
      const existing = duplicateOf(member.id, receipt);
      if (existing)
        return HttpResponse.json(
          {
            message: 'Ya pediste el reintegro de esta factura.',
            existing_id: existing.id,
          } satisfies DuplicateReceiptBody,
          { status: 409 },
        );
      const documents = [
        { id: text(body, 'invoice_file_id'), kind: 'factura' as const, name: invoiceFile!.name },
        ...(orderFile ? [{ id: orderFileId, kind: 'orden_medica' as const, name: orderFile.name }] : []),
      ];
      const created = createCase(member.id, key, {
        provider_cuit: cuit,
        invoice_type: type as 'B' | 'C',
        point_of_sale: receipt.pointOfSale,
        invoice_number: receipt.number,
        invoice_date: date,
        amount: Number(amount).toFixed(2),
        service_type: service,
        comment: text(body, 'comment') || null,
        account,
        documents,
      });
      return HttpResponse.json({ data: created } satisfies ReimbursementResponse, { status: 201 });
    }),
  ),

  http.get(
    `${BASE}/:id`,
    withMember(
      ({ params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }, member) => {
        const found = findCase(member.id, String(params.id ?? ''));
        return found ? HttpResponse.json({ data: found } satisfies ReimbursementResponse) : notFound();
      },
    ),
  ),

  http.post(
    `${BASE}/:id/documents`,
    withMember(
      async (
        { request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> },
        member,
      ) => {
        const body = await readBody(request);
        const ids = Array.isArray(body.file_ids) ? body.file_ids.map(String) : [];
        if (ids.length === 0) return validationError({ file_ids: ['Agregá al menos un archivo.'] });
        const files = ids.map((id) => ({ id, file: findUpload(member.id, id) }));
        if (files.some(({ file }) => !file))
          return validationError({ file_ids: ['Algún archivo ya no está disponible: subilo de nuevo.'] });
        const result = addDocuments(
          member.id,
          String(params.id ?? ''),
          files.map(({ id, file }) => ({ id, kind: file!.kind, name: file!.name })),
        );
        if (result === 'not-found') return notFound();
        if (result === 'not-observed')
          return HttpResponse.json({ message: 'Este reintegro no espera documentación.' } satisfies MessageBody, {
            status: 409,
          });
        return HttpResponse.json({ data: result } satisfies ReimbursementResponse);
      },
    ),
  ),
];
