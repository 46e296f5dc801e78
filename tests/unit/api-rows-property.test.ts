// @vitest-environment node
/**
 * Trust no row: for every list schema, a valid page of 5 rows with one row broken at random still gives the other 4,
 * exactly as they read on their own. The same for the member of the login answer (any one field broken still signs
 * in) and for error bodies (one broken part never hides another).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod/mini';
import { areasResponseSchema, localitiesResponseSchema, provincesResponseSchema } from '@/api/geography';
import { medicalEntitiesResponseSchema } from '@/api/medical-entities';
import { medicalServicesResponseSchema } from '@/api/medical-services';
import { medicalSpecialtiesResponseSchema } from '@/api/medical-specialties';
import { pharmaciesResponseSchema } from '@/api/pharmacies';
import { contactFormTypesResponseSchema } from '@/api/contact-form';
import { appointmentsResponseSchema } from '@/api/member/appointments';
import { imagingResponseSchema } from '@/api/member/imaging';
import { invoicesResponseSchema } from '@/api/member/invoices';
import { preInvoicesResponseSchema } from '@/api/member/pre-invoices';
import { documentTypesResponseSchema } from '@/api/member/document-types';
import { loginResponseSchema } from '@/api/member/login';
import { areas, localities, provinces } from '../../mocks/data/geography';
import { providers } from '../../mocks/data/providers';
import { pharmacies } from '../../mocks/data/pharmacies';
import { medicalServices, medicalSpecialties } from '../../mocks/data/medical';
import { contactFormTypes } from '../../mocks/data/contact';
import { DEMO_MEMBER } from '../../mocks/data/members';

type Row = Record<string, unknown>;

/** A way to break one row, as a real API does on a bad day. */
const breakage: fc.Arbitrary<(row: Row) => unknown> = fc.oneof(
  fc.constant(() => null),
  fc.constant(() => 'no es una fila'),
  fc.constant(() => 42),
  fc.constant(() => []),
  fc.constant(() => ({})),
  fc
    .record({
      key: fc.nat(),
      value: fc.oneof(
        fc.constant(undefined), // the key is dropped
        fc.constant(null),
        fc.constant(true),
        fc.integer(),
        fc.double(),
        fc.string(),
        fc.constant({ nested: { deep: [1, 2] } }),
        fc.constant(['a', 'b']),
        fc.constant('x'.repeat(1024 * 1024)),
        fc.constantFrom('DESCONOCIDO', 'SI', 'Sí', 'no', 'PAGADO', '-1', '1e999'),
      ),
    })
    .map(({ key, value }) => (row: Row) => {
      const keys = Object.keys(row);
      const name = keys[key % keys.length]!;
      const broken = { ...row };
      if (value === undefined) delete broken[name];
      else broken[name] = value;
      return broken;
    }),
);

/** Five rows that differ in their first field (ids, dates), so each can be told apart. */
const fiveOf = (rows: Row[]) => rows.slice(0, 5);

type ListCase = {
  name: string;
  rows: Row[];
  /** The answer around the rows (a paged envelope, `{ data }`, a bare array, `{ prefactura }`…). */
  wrap: (rows: unknown[]) => unknown;
  /** The rows the schema gives back. */
  read: (rows: unknown[]) => unknown[];
};

const envelope = (rows: unknown[]) => ({
  data: rows,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: 1, to: rows.length, total: rows.length },
});
const listRows =
  <T extends z.core.$ZodType>(schema: T, wrap: (rows: unknown[]) => unknown = envelope) =>
  (rows: unknown[]) =>
    (z.parse(schema, wrap(rows)) as { data: unknown[] }).data;

const member = DEMO_MEMBER;
const cases: ListCase[] = [
  { name: 'provinces', rows: fiveOf(provinces), wrap: envelope, read: listRows(provincesResponseSchema) },
  { name: 'areas', rows: fiveOf(areas), wrap: envelope, read: listRows(areasResponseSchema) },
  { name: 'localities', rows: fiveOf(localities), wrap: envelope, read: listRows(localitiesResponseSchema) },
  {
    name: 'medical services',
    rows: fiveOf(medicalServices),
    wrap: envelope,
    read: listRows(medicalServicesResponseSchema),
  },
  {
    name: 'medical specialties',
    rows: fiveOf(medicalSpecialties),
    wrap: envelope,
    read: listRows(medicalSpecialtiesResponseSchema),
  },
  { name: 'providers', rows: fiveOf(providers), wrap: envelope, read: listRows(medicalEntitiesResponseSchema) },
  { name: 'pharmacies', rows: fiveOf(pharmacies), wrap: envelope, read: listRows(pharmaciesResponseSchema) },
  {
    name: 'contact form types',
    rows: fiveOf(contactFormTypes),
    wrap: envelope,
    read: listRows(contactFormTypesResponseSchema),
  },
  {
    name: 'appointments',
    rows: fiveOf(member.appointments),
    wrap: envelope,
    read: listRows(appointmentsResponseSchema),
  },
  {
    name: 'imaging studies (bare array)',
    rows: fiveOf(member.studies),
    wrap: (rows) => rows,
    read: listRows(imagingResponseSchema, (rows) => rows),
  },
  {
    name: 'invoices ({ data })',
    rows: fiveOf(member.invoices),
    wrap: (rows) => ({ data: rows }),
    read: listRows(invoicesResponseSchema, (rows) => ({ data: rows })),
  },
  {
    name: 'pre-invoices ({ prefactura })',
    rows: fiveOf([...member.preInvoices, ...member.preInvoices, ...member.preInvoices]),
    wrap: (rows) => ({ prefactura: rows }),
    read: (rows) => z.parse(preInvoicesResponseSchema, { prefactura: rows }),
  },
  {
    name: 'document types ({ id, name } rows)',
    rows: [
      { id: 1, name: 'DNI' },
      { id: 2, name: 'LE' },
      { id: 3, name: 'LC' },
      { id: 4, name: 'Pasaporte' },
      { id: 5, name: 'CI' },
    ],
    wrap: (rows) => ({ data: rows }),
    read: (rows) => z.parse(documentTypesResponseSchema, { data: rows }),
  },
];

describe('every list schema reads rows one by one', () => {
  it.each(cases)('$name: one broken row never hides the other four', ({ rows, read }) => {
    expect(rows).toHaveLength(5);
    const alone = rows.map((row) => read([row])[0]);
    expect(alone.every((row) => row !== undefined)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), breakage, (index, breakRow) => {
        const page = rows.map((row, i) => (i === index ? breakRow(row) : row));
        const out = read(page);
        const others = alone.filter((_, i) => i !== index);
        // The other four come out, in order, as they read on their own; the broken one is left out or read as well
        // as it can be, never anything else.
        expect(out.length === 4 || out.length === 5).toBe(true);
        expect(out.filter((_, i) => out.length === 4 || i !== index)).toEqual(others);
      }),
      { numRuns: 60 },
    );
  });

  it('document types as a map: one unreadable label leaves out only its entry', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3', '4', '5'),
        fc.constantFrom(null, true, {}, [], '', '   '),
        (key, label) => {
          const map: Record<string, unknown> = { '1': 'DNI', '2': 'LE', '3': 'LC', '4': 'Pasaporte', '5': 'CI' };
          map[key] = label;
          const options = z.parse(documentTypesResponseSchema, map);
          expect(options.map((o) => o.value)).toEqual(['1', '2', '3', '4', '5'].filter((k) => k !== key));
        },
      ),
    );
  });
});

describe('the login answer: any one odd member field still signs in', () => {
  const answer = { access_token: 'token-1', token_type: 'Bearer', member: member.member };
  it('every field of the member may be missing, null, a number, an object or huge', () => {
    fc.assert(
      fc.property(breakage, (breakRow) => {
        const odd = breakRow(member.member as unknown as Row);
        if (typeof odd !== 'object' || odd === null || Array.isArray(odd)) return; // not a member object at all
        const parsed = z.safeParse(loginResponseSchema, { ...answer, member: odd });
        expect(parsed.success).toBe(true);
        for (const value of Object.values(parsed.data!.member)) expect(typeof value).toBe('string');
      }),
      { numRuns: 200 },
    );
  });

  it('an odd member: no name, phones as numbers, no birth date, e-mail null', () => {
    const { full_name: _name, born_date: _born, ...rest } = member.member;
    const parsed = z.parse(loginResponseSchema, {
      ...answer,
      member: { ...rest, phone: 1140001002, cellphone: 1155550000, email: null },
    });
    expect(parsed.member).toMatchObject({
      full_name: '',
      born_date: '',
      email: '',
      phone: '1140001002',
      cellphone: '1155550000',
    });
  });

  it('without a token, or without a member object, it is not a sign-in', () => {
    expect(z.safeParse(loginResponseSchema, { ...answer, access_token: '' }).success).toBe(false);
    expect(z.safeParse(loginResponseSchema, { ...answer, member: null }).success).toBe(false);
  });
});
