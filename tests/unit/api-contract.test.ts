// @vitest-environment node
/**
 * The contract, from both sides: the mock's fixtures (written from docs/api.md in mocks/, never from src/) and their
 * Laravel-shaped variants (mocks/data/variants.ts) parse with the app's own response schemas, and read as the app
 * should read them. tests/unit/mock-data.test.ts checks the dataset's content; this file checks the shapes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contactFormTypesResponseSchema } from '@/api/contact-form';
import { areasResponseSchema, localitiesResponseSchema, provincesResponseSchema } from '@/api/geography';
import { medicalEntitiesResponseSchema } from '@/api/medical-entities';
import { medicalServicesResponseSchema } from '@/api/medical-services';
import { medicalSpecialtiesResponseSchema } from '@/api/medical-specialties';
import { appointmentsResponseSchema } from '@/api/member/appointments';
import { documentTypesResponseSchema } from '@/api/member/document-types';
import { imagingResponseSchema } from '@/api/member/imaging';
import { invoicesResponseSchema } from '@/api/member/invoices';
import { loginResponseSchema } from '@/api/member/login';
import { preInvoicesResponseSchema } from '@/api/member/pre-invoices';
import { pageOf } from '@/api/paged';
import { pharmaciesResponseSchema } from '@/api/pharmacies';
import { formatDate, formatDateTime } from '@/lib/dates';
import { mapPosition } from '@/lib/coordinates';
import { contactFormTypes, documentTypes } from '../../mocks/data/contact';
import { provinces } from '../../mocks/data/geography';
import { members } from '../../mocks/data/members';
import { providers } from '../../mocks/data/providers';
import {
  bareArrayLists,
  bareDataLists,
  bareInvoices,
  barePreInvoices,
  documentTypeAnswers,
  laravelAppointments,
  laravelInvoices,
  laravelLogin,
  laravelPreInvoices,
  laravelStudies,
  pagedInvoices,
  PHARMACY_IDS_WITH_PLACE,
  pharmaciesWithOddCoordinates,
  PROVIDER_IDS_WITH_PLACE,
  providersWithOddCoordinates,
  wholeProviderList,
} from '../../mocks/data/variants';

const withPlace = (rows: Array<{ id: number; lat: number | null; lon: number | null }>) =>
  rows.filter((r) => mapPosition(r.lat, r.lon) !== null).map((r) => r.id);

describe('mocks/ describes the API on its own', () => {
  it('no file under mocks/ imports anything from src/ (not even a type)', () => {
    const root = path.resolve(__dirname, '../..');
    const files = readdirSync(path.join(root, 'mocks'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(ts|tsx|js|mjs)$/.test(f))
      .map((f) => path.join(root, 'mocks', f));
    expect(files.length).toBeGreaterThan(10);
    const specifier = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
    const intoSrc = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(specifier)]
        .map((m) => m[1]!)
        .filter(
          (spec) =>
            spec.startsWith('@/') ||
            (spec.startsWith('.') && path.resolve(path.dirname(file), spec).startsWith(path.join(root, 'src'))),
        )
        .map((spec) => `${path.relative(root, file)} → ${spec}`),
    );
    expect(intoSrc).toEqual([]);
  });
});

describe('the documented shapes parse with the app’s schemas', () => {
  it('member calls of every demo member', () => {
    for (const m of members) {
      expect(() => loginResponseSchema.parse({ access_token: 't', member: m.member })).not.toThrow();
      expect(invoicesResponseSchema.parse({ data: m.invoices }).data).toHaveLength(m.invoices.length);
      expect(preInvoicesResponseSchema.parse({ prefactura: m.preInvoices })).toHaveLength(m.preInvoices.length);
      expect(imagingResponseSchema.parse(m.studies).data).toHaveLength(m.studies.length);
    }
    expect(documentTypesResponseSchema.parse(documentTypes)).toContainEqual({ value: '1', label: 'DNI' });
  });
});

describe('Laravel-shaped member answers', () => {
  it('invoices: { data } with decimal-text amounts and ISO dates with a six-digit fraction', () => {
    const invoices = invoicesResponseSchema.parse(laravelInvoices).data;
    expect(invoices.map((i) => i.importe)).toEqual([85000.5, 91200, 77000, 1234.5]);
    expect(invoices.map((i) => formatDate(i.fecha))).toEqual(['01/10/2026', '11/03/2025', '09/03/2026', '05/08/2025']);
    expect(invoices.map((i) => i.factura)).toEqual(['A-0001-00000101', 'A-0001-00000102', '103', '104']);
  });

  it('invoices: the paged envelope (with Laravel’s extra meta) and a bare array read the same', () => {
    const expected = invoicesResponseSchema.parse(laravelInvoices).data;
    expect(invoicesResponseSchema.parse(pagedInvoices).data).toEqual(expected);
    expect(invoicesResponseSchema.parse(bareInvoices).data).toEqual(expected);
  });

  it('an invoice whose amount is not a number is left out (an invoice needs a date and an amount); the rest is kept', () => {
    const row = laravelInvoices.data[0]!;
    const parsed = invoicesResponseSchema.parse({
      data: [{ ...row, importe: '' }, { ...row, importe: null }, { ...row, importe: 'n/d' }, row],
    });
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]!.importe).toBe(invoicesResponseSchema.parse({ data: [row] }).data[0]!.importe);
  });

  it('pre-invoices: decimal text and Laravel dates, in { prefactura } or a bare array', () => {
    const parsed = preInvoicesResponseSchema.parse(laravelPreInvoices);
    expect(parsed.map((p) => p.pre_factura)).toEqual([104300.75, 12500]);
    expect(parsed.map((p) => formatDate(p.fecha_emision))).toEqual(['01/10/2026', '05/08/2025']);
    expect(preInvoicesResponseSchema.parse(barePreInvoices)).toEqual(parsed);
    expect(preInvoicesResponseSchema.parse({ data: barePreInvoices })).toEqual(parsed);
  });

  it('appointments: ISO instants shown in Buenos Aires time; Laravel’s per_page and last_page are kept', () => {
    const answer = appointmentsResponseSchema.parse(laravelAppointments);
    expect(answer.data.map((a) => formatDateTime(a.fecha))).toEqual([
      '09/03/2026, 14:05',
      '09/03/2026, 14:05',
      '09/03/2026, 14:05',
    ]);
    expect(answer.meta).toMatchObject({ per_page: 5, last_page: 1, total: 3 });
  });

  it('imaging: { data } instead of a plain array', () => {
    const studies = imagingResponseSchema.parse(laravelStudies).data;
    expect(studies.map((s) => formatDate(s.FechReali))).toEqual(['01/10/2026', '05/08/2025']);
  });

  it('login: a born_date in Laravel’s serialisation is the same day', () => {
    expect(formatDate(loginResponseSchema.parse(laravelLogin).member.born_date)).toBe('14/05/1983');
  });

  it.each(Object.entries(documentTypeAnswers))('document types as %s', (_shape, answer) => {
    expect(documentTypesResponseSchema.parse(answer)).toEqual([
      { value: '1', label: 'DNI' },
      { value: '2', label: 'LE' },
      { value: '3', label: 'LC' },
      { value: '4', label: 'Pasaporte' },
      { value: '5', label: 'CI' },
    ]);
  });
});

describe('reference lists as a bare { data } or a bare array', () => {
  const schemas = {
    provinces: provincesResponseSchema,
    areas: areasResponseSchema,
    localities: localitiesResponseSchema,
    medicalServices: medicalServicesResponseSchema,
    medicalSpecialties: medicalSpecialtiesResponseSchema,
    contactFormTypes: contactFormTypesResponseSchema,
  };
  it.each(Object.keys(bareDataLists) as Array<keyof typeof bareDataLists>)('%s as { data }', (name) => {
    const answer = schemas[name].parse(bareDataLists[name]);
    expect(answer.data).toHaveLength(bareDataLists[name].data.length);
    expect(answer.meta).toBeNull();
  });
  it.each(Object.keys(bareArrayLists) as Array<keyof typeof bareArrayLists>)('%s as an array', (name) => {
    expect(schemas[name].parse(bareArrayLists[name]).data).toHaveLength(bareArrayLists[name].length);
  });
  it('the rows are the same whatever the shape', () => {
    expect(provincesResponseSchema.parse(bareDataLists.provinces).data).toEqual(
      provincesResponseSchema.parse(provinces).data,
    );
    expect(contactFormTypesResponseSchema.parse(bareArrayLists.contactFormTypes).data).toHaveLength(
      contactFormTypes.length,
    );
  });
});

describe('directory rows with odd coordinates', () => {
  it('providers: numbers and numeric text are places; "", null, text and 0,0 are listed without one', () => {
    const answer = medicalEntitiesResponseSchema.parse(providersWithOddCoordinates);
    expect(answer.data).toHaveLength(5);
    expect(answer.data[1]).toMatchObject({ lat: -34.5889, lon: -58.4306 });
    expect(withPlace(answer.data)).toEqual(PROVIDER_IDS_WITH_PLACE);
  });

  it('pharmacies, as a bare { data }', () => {
    const answer = pharmaciesResponseSchema.parse(pharmaciesWithOddCoordinates);
    expect(answer.data).toHaveLength(4);
    expect(withPlace(answer.data)).toEqual(PHARMACY_IDS_WITH_PLACE);
  });

  it('every provider of the dataset has a place', () => {
    const answer = medicalEntitiesResponseSchema.parse(providers);
    expect(withPlace(answer.data)).toHaveLength(providers.length);
  });

  it('a whole list answered to a page of 5 is cut to that page', () => {
    const all = wholeProviderList(3000);
    const page2 = pageOf(medicalEntitiesResponseSchema.parse({ data: all }), 2, 5);
    expect(page2.data.map((p) => p.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page2.meta).toMatchObject({ current_page: 2, from: 6, to: 10, total: 3000 });
  });
});
