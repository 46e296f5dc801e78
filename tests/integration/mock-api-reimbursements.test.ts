// @vitest-environment node
/**
 * The mock's proposed reimbursement calls (docs/api.md, "Reintegros"), read with the app's own schemas: the seeded
 * cases, an upload, an idempotent create, the duplicate receipt and the documents of an 'observado' case.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { reimbursementDetailSchema, reimbursementsResponseSchema } from '@/api/member/reimbursements';
import { DEMO_MEMBER, DEMO_MEMBER_EMPTY } from '../../mocks/data/members';
import { tokenFor } from '../../mocks/lib/auth';

const API = 'http://api.test/api/web/member/reimbursements';
const token = tokenFor(DEMO_MEMBER);
const auth = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const detail = z.object({ data: reimbursementDetailSchema });

async function uploadFile(name = 'factura.jpg') {
  const body = new FormData();
  body.append('kind', 'factura');
  body.append('file', new File(['jpeg'], name, { type: 'image/jpeg' }));
  const response = await fetch(`${API}/files`, { method: 'POST', headers: auth(), body });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

const receipt = (fileId: string, number: number) => ({
  invoice_file_id: fileId,
  provider_cuit: '30500010912',
  invoice_type: 'B',
  point_of_sale: 9,
  invoice_number: number,
  invoice_date: '2026-01-10',
  amount: '1500.00',
  service_type: 'Consulta',
  account: '2850590940090418135201',
});

const create = (json: unknown, key: string) =>
  fetch(API, {
    method: 'POST',
    headers: auth({ 'content-type': 'application/json', 'idempotency-key': key }),
    body: JSON.stringify(json),
  });

describe('the mock reimbursements', () => {
  it('the demo member has a dozen cases in every status, newest first, paged by 10', async () => {
    const first = reimbursementsResponseSchema.parse(await (await fetch(`${API}?page=1`, { headers: auth() })).json());
    const second = reimbursementsResponseSchema.parse(await (await fetch(`${API}?page=2`, { headers: auth() })).json());
    const rows = [...first.data, ...second.data];
    expect(first.data).toHaveLength(10);
    expect(first.meta?.total).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['recibido', 'en_revision', 'observado', 'aprobado', 'rechazado', 'pagado']),
    );
    const dates = rows.map((row) => row.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const observed = await (await fetch(`${API}?status=observado`, { headers: auth() })).json();
    expect(reimbursementsResponseSchema.parse(observed).data.every((row) => row.status === 'observado')).toBe(true);
  });

  it('another member starts with none; without a token, 401', async () => {
    const other = await fetch(API, { headers: { authorization: `Bearer ${tokenFor(DEMO_MEMBER_EMPTY)}` } });
    expect(reimbursementsResponseSchema.parse(await other.json()).data).toEqual([]);
    expect((await fetch(API)).status).toBe(401);
  });

  it('a repeated key answers the case it made; the same receipt under a new key is a 409 naming it', async () => {
    const number = 70_000_000 + Math.floor(Math.random() * 1_000_000);
    const body = receipt(await uploadFile(), number);
    const first = await create(body, 'key-one');
    expect(first.status).toBe(201);
    const made = detail.parse(await first.json()).data;
    expect(made.status).toBe('recibido');

    const again = await create(body, 'key-one');
    expect(again.status).toBe(200);
    expect(detail.parse(await again.json()).data.id).toBe(made.id);

    const duplicate = await create(body, 'key-two');
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      message: 'Ya pediste el reintegro de esta factura.',
      existing_id: made.id,
    });

    expect((await create(body, '')).status).toBe(400);
    const invalid = await create({ ...body, provider_cuit: '30500010913', invoice_file_id: 'up_nope' }, 'key-three');
    expect(invalid.status).toBe(422);
    expect(Object.keys(((await invalid.json()) as { errors: object }).errors)).toEqual([
      'invoice_file_id',
      'provider_cuit',
    ]);
  });

  it("documents go only to an 'observado' case, which goes back under review", async () => {
    const list = reimbursementsResponseSchema.parse(
      await (await fetch(`${API}?status=observado`, { headers: auth() })).json(),
    );
    const observed = list.data.at(-1)!;
    const send = () =>
      fetch(`${API}/${observed.id}/documents`, {
        method: 'POST',
        headers: auth({ 'content-type': 'application/json' }),
        body: JSON.stringify({ file_ids: [fileId] }),
      });
    const fileId = await uploadFile('orden.pdf');
    const answer = await send();
    expect(answer.status).toBe(200);
    const updated = detail.parse(await answer.json()).data;
    expect(updated.status).toBe('en_revision');
    expect(updated.missing).toEqual([]);
    expect(updated.history.at(-1)?.reason).toBe('Recibimos la documentación que faltaba.');
    expect((await send()).status).toBe(409);
  });
});
