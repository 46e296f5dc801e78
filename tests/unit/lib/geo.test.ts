import { describe, expect, it } from 'vitest';
import { distanceMeters, formatDistance } from '@/lib/geo';

describe('distance', () => {
  it('one degree of latitude is about 111 km; a point is 0 m from itself', () => {
    expect(distanceMeters({ lat: -34, lon: -58 }, { lat: -35, lon: -58 })).toBeCloseTo(111_195, -2);
    expect(distanceMeters({ lat: -34.6, lon: -58.4 }, { lat: -34.6, lon: -58.4 })).toBe(0);
  });

  it('Obelisco → Plaza de Mayo is about 1 km', () => {
    const meters = distanceMeters({ lat: -34.6037, lon: -58.3816 }, { lat: -34.6083, lon: -58.3712 });
    expect(meters).toBeGreaterThan(1000);
    expect(meters).toBeLessThan(1100);
  });

  it.each([
    [0, 'a 10 m'],
    [4, 'a 10 m'],
    [849, 'a 850 m'],
    [994, 'a 990 m'],
    [996, 'a 1 km'],
    [1049, 'a 1 km'],
    [2400, 'a 2,4 km'],
    [9949, 'a 9,9 km'],
    [9951, 'a 10 km'],
    [35_400, 'a 35 km'],
    [1_234_567, 'a 1.235 km'],
  ])('%d m reads "%s" (es-AR numbers)', (meters, text) => {
    expect(formatDistance(meters)).toBe(text);
  });
});
