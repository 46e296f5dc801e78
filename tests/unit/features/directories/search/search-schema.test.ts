import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveProviderFilters, parseProviderSearch } from '@/features/directories/search/provider-search';
import { parsePharmacySearch, pharmacyFilters } from '@/features/directories/search/pharmacy-search';
import {
  nextPharmacySearch,
  nextProviderSearch,
  pharmacyShareParams,
  providerShareParams,
} from '@/features/directories/search/search-changes';

const DIRECTORY_KEYS = [
  'name',
  'medical_service_id',
  'medical_specialty_id',
  'province_id',
  'area_id',
  'location_id',
  'page',
  'cerca',
  'medicalNameEntity_save',
  'medicalServiceId_save',
  'medicalSpecialtyId_save',
  'provinceId_save',
  'areaId_save',
  'locationId_save',
] as const;
const PHARMACY_KEYS = ['pharmacies_name', 'province_id', 'area_id', 'location_id', 'page', 'cerca'] as const;
const TEXT_KEYS = new Set(['name', 'medicalNameEntity_save', 'pharmacies_name']);

/** What the router may hand over: strings, and whatever JSON.parse made of them. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('all', 'TODOS', '-1', '0', '1.5', '1e3', '<script>alert(1)</script>', ' 7 ', '99999999999', 'NaN'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);

function isValidId(v: unknown) {
  return v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 2_147_483_647);
}
function isValidText(v: unknown) {
  return (
    v === undefined ||
    (typeof v === 'string' &&
      v.length >= 1 &&
      v.length <= 120 &&
      v === v.trim() &&
      !/[<>{}\\`]/.test(v) &&
      v !== 'all' &&
      v !== 'TODOS')
  );
}
function isValidSearch(out: Record<string, unknown>, keys: readonly string[]) {
  return Object.entries(out).every(([k, v]) => {
    if (!keys.includes(k)) return false;
    if (k === 'cerca') return v === undefined || v === 1;
    if (k === 'page')
      return v === undefined || (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 100_000);
    return TEXT_KEYS.has(k) ? isValidText(v) : isValidId(v);
  });
}

describe('search schemas (property)', () => {
  it('directory: random values for every parameter never throw and never give an invalid filter', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(DIRECTORY_KEYS.map((k) => [k, anyValue])), { requiredKeys: [] }),
        fc.dictionary(fc.string(), anyValue, { maxKeys: 3 }),
        (params, extra) => {
          const out = parseProviderSearch({ ...extra, ...params });
          expect(isValidSearch(out, DIRECTORY_KEYS)).toBe(true);
          const filters = effectiveProviderFilters(out);
          expect(isValidSearch(filters, DIRECTORY_KEYS)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('pharmacies: random values for every parameter never throw and never give an invalid filter', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(PHARMACY_KEYS.map((k) => [k, anyValue])), { requiredKeys: [] }),
        (params) => {
          const out = parsePharmacySearch(params);
          expect(isValidSearch(out, PHARMACY_KEYS)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps good values, coercing numeric strings', () => {
    expect(parseProviderSearch({ province_id: '3', page: 2, name: ' Clínica Sur ', areaId_save: 'all' })).toEqual({
      province_id: 3,
      page: 2,
      name: 'Clínica Sur',
      areaId_save: undefined,
    });
    expect(parseProviderSearch({ name: 123 }).name).toBe('123');
    expect(parsePharmacySearch({ pharmacies_name: 'TODOS', province_id: -1, page: 0 })).toEqual({});
  });
});

describe('saved-filter merge', () => {
  it('the live value wins; the saved one is used when the live one is empty; all/TODOS are empty', () => {
    const search = parseProviderSearch({
      province_id: 2,
      provinceId_save: 1,
      areaId_save: 5,
      locationId_save: 'TODOS',
      medicalSpecialtyId_save: 'all',
      medicalServiceId_save: '8',
      medicalNameEntity_save: 'Sanatorio',
    });
    expect(effectiveProviderFilters(search)).toEqual({
      name: 'Sanatorio',
      medical_service_id: 8,
      province_id: 2,
      area_id: 5,
    });
  });

  it('a change makes the saved values live, drops the *_save parameters and goes to page 1', () => {
    const search = parseProviderSearch({ provinceId_save: 1, areaId_save: 5, page: 4 });
    expect(nextProviderSearch(search, { area_id: undefined, location_id: undefined, province_id: 2 })).toEqual({
      province_id: 2,
      area_id: undefined,
      location_id: undefined,
      page: 1,
    });
  });
});

describe("'Cerca mío' in the address", () => {
  it('cerca=1 (or true) turns it on; anything else leaves it off', () => {
    for (const on of ['1', 1, true, 'true']) {
      expect(parseProviderSearch({ cerca: on }).cerca).toBe(1);
      expect(parsePharmacySearch({ cerca: on }).cerca).toBe(1);
    }
    for (const off of ['0', 0, 2, 'yes', '', null, '-34.6,-58.4', { lat: 1 }]) {
      expect(parseProviderSearch({ cerca: off }).cerca).toBeUndefined();
      expect(parsePharmacySearch({ cerca: off }).cerca).toBeUndefined();
    }
  });

  it('is not a filter: the API and share links never see it (the routes keep it across a new search)', () => {
    const provider = parseProviderSearch({ cerca: '1', provinceId_save: 1, page: 3 });
    expect(effectiveProviderFilters(provider)).toEqual({ province_id: 1 });
    expect(nextProviderSearch(provider, { area_id: 4 })).toEqual({ province_id: 1, area_id: 4, page: 1 });
    expect(providerShareParams(effectiveProviderFilters(provider))).toEqual({ provinceId_save: '1' });

    const pharmacy = parsePharmacySearch({ cerca: 1, province_id: 2, page: 2 });
    expect(pharmacyFilters(pharmacy)).toEqual({ province_id: 2 });
    expect(nextPharmacySearch(pharmacy, { area_id: 5 })).toEqual({ province_id: 2, area_id: 5, page: 1 });
    expect(pharmacyShareParams(pharmacyFilters(pharmacy))).toEqual({ province_id: '2' });
  });
});

describe('share parameters', () => {
  it('directory: the effective filters as *_save parameters, empty ones left out', () => {
    expect(providerShareParams({ name: 'Clínica', province_id: 1, area_id: undefined })).toEqual({
      medicalNameEntity_save: 'Clínica',
      provinceId_save: '1',
    });
  });
  it('pharmacies: province_id, area_id, location_id, pharmacies_name', () => {
    const filters = pharmacyFilters(
      parsePharmacySearch({ province_id: 1, area_id: 2, location_id: 3, pharmacies_name: 'Central', page: 3 }),
    );
    expect(pharmacyShareParams(filters)).toEqual({
      pharmacies_name: 'Central',
      province_id: '1',
      area_id: '2',
      location_id: '3',
    });
  });
});
