import { describe, expect, it } from 'vitest';
import { listingDirections, providerListing } from '@/features/directories/results/listing';
import { listing } from '../../../../utils/listing';

describe('Cómo llegar for a listing', () => {
  it('to the coordinates when it has them; else to the address with its locality and the country', () => {
    expect(listingDirections(listing(1))).toBe('https://www.google.com/maps/dir/?api=1&destination=-34.92,-57.95');
    expect(listingDirections(listing(1, { lat: null, lon: null }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle+7+1234,+La+Plata,+Buenos+Aires,+Argentina',
    );
    expect(listingDirections(listing(1, { lat: 0, lon: 0, place: '' }))).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Calle+7+1234,+Argentina',
    );
    expect(listingDirections(listing(1, { lat: null, lon: null, address: ' ' }))).toBeNull();
  });

  it('a provider becomes a listing with its own fields', () => {
    const entity = { id: 9, name: 'Clínica', address: 'A 1', address_extra: '2° B', phone: '1', note: 'n', link: 'l' };
    expect(providerListing({ ...entity, lat: null, lon: 1 }, 'Palermo')).toMatchObject({
      kind: 'providers',
      addressExtra: '2° B',
      email: '',
      place: 'Palermo',
    });
  });
});
