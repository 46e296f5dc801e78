// @vitest-environment node
/** Contract tests of the mock API's reference lists and searches (msw node server, plain fetch). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount } from '@/api/paged';
import { documented } from '../utils/documented-shapes';
import { localities } from '../../mocks/data/geography';
import { pharmacies } from '../../mocks/data/pharmacies';
import { providers } from '../../mocks/data/providers';
import { fold } from '../../mocks/data/random';

const API = 'http://api.test';

async function get(path: string) {
  const res = await fetch(`${API}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the paged envelope', () => {
  it("answers Laravel's envelope with absolute links built from the request", async () => {
    const { status, body } = await get('/api/web/provinces?pagination=5&page=2');
    expect(status).toBe(200);
    const page = documented.provinces.parse(body);
    expect(page.data.map((p) => p.id)).toEqual([6, 7, 8, 9, 10]);
    expect(page.meta).toEqual({ current_page: 2, from: 6, to: 10, total: 24 });
    expect(page.links).toEqual({
      first: `${API}/api/web/provinces?pagination=5&page=1`,
      last: `${API}/api/web/provinces?pagination=5&page=5`,
      prev: `${API}/api/web/provinces?pagination=5&page=1`,
      next: `${API}/api/web/provinces?pagination=5&page=3`,
    });
    expect(Object.keys(body).sort()).toEqual(['data', 'links', 'meta']);
  });

  it('has null prev on the first page, null next on the last, and null from/to past the end', async () => {
    const first = documented.provinces.parse((await get('/api/web/provinces?pagination=30')).body);
    expect(first.data).toHaveLength(24);
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBeNull();
    expect(first.meta).toEqual({ current_page: 1, from: 1, to: 24, total: 24 });

    const past = documented.provinces.parse((await get('/api/web/provinces?pagination=10&page=9')).body);
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ current_page: 9, from: null, to: null, total: 24 });
    expect(past.links.next).toBeNull();
    expect(past.links.last).toBe(`${API}/api/web/provinces?pagination=10&page=3`);
  });

  it('keeps the filters in the links', async () => {
    const page = documented.pharmacies.parse((await get('/api/web/pharmacy?province_id=1&pagination=5&page=1')).body);
    expect(page.links.next).toBe(`${API}/api/web/pharmacy?province_id=1&pagination=5&page=2`);
  });

  it('reads a bad page as 1 and defaults the page size to 15', async () => {
    const page = documented.pharmacies.parse((await get('/api/web/pharmacy?page=abc')).body);
    expect(page.meta.current_page).toBe(1);
    expect(page.data).toHaveLength(15);
  });

  it('gives an empty envelope for no results', async () => {
    const page = documented.medicalEntities.parse((await get('/api/web/medical_entity?name=zzzzzz&pagination=5')).body);
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({ current_page: 1, from: null, to: null, total: 0 });
    expect(page.links.prev).toBeNull();
    expect(page.links.next).toBeNull();
  });

  it('does the pagination math for any page size and page (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 30 }), async (size, pageNo) => {
        const page = documented.pharmacies.parse(
          (await get(`/api/web/pharmacy?pagination=${size}&page=${pageNo}`)).body,
        );
        const total = pharmacies.length;
        const last = pageCount(total, size);
        expect(page.meta.total).toBe(total);
        expect(page.meta.current_page).toBe(pageNo);
        const expectedCount = Math.max(0, Math.min(size, total - (pageNo - 1) * size));
        expect(page.data).toHaveLength(expectedCount);
        if (expectedCount > 0) {
          expect(page.meta.from).toBe((pageNo - 1) * size + 1);
          expect(page.meta.to).toBe((pageNo - 1) * size + expectedCount);
          expect(page.data[0]?.id).toBe(pharmacies[(pageNo - 1) * size]?.id);
        } else {
          expect(page.meta.from).toBeNull();
          expect(page.meta.to).toBeNull();
        }
        expect(page.links.last).toContain(`page=${last}`);
        expect(page.links.next === null).toBe(pageNo >= last);
        expect(page.links.prev === null).toBe(pageNo === 1);
      }),
      { numRuns: 40 },
    );
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 422 for pagination=%s', async (value) => {
    const { status, body } = await get(`/api/web/provinces?pagination=${value}`);
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: expect.any(String), errors: { pagination: [expect.any(String)] } });
  });
});

describe('geography', () => {
  it('lists the areas of a province, ordered by name', async () => {
    const page = documented.areas.parse((await get('/api/web/areas?pagination=200&orderBy=name&province_id=2')).body);
    const names = page.data.map((a) => a.name);
    expect(names).toContain('La Matanza');
    expect(names).toContain('San Isidro');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(page.data.every((a) => a.province_id === 2)).toBe(true);
  });

  it('lists the localities of an area', async () => {
    const caba = documented.areas.parse((await get('/api/web/areas?pagination=200&province_id=1')).body);
    const comuna14 = caba.data.find((a) => a.name === 'Comuna 14');
    expect(comuna14).toBeDefined();
    const page = documented.localities.parse(
      (await get(`/api/web/locations?pagination=300&area_id=${comuna14?.id}`)).body,
    );
    expect(page.data.map((l) => l.name)).toEqual(['Palermo']);
  });

  it('gives an empty list for a province without areas', async () => {
    const page = documented.areas.parse((await get('/api/web/areas?pagination=200&province_id=20')).body);
    expect(page.data).toEqual([]);
  });

  it('answers 422 for a non-numeric province_id or area_id', async () => {
    for (const path of ['/api/web/areas?province_id=abc', '/api/web/locations?area_id=x1']) {
      const { status, body } = await get(path);
      expect(status).toBe(422);
      expect(body.errors).toBeTypeOf('object');
    }
  });
});

describe('services and specialties', () => {
  it('orders services and specialties by description', async () => {
    const services = documented.medicalServices.parse(
      (await get('/api/web/medical_service?pagination=20&orderBy=description')).body,
    );
    expect(services.data).toHaveLength(20);
    const names = services.data.map((s) => s.description);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    const specialties = documented.medicalSpecialties.parse(
      (await get('/api/web/medical_specialty?pagination=200&orderBy=description')).body,
    );
    expect(specialties.meta.total).toBeGreaterThanOrEqual(40);
    expect(specialties.data.length).toBe(specialties.meta.total);
  });

  it('sorts descending with sortedBy=desc and ignores an unknown orderBy field', async () => {
    const desc = documented.medicalSpecialties.parse(
      (await get('/api/web/medical_specialty?pagination=3&orderBy=description&sortedBy=desc')).body,
    );
    expect(desc.data[0]?.description).toBe('Urología');
    const unknown = documented.medicalSpecialties.parse(
      (await get('/api/web/medical_specialty?pagination=3&orderBy=name')).body,
    );
    expect(unknown.data.map((s) => s.id)).toEqual([1, 2, 3]);
  });
});

describe('provider search', () => {
  it('finds names containing the text, case- and accent-insensitively', async () => {
    for (const query of ['SEÑORA', 'senora', 'Señora', 'señóra']) {
      const page = documented.medicalEntities.parse(
        (await get(`/api/web/medical_entity?pagination=1000&name=${encodeURIComponent(query)}`)).body,
      );
      expect(page.data.length).toBeGreaterThan(0);
      expect(page.data.some((p) => p.name === 'Clínica Nuestra Señora de Luján')).toBe(true);
      expect(page.data.every((p) => fold(p.name).includes('senora'))).toBe(true);
      expect(page.meta.total).toBe(providers.filter((p) => fold(p.name).includes('senora')).length);
    }
    const clinica = documented.medicalEntities.parse(
      (await get('/api/web/medical_entity?pagination=1000&name=clinica')).body,
    );
    expect(clinica.data.some((p) => p.name.startsWith('Clínica'))).toBe(true);
  });

  it('filters by service, specialty, province, area and locality (combined with AND)', async () => {
    const palermo = localities.find((l) => l.name === 'Palermo');
    const query = `pagination=1000&province_id=1&area_id=${palermo?.area_id}&location_id=${palermo?.id}`;
    const byPlace = documented.medicalEntities.parse((await get(`/api/web/medical_entity?${query}`)).body);
    const expected = providers.filter((p) => p.location_id === palermo?.id);
    expect(byPlace.data.map((p) => p.id)).toEqual(expected.map((p) => p.id));
    expect(byPlace.data.length).toBeGreaterThan(0);

    const cardiology = documented.medicalEntities.parse(
      (await get('/api/web/medical_entity?pagination=1000&medical_specialty_id=6&medical_service_id=1')).body,
    );
    const expectedCardio = providers.filter(
      (p) => p.medical_specialty_ids.includes(6) && p.medical_service_ids.includes(1),
    );
    expect(cardiology.meta.total).toBe(expectedCardio.length);
    expect(cardiology.data.map((p) => p.id)).toEqual(expectedCardio.map((p) => p.id));

    const mendoza = documented.medicalEntities.parse(
      (await get('/api/web/medical_entity?pagination=1000&province_id=13')).body,
    );
    expect(mendoza.meta.total).toBe(providers.filter((p) => p.province_id === 13).length);
    for (const row of mendoza.data) expect(row.lat).toBeLessThan(-32);
  });

  it('treats empty filter values as absent', async () => {
    const page = documented.medicalEntities.parse(
      (await get('/api/web/medical_entity?pagination=5&name=&province_id=&medical_service_id=')).body,
    );
    expect(page.meta.total).toBe(providers.length);
  });

  it('orders by name for the name options', async () => {
    const page = documented.medicalEntities.parse(
      (await get('/api/web/medical_entity?orderBy=name&page=1&pagination=1000')).body,
    );
    expect(page.data).toHaveLength(providers.length);
    const names = page.data.map((p) => p.name);
    const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
    expect(names).toEqual([...names].sort(collator.compare));
  });

  it('returns the public row without the filter id lists', async () => {
    const { body } = await get('/api/web/medical_entity?pagination=1');
    const row = (body.data as Record<string, unknown>[])[0];
    expect(row).toMatchObject({ id: 1, name: 'Clínica Nuestra Señora de Luján' });
    expect(row).not.toHaveProperty('medical_service_ids');
    expect(row).toHaveProperty('address_extra');
  });

  it.each(['medical_service_id', 'medical_specialty_id', 'province_id', 'area_id', 'location_id'])(
    'answers 422 for a non-numeric %s',
    async (field) => {
      const { status, body } = await get(`/api/web/medical_entity?pagination=5&${field}=all`);
      expect(status).toBe(422);
      expect(body).toEqual({ message: expect.stringContaining(field), errors: { [field]: [expect.any(String)] } });
    },
  );
});

describe('pharmacy search', () => {
  it('filters by name (accent-insensitive) and place', async () => {
    const page = documented.pharmacies.parse((await get('/api/web/pharmacy?pagination=1000&name=martin')).body);
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((p) => fold(p.name).includes('martin'))).toBe(true);
    expect(page.data.some((p) => p.name.includes('Martín'))).toBe(true);

    const caballito = localities.find((l) => l.name === 'Caballito');
    const inCaballito = documented.pharmacies.parse(
      (
        await get(
          `/api/web/pharmacy?pagination=1000&province_id=1&area_id=${caballito?.area_id}&location_id=${caballito?.id}`,
        )
      ).body,
    );
    expect(inCaballito.meta.total).toBe(pharmacies.filter((p) => p.location_id === caballito?.id).length);
    expect(inCaballito.meta.total).toBeGreaterThan(0);
  });

  it('answers 422 for a non-numeric location_id', async () => {
    const { status } = await get('/api/web/pharmacy?location_id=abc');
    expect(status).toBe(422);
  });
});
