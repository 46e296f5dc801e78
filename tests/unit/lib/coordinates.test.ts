// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { mapPosition } from '@/lib/coordinates';
import { coordinate } from '@/lib/zod';

describe('mapPosition: a place goes on the map only with usable coordinates', () => {
  it('keeps real positions', () => {
    expect(mapPosition(-34.6037, -58.3816)).toEqual({ lat: -34.6037, lon: -58.3816 });
    expect(mapPosition(0, -58.4)).toEqual({ lat: 0, lon: -58.4 });
  });
  it.each([
    [null, null],
    [null, -58.4],
    [-34.6, null],
    [0, 0],
    [91, 10],
    [-34.6, 181],
    [NaN, 1],
  ])('(%j, %j) → not on the map', (lat, lon) => {
    expect(mapPosition(lat, lon)).toBeNull();
  });
  it('whatever the API sends, never a marker at 0,0 (property)', () => {
    const anyValue = fc.oneof(
      fc.double(),
      fc.string(),
      fc.constant(''),
      fc.constant(null),
      fc.constant('0'),
      fc.constant(0),
    );
    fc.assert(
      fc.property(anyValue, anyValue, (lat, lon) => {
        const position = mapPosition(z.parse(coordinate(), lat), z.parse(coordinate(), lon));
        expect(position === null || !(position.lat === 0 && position.lon === 0)).toBe(true);
      }),
    );
  });
});
