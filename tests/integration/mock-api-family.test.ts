// @vitest-environment node
/** Contract tests of the mock API's family group: who sees what (a 403 otherwise), and the certificate PDF. */
import { describe, expect, it } from 'vitest';
import { familyGroupResponseSchema } from '@/api/member/family';
import { appointmentsResponseSchema } from '@/api/member/appointments';
import { imagingResponseSchema } from '@/api/member/imaging';
import { laboratoryResponseSchema } from '@/api/member/laboratory';
import { DEMO_MEMBER, DEMO_MEMBER_EMPTY, DEMO_SPOUSE, type MemberRecord } from '../../mocks/data/members';
import { ageToday } from '../../mocks/data/family';
import { tokenFor } from '../../mocks/lib/auth';

const API = 'http://api.test';
const get = (path: string, as: MemberRecord) =>
  fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${tokenFor(as)}`, Accept: 'application/json' } });

const CHILD_8 = 5;
const CHILD_15 = 6;
const SPOUSE = 4;

describe('GET /api/web/member/family', () => {
  it('the holder sees the whole group, holder first, with ages that stay right', async () => {
    const res = await get('/api/web/member/family', DEMO_MEMBER);
    expect(res.status).toBe(200);
    const group = familyGroupResponseSchema.parse(await res.json()).data;
    expect(group.map((m) => [m.id, m.full_name, m.relationship])).toEqual([
      [1, 'María Laura González', 'titular'],
      [SPOUSE, 'Martín Pereyra', 'conyuge'],
      [CHILD_8, 'Tomás Pereyra González', 'hijo'],
      [CHILD_15, 'Sofía Pereyra González', 'hijo'],
    ]);
    expect(group.map((m) => ageToday(m.born_date))).toEqual([expect.any(Number), expect.any(Number), 8, 15]);
  });

  it('the spouse sees only themselves; a member without a group is a group of one', async () => {
    const spouse = familyGroupResponseSchema.parse(await (await get('/api/web/member/family', DEMO_SPOUSE)).json());
    expect(spouse.data.map((m) => m.id)).toEqual([SPOUSE]);
    const alone = familyGroupResponseSchema.parse(
      await (await get('/api/web/member/family', DEMO_MEMBER_EMPTY)).json(),
    );
    expect(alone.data).toMatchObject([{ id: 3, relationship: 'titular' }]);
  });

  it('needs a token', async () => {
    expect((await fetch(`${API}/api/web/member/family`)).status).toBe(401);
  });
});

describe("a member's reads", () => {
  it.each(['appointments', 'laboratory', 'imaging'])(
    '%s of the child of 8: the holder may; 403 otherwise',
    async (read) => {
      const ok = await get(`/api/web/member/family/${CHILD_8}/${read}`, DEMO_MEMBER);
      expect(ok.status).toBe(200);
      const schema = {
        appointments: appointmentsResponseSchema,
        laboratory: laboratoryResponseSchema,
        imaging: imagingResponseSchema,
      }[read]!;
      expect(schema.safeParse(await ok.json()).success).toBe(true);
      for (const [id, as] of [
        [CHILD_15, DEMO_MEMBER],
        [SPOUSE, DEMO_MEMBER],
        [CHILD_8, DEMO_SPOUSE],
        [2, DEMO_MEMBER],
        [999, DEMO_MEMBER],
      ] as const) {
        expect((await get(`/api/web/member/family/${id}/${read}`, as)).status, `${read} of ${id}`).toBe(403);
      }
    },
  );

  it("the child of 8's appointments are their own", async () => {
    const body = appointmentsResponseSchema.parse(
      await (await get(`/api/web/member/family/${CHILD_8}/appointments`, DEMO_MEMBER)).json(),
    );
    expect(body.meta?.total).toBe(7);
    expect(body.data.map((a) => a.id).every((id) => id.startsWith('800'))).toBe(true);
  });
});

/** The objects a PDF's cross-reference table points at, checked byte by byte. */
function checkPdfStructure(bytes: Uint8Array): string {
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, , count] = /xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count!);
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
  const start = stream.index + stream[0].length;
  expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + '\nendstream'.length)).toBe('\nendstream');
  return text;
}

describe('GET /api/web/member/family/{id}/certificate', () => {
  it('a small, well-formed PDF with the name, document, plan and date', async () => {
    const res = await get(`/api/web/member/family/${CHILD_15}/certificate`, DEMO_MEMBER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(4000);
    const text = checkPdfStructure(bytes);
    // WinAnsi: 'í' is one byte.
    expect(text).toContain('(Certificamos que Sof\xeda Pereyra Gonz\xe1lez, DNI 50987654,)');
    expect(text).toContain('A-10 PLUS');
    expect(text).toMatch(/Buenos Aires, \d{2}\/\d{2}\/\d{4}\./);
  });

  it('the spouse gets only their own; a stranger to the group a 403', async () => {
    expect((await get(`/api/web/member/family/${SPOUSE}/certificate`, DEMO_SPOUSE)).status).toBe(200);
    expect((await get(`/api/web/member/family/${CHILD_8}/certificate`, DEMO_SPOUSE)).status).toBe(403);
    expect((await get('/api/web/member/family/2/certificate', DEMO_MEMBER)).status).toBe(403);
  });
});
