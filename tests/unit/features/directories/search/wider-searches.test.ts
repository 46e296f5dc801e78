import { describe, expect, it } from 'vitest';
import { widerSearches } from '@/features/directories/search/wider-searches';

describe('widerSearches', () => {
  it.each([
    [
      { province_id: 1, area_id: 2, location_id: 3 },
      [
        ['Buscar en toda la ciudad', { location_id: undefined }],
        ['Buscar en toda la provincia', { area_id: undefined, location_id: undefined }],
        ['Buscar en todo el país', { province_id: undefined, area_id: undefined, location_id: undefined }],
      ],
    ],
    [
      { province_id: 1, area_id: 2 },
      [
        ['Buscar en toda la provincia', { area_id: undefined, location_id: undefined }],
        ['Buscar en todo el país', { province_id: undefined, area_id: undefined, location_id: undefined }],
      ],
    ],
    [
      { province_id: 1 },
      [['Buscar en todo el país', { province_id: undefined, area_id: undefined, location_id: undefined }]],
    ],
    [{}, []],
  ])('%o: one step wider each, narrowest first', (geography, expected) => {
    expect(widerSearches(geography).map(({ label, change }) => [label, change])).toEqual(expected);
  });
});
