import type { Listing } from '@/features/directories/results/listing';

/** A provider's listing in La Plata, with coordinates; `extra` changes any field. */
export const listing = (id: number, extra: Partial<Listing> = {}): Listing => ({
  kind: 'providers',
  id,
  name: `Prestador ${id}`,
  address: 'Calle 7 1234',
  addressExtra: '',
  phone: '(0221) 400-0000',
  note: '',
  link: '',
  email: '',
  lat: -34.92,
  lon: -57.95,
  place: 'La Plata, Buenos Aires',
  ...extra,
});
