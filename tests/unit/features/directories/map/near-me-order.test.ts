import { describe, expect, it } from 'vitest';
import { byDistanceFrom, pageOfOrdered } from '@/features/directories/map/near-me-order';

const HERE = { lat: -34.6037, lon: -58.3816 };
const at = (name: string, kmSouth: number | null) => ({
  name,
  lat: kmSouth === null ? null : HERE.lat - kmSouth / 111,
  lon: kmSouth === null ? null : HERE.lon,
});

describe('byDistanceFrom', () => {
  it('puts the nearest first, whatever the order it came in', () => {
    const rows = [at('a 9 km', 9), at('a 1 km', 1), at('a 30 km', 30), at('a 0,2 km', 0.2)];
    expect(byDistanceFrom(rows, HERE).map((r) => r.name)).toEqual(['a 0,2 km', 'a 1 km', 'a 9 km', 'a 30 km']);
  });

  it('puts the rows without usable coordinates last, in the order they came', () => {
    const rows = [
      at('sin lugar 1', null),
      { name: 'en 0,0', lat: 0, lon: 0 },
      at('a 5 km', 5),
      { name: 'fuera de rango', lat: 123, lon: 4 },
      at('a 2 km', 2),
    ];
    expect(byDistanceFrom(rows, HERE).map((r) => r.name)).toEqual([
      'a 2 km',
      'a 5 km',
      'sin lugar 1',
      'en 0,0',
      'fuera de rango',
    ]);
  });

  it('keeps the API order among rows at the same distance, and leaves its input alone', () => {
    const rows = [at('primero', 3), at('segundo', 3), at('cerca', 1)];
    expect(byDistanceFrom(rows, HERE).map((r) => r.name)).toEqual(['cerca', 'primero', 'segundo']);
    expect(rows.map((r) => r.name)).toEqual(['primero', 'segundo', 'cerca']);
  });
});

describe('pageOfOrdered', () => {
  const rows = Array.from({ length: 12 }, (_, i) => i + 1);

  it('cuts the page and counts it as the API would, with the search total', () => {
    expect(pageOfOrdered(rows, 12, 1, 5).data).toEqual([1, 2, 3, 4, 5]);
    expect(pageOfOrdered(rows, 12, 3, 5)).toMatchObject({ data: [11, 12], meta: { from: 11, to: 12, total: 12 } });
  });

  it('keeps the search total when only its first rows were ordered; past the end it is empty', () => {
    expect(pageOfOrdered(rows, 612, 2, 5).meta).toMatchObject({ current_page: 2, from: 6, to: 10, total: 612 });
    expect(pageOfOrdered(rows, 12, 4, 5)).toMatchObject({ data: [], meta: { from: null, to: null } });
  });
});
