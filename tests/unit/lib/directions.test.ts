import { describe, expect, it } from 'vitest';
import { directionsUrl } from '@/lib/directions';

describe('directions URL (Cómo llegar)', () => {
  it('carries the coordinates when the place has them', () => {
    expect(directionsUrl({ lat: -34.6037, lon: -58.3816 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-34.6037,-58.3816',
    );
  });
  it('otherwise the address in words, encoded; nothing when there is no address', () => {
    expect(directionsUrl('Av. Corrientes 1234,  Balvanera, CABA')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Av.+Corrientes+1234,+Balvanera,+CABA',
    );
    expect(directionsUrl('Calle 5 & 6 #2')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle+5+%26+6+%232',
    );
    expect(directionsUrl('  ')).toBeNull();
  });
});
