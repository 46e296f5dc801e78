import { describe, expect, it } from 'vitest';
import { partialText, zoneOffer } from '@/features/directories/search/narrow-search';

describe('zoneOffer', () => {
  it('offers the next place filter: the province, then the city, then the locality', () => {
    expect(zoneOffer({})).toEqual([{ label: 'Elegir zona', field: 'province_id' }]);
    expect(zoneOffer({ province_id: 2 })).toEqual([{ label: 'Elegir zona', field: 'area_id' }]);
    expect(zoneOffer({ province_id: 2, area_id: 25 })).toEqual([{ label: 'Elegir zona', field: 'location_id' }]);
  });

  it('offers nothing once the locality is chosen', () => {
    expect(zoneOffer({ province_id: 2, area_id: 25, location_id: 98 })).toEqual([]);
  });
});

describe('partialText', () => {
  it('says how many of how many, in Argentine numbers, and what narrows the search', () => {
    expect(partialText('Se imprimen', 500, 3001, 'la zona o la especialidad')).toBe(
      'Se imprimen los primeros 500 de 3.001 resultados, no todos: acotá la búsqueda con la zona o la especialidad.',
    );
    expect(partialText('Se ordenaron por distancia', 500, 20000, 'la zona')).toBe(
      'Se ordenaron por distancia los primeros 500 de 20.000 resultados, no todos: acotá la búsqueda con la zona.',
    );
  });
});
