// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { contactFormTypeSchema, contactFormTypesResponseSchema } from '@/api/contact-form';
import { memberSchema } from '@/api/member/member';
import { pagedSchema } from '@/api/paged';
import { medicalEntitySchema } from '@/api/medical-entities';
import { medicalServiceSchema } from '@/api/medical-services';
import { medicalSpecialtySchema } from '@/api/medical-specialties';
import { areaSchema, localitySchema, provinceSchema } from '@/api/geography';
import { appointmentSchema } from '@/api/member/appointments';
import { imagingResponseSchema } from '@/api/member/imaging';
import { invoicesResponseSchema } from '@/api/member/invoices';
import { laboratoryResponseSchema } from '@/api/member/laboratory';
import { preInvoicesResponseSchema } from '@/api/member/pre-invoices';
import { pharmacySchema } from '@/api/pharmacies';
import { documentTypesResponseSchema } from '@/api/member/document-types';
import { loginResponseSchema } from '@/api/member/login';
import { contactFormTypes, documentTypes } from '../../mocks/data/contact';
import { areas, generatedLocalities, localities, provinces } from '../../mocks/data/geography';
import { medicalServices, medicalSpecialties } from '../../mocks/data/medical';
import { DEMO_MEMBER, DEMO_MEMBER_EMPTY, DEMO_MEMBER_SPARSE, members } from '../../mocks/data/members';
import { pharmacies } from '../../mocks/data/pharmacies';
import { providers, UNSAFE_PROVIDER_IDS } from '../../mocks/data/providers';
import { fold } from '../../mocks/data/random';
import { tokenFor } from '../../mocks/lib/auth';

const envelope = <T>(data: T[]) => ({
  data,
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: data.length ? 1 : null, to: data.length || null, total: data.length },
});

describe('geography fixtures', () => {
  it('has the 24 provinces with ids 1..24', () => {
    const parsed = provinces.map((p) => provinceSchema.parse(p));
    expect(parsed).toHaveLength(24);
    expect(parsed.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    const names = parsed.map((p) => p.name);
    for (const name of [
      'Ciudad Autónoma de Buenos Aires',
      'Buenos Aires',
      'Córdoba',
      'Santa Fe',
      'Mendoza',
      'Tucumán',
    ]) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(24);
  });

  it('parses every area and locality, each pointing at an existing parent', () => {
    for (const a of areas) {
      areaSchema.parse(a);
      expect(provinces.some((p) => p.id === a.province_id)).toBe(true);
    }
    for (const l of localities) {
      localitySchema.parse(l);
      const area = areas.find((a) => a.id === l.area_id);
      expect(area?.province_id).toBe(l.province_id);
      // Inside Argentina.
      expect(l.lat).toBeGreaterThan(-56);
      expect(l.lat).toBeLessThan(-21);
      expect(l.lon).toBeGreaterThan(-74);
      expect(l.lon).toBeLessThan(-53);
    }
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
    expect(new Set(localities.map((l) => l.id)).size).toBe(localities.length);
  });

  it('has real barrios for CABA and real partidos for Buenos Aires, plus Córdoba, Santa Fe and Mendoza', () => {
    const cabaLocalities = localities.filter((l) => l.province_id === 1).map((l) => l.name);
    for (const barrio of ['Palermo', 'Belgrano', 'Caballito', 'Flores', 'Recoleta', 'Almagro', 'Villa Urquiza']) {
      expect(cabaLocalities).toContain(barrio);
    }
    // CABA's barrios sit inside the city.
    for (const l of localities.filter((x) => x.province_id === 1)) {
      expect(l.lat).toBeGreaterThan(-34.71);
      expect(l.lat).toBeLessThan(-34.52);
      expect(l.lon).toBeGreaterThan(-58.54);
      expect(l.lon).toBeLessThan(-58.33);
    }
    const baAreas = areas.filter((a) => a.province_id === 2).map((a) => a.name);
    for (const partido of [
      'La Matanza',
      'Quilmes',
      'Lomas de Zamora',
      'Morón',
      'San Isidro',
      'Vicente López',
      'Lanús',
      'Avellaneda',
      'Tigre',
      'La Plata',
    ]) {
      expect(baAreas).toContain(partido);
    }
    for (const province of [6, 13, 21]) expect(areas.some((a) => a.province_id === province)).toBe(true);
    // Santa Cruz is left empty on purpose (empty-select state).
    expect(areas.some((a) => a.province_id === 20)).toBe(false);
  });
});

describe('medical catalogue fixtures', () => {
  it('has ≥ 20 services and ≥ 40 specialties with real names', () => {
    expect(medicalServices.length).toBeGreaterThanOrEqual(20);
    expect(medicalSpecialties.length).toBeGreaterThanOrEqual(40);
    medicalServices.forEach((s) => medicalServiceSchema.parse(s));
    medicalSpecialties.forEach((s) => medicalSpecialtySchema.parse(s));
    const services = medicalServices.map((s) => s.description);
    for (const name of [
      'Guardia 24 hs',
      'Laboratorio de análisis clínicos',
      'Diagnóstico por imágenes',
      'Kinesiología y fisioterapia',
      'Odontología',
    ]) {
      expect(services).toContain(name);
    }
    const specialties = medicalSpecialties.map((s) => s.description);
    for (const name of ['Cardiología', 'Clínica Médica', 'Pediatría', 'Dermatología'])
      expect(specialties).toContain(name);
  });

  it('matches the residency form values: 6 Cardiología, 22 Clínica Médica', () => {
    expect(medicalSpecialties.find((s) => s.id === 6)?.description).toBe('Cardiología');
    expect(medicalSpecialties.find((s) => s.id === 22)?.description).toBe('Clínica Médica');
  });
});

describe('provider fixtures', () => {
  it('has ≥ 300 providers that parse, with unique ids and names', () => {
    expect(providers.length).toBeGreaterThanOrEqual(300);
    const page = pagedSchema(medicalEntitySchema).parse(envelope(providers));
    expect(page.data).toHaveLength(providers.length);
    expect(new Set(providers.map((p) => p.id)).size).toBe(providers.length);
    expect(new Set(providers.map((p) => p.name)).size).toBe(providers.length);
  });

  it('places every provider inside its locality, consistent with area and province', () => {
    for (const p of providers) {
      const locality = localities.find((l) => l.id === p.location_id);
      expect(locality, `provider ${p.id}`).toBeDefined();
      expect(locality?.area_id).toBe(p.area_id);
      expect(locality?.province_id).toBe(p.province_id);
      expect(Math.abs(p.lat - (locality?.lat ?? 0))).toBeLessThanOrEqual(locality?.spread ?? 0);
      expect(Math.abs(p.lon - (locality?.lon ?? 0))).toBeLessThanOrEqual(locality?.spread ?? 0);
    }
    // Every locality has at least one provider and one pharmacy, but those added after the generated data.
    for (const l of generatedLocalities) {
      expect(providers.some((p) => p.location_id === l.id)).toBe(true);
      expect(pharmacies.some((p) => p.location_id === l.id)).toBe(true);
    }
  });

  it('links providers to existing services and specialties', () => {
    const serviceIds = new Set(medicalServices.map((s) => s.id));
    const specialtyIds = new Set(medicalSpecialties.map((s) => s.id));
    for (const p of providers) {
      expect(p.medical_service_ids.length).toBeGreaterThan(0);
      expect(p.medical_specialty_ids.length).toBeGreaterThan(0);
      p.medical_service_ids.forEach((id) => expect(serviceIds.has(id)).toBe(true));
      p.medical_specialty_ids.forEach((id) => expect(specialtyIds.has(id)).toBe(true));
    }
  });

  it('has realistic kinds, mostly https links and a few unsafe ones for the security tests', () => {
    for (const kind of ['Sanatorio ', 'Clínica ', 'Centro Médico ', 'Consultorio', 'Laboratorio ']) {
      expect(
        providers.some((p) => p.name.startsWith(kind)),
        kind,
      ).toBe(true);
    }
    const links = providers.map((p) => p.link);
    expect(links.filter((l) => l.startsWith('https://')).length / links.length).toBeGreaterThan(0.7);
    expect(links.filter((l) => l === '').length).toBeGreaterThan(0);
    expect(links.filter((l) => l.startsWith('javascript:'))).toEqual(['javascript:alert(1)']);
    expect(links.filter((l) => l.startsWith('ftp://'))).toHaveLength(1);
    expect(providers[UNSAFE_PROVIDER_IDS.javascriptLink - 1]?.link).toBe('javascript:alert(1)');
    expect(providers[UNSAFE_PROVIDER_IDS.ftpLink - 1]?.link).toMatch(/^ftp:\/\//);
    expect(providers[UNSAFE_PROVIDER_IDS.htmlNote - 1]?.note).toContain('<img');
    const extras = new Set(providers.map((p) => p.address_extra));
    expect(extras).toContain('');
    expect(extras).toContain('-');
    expect(extras).toContain('3° B');
  });
});

describe('pharmacy fixtures', () => {
  it('has ≥ 200 pharmacies that parse, named "Farmacia …", inside their locality', () => {
    expect(pharmacies.length).toBeGreaterThanOrEqual(200);
    pagedSchema(pharmacySchema).parse(envelope(pharmacies));
    expect(new Set(pharmacies.map((p) => p.name)).size).toBe(pharmacies.length);
    for (const p of pharmacies) {
      expect(p.name).toMatch(/^Farmacia /);
      const locality = localities.find((l) => l.id === p.location_id);
      expect(locality?.area_id).toBe(p.area_id);
      expect(locality?.province_id).toBe(p.province_id);
      expect(Math.abs(p.lat - (locality?.lat ?? 0))).toBeLessThanOrEqual(locality?.spread ?? 0);
      expect(Math.abs(p.lon - (locality?.lon ?? 0))).toBeLessThanOrEqual(locality?.spread ?? 0);
      if (p.email) expect(p.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    }
  });
});

describe('contact form types and document types', () => {
  it('parse with the app schemas', () => {
    contactFormTypes.forEach((t) => contactFormTypeSchema.parse(t));
    contactFormTypesResponseSchema.parse(envelope(contactFormTypes));
    expect(documentTypesResponseSchema.parse(documentTypes)).toEqual([
      { value: '1', label: 'DNI' },
      { value: '2', label: 'LE' },
      { value: '3', label: 'LC' },
      { value: '4', label: 'Pasaporte' },
      { value: '5', label: 'CI' },
    ]);
  });

  it('offers the public reasons the legal links need', () => {
    const publicNames = contactFormTypes.filter((t) => t.loggedin === 0).map((t) => t.name);
    for (const name of [
      'Asociarme',
      'Consultas generales',
      'Dejar de ser Socio',
      'Solicitud de arrepentimiento',
      'Trabaja con nosotros',
      'Prestadores',
    ]) {
      expect(publicNames).toContain(name);
    }
  });

  it.each([
    ['pedido', 1],
    ['actualizacion', 1],
    ['solicitud', 1],
    ['sugerencias', 1],
    ['autorizaciones', 1],
    ['trabaja', 0],
  ] as const)('keyword "%s" finds exactly one type with loggedin %i', (keyword, loggedin) => {
    const matches = contactFormTypes.filter((t) => t.loggedin === loggedin && fold(t.name).includes(keyword));
    expect(matches).toHaveLength(1);
  });
});

describe('member fixtures', () => {
  it('parse with the app schemas', () => {
    for (const m of members) {
      memberSchema.parse(m.member);
      loginResponseSchema.parse({ access_token: tokenFor(m), member: m.member });
      pagedSchema(appointmentSchema).parse(envelope(m.appointments));
      imagingResponseSchema.parse(m.studies);
      invoicesResponseSchema.parse({ data: m.invoices });
      preInvoicesResponseSchema.parse({ prefactura: m.preInvoices });
      laboratoryResponseSchema.parse({ memberLaboratory: { link: m.laboratoryLink } });
      expect(documentTypes[m.tipdoc]).toBeDefined();
      // First-time rule: the password is the document number.
      expect(m.password).toBe(m.numdoc);
    }
  });

  it('gives two members ≥ 12 appointments with "YYYY-MM-DD HH:mm:ss" dates, newest first', () => {
    for (const m of [DEMO_MEMBER, DEMO_MEMBER_SPARSE]) {
      expect(m.appointments.length).toBeGreaterThanOrEqual(12);
      for (const a of m.appointments) expect(a.fecha).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const dates = m.appointments.map((a) => a.fecha);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    const ids = members.flatMap((m) => m.appointments.map((a) => a.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers both imaging states, every invoice state with download si and no, pre-invoices and a lab link', () => {
    for (const m of [DEMO_MEMBER, DEMO_MEMBER_SPARSE]) {
      const states = new Set(m.studies.map((s) => s.Estado));
      expect(states).toContain('Finalizado');
      expect([...states].some((s) => s !== 'Finalizado')).toBe(true);
      expect(m.preInvoices.length).toBeGreaterThanOrEqual(1);
      expect(m.laboratoryLink).toMatch(/^https:\/\//);
    }
    const invoices = invoicesResponseSchema.parse({ data: DEMO_MEMBER.invoices }).data;
    for (const estado of ['Impago', 'Parcial', 'Saldado']) {
      for (const download of ['si', 'no']) {
        expect(
          invoices.some((i) => i.estado === estado && i.download === download),
          `${estado}/${download}`,
        ).toBe(true);
      }
    }
  });

  it('has a member with empty fields and one with nothing at all', () => {
    const sparse = memberSchema.parse(DEMO_MEMBER_SPARSE.member);
    expect(sparse.email).toBe('');
    expect(sparse.phone).toBe('');
    expect(DEMO_MEMBER_EMPTY.appointments).toEqual([]);
    expect(DEMO_MEMBER_EMPTY.invoices).toEqual([]);
    expect(DEMO_MEMBER_EMPTY.studies).toEqual([]);
    expect(DEMO_MEMBER_EMPTY.preInvoices).toEqual([]);
  });
});

describe('determinism', () => {
  it('builds exactly the same dataset on a fresh import', async () => {
    const before = JSON.stringify({ providers, pharmacies, members });
    vi.resetModules();
    const [p, ph, m] = await Promise.all([
      import('../../mocks/data/providers'),
      import('../../mocks/data/pharmacies'),
      import('../../mocks/data/members'),
    ]);
    expect(JSON.stringify({ providers: p.providers, pharmacies: ph.pharmacies, members: m.members })).toBe(before);
  });
});

describe('MOCK_SCALE=large', () => {
  /** The dataset's modules read afresh with MOCK_SCALE set, as a server started with it does. */
  async function largeData() {
    vi.resetModules();
    vi.stubEnv('MOCK_SCALE', 'large');
    try {
      const [{ providers: many, LARGE_PROVIDER_NAME }, { pharmacies: manyPharmacies, LARGE_PHARMACY_NAME }] =
        await Promise.all([import('../../mocks/data/providers'), import('../../mocks/data/pharmacies')]);
      return { many, manyPharmacies, LARGE_PROVIDER_NAME, LARGE_PHARMACY_NAME };
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  }

  it('has 20,000 providers and 5,000 pharmacies, the default ones first and unchanged, the same on every run', async () => {
    const first = await largeData();
    const again = await largeData();
    expect(first.many).toHaveLength(20_000);
    expect(first.manyPharmacies).toHaveLength(5_000);
    expect(first.many.slice(0, providers.length)).toEqual(providers);
    expect(first.manyPharmacies.slice(0, pharmacies.length)).toEqual(pharmacies);
    expect(again.many).toEqual(first.many);
    expect(again.manyPharmacies).toEqual(first.manyPharmacies);
    expect(new Set(first.many.map((p) => p.id)).size).toBe(20_000);
    expect(new Set(first.many.map((p) => p.name)).size).toBe(20_000);
    expect(new Set(first.manyPharmacies.map((p) => p.name)).size).toBe(5_000);
  });

  it('spreads them over the real localities, inside each, and ends with two names past the first 1000', async () => {
    const { many, manyPharmacies, LARGE_PROVIDER_NAME, LARGE_PHARMACY_NAME } = await largeData();
    const byId = new Map(localities.map((l) => [l.id, l]));
    for (const row of [...many, ...manyPharmacies]) {
      const locality = byId.get(row.location_id);
      expect(locality?.area_id).toBe(row.area_id);
      // (Positions are rounded to 6 decimals.)
      expect(Math.abs(row.lat - (locality?.lat ?? 0))).toBeLessThanOrEqual((locality?.spread ?? 0) + 1e-6);
    }
    // Every generated locality holds tens of them.
    const perLocality = generatedLocalities.map((l) => many.filter((p) => p.location_id === l.id).length);
    expect(Math.min(...perLocality)).toBeGreaterThanOrEqual(10);
    const spanish = new Intl.Collator('es', { sensitivity: 'base' });
    const providerNames = many.map((p) => p.name).sort(spanish.compare);
    expect(providerNames.indexOf(LARGE_PROVIDER_NAME)).toBeGreaterThan(1000);
    expect(manyPharmacies.findIndex((p) => p.name === LARGE_PHARMACY_NAME)).toBeGreaterThan(1000);
    pagedSchema(medicalEntitySchema).parse(envelope(many));
    pagedSchema(pharmacySchema).parse(envelope(manyPharmacies));
  });
});
