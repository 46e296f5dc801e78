import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildShareLink } from '@/lib/search-params';
import { parseProviderSearch, effectiveProviderFilters } from '@/features/directories/provider-search';
import { providerShareParams } from '@/features/directories/search-changes';

describe('buildShareLink', () => {
  it('joins the public site address, the path and the parameters', () => {
    expect(
      buildShareLink('https://www.saludplena.example', '/farmacias', { province_id: '1', pharmacies_name: 'Del Sol' }),
    ).toBe('https://www.saludplena.example/farmacias?province_id=1&pharmacies_name=Del+Sol');
  });
  it('has no "?" without parameters and no double slash', () => {
    expect(buildShareLink('https://x.example/', '/cartilla-medica', {})).toBe('https://x.example/cartilla-medica');
    expect(buildShareLink('https://x.example', '/farmacias', { a: '' })).toBe('https://x.example/farmacias');
  });
  it('escapes what it carries, and opening the link gives back the same filters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 5000 }), (name, province) => {
        const filters = effectiveProviderFilters(parseProviderSearch({ name, province_id: province }));
        const link = buildShareLink('https://www.saludplena.example', '/cartilla-medica', providerShareParams(filters));
        const url = new URL(link);
        expect(url.origin + url.pathname).toBe('https://www.saludplena.example/cartilla-medica');
        const reopened = parseProviderSearch(Object.fromEntries(url.searchParams));
        expect(effectiveProviderFilters(reopened)).toEqual(filters);
      }),
    );
  });
});
