import { z } from 'zod/mini';
import type { MedicalEntity } from '@/api/medical-entities';
import type { Pharmacy } from '@/api/pharmacies';
import { mapPosition } from '@/lib/coordinates';
import { directionsUrl } from '@/lib/directions';

/** Which directory a listing belongs to ('providers', 'pharmacies'): the name of the list it is kept in. */
export type DirectoryKind = string;

/**
 * A public listing as the directory's extras use it (saved on this device, printed, reported): a provider's or a
 * pharmacy's own fields, empty where it has none, and `place`, the search's locality in words ("Palermo, Ciudad
 * Autónoma de Buenos Aires"), which helps directions to a listing without coordinates.
 */
export const listingSchema = z.object({
  kind: z.string(),
  id: z.number(),
  name: z.string(),
  address: z.string(),
  addressExtra: z.string(),
  phone: z.string(),
  note: z.string(),
  link: z.string(),
  email: z.string(),
  lat: z.nullable(z.number()),
  lon: z.nullable(z.number()),
  place: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

const EMPTY = { addressExtra: '', note: '', link: '', email: '' };

export function providerListing(entity: MedicalEntity, place: string): Listing {
  const { id, name, address, address_extra, phone, note, link, lat, lon } = entity;
  return {
    ...EMPTY,
    kind: 'providers',
    id,
    name,
    address,
    addressExtra: address_extra,
    phone,
    note,
    link,
    lat,
    lon,
    place,
  };
}

export function pharmacyListing(pharmacy: Pharmacy, place: string): Listing {
  const { id, name, address, phone, email, lat, lon } = pharmacy;
  return { ...EMPTY, kind: 'pharmacies', id, name, address, phone, email, lat, lon, place };
}

/** 'Piso y Dpto' is shown only when it is set and not a dash. */
export function hasAddressExtra(value: string): boolean {
  const trimmed = value.trim();
  return trimmed !== '' && trimmed !== '-';
}

/** The address in one line, with 'Piso y Dpto' when there is one. */
export function fullAddress(listing: Pick<Listing, 'address' | 'addressExtra'>): string {
  return hasAddressExtra(listing.addressExtra) ? `${listing.address} (${listing.addressExtra})` : listing.address;
}

/**
 * 'Cómo llegar': to the listing's coordinates; without them, to its address with the locality (and the country, so
 * that "Av. San Martín 100" is not looked for abroad). Null when it has neither coordinates nor an address.
 */
export function listingDirections(listing: Listing): string | null {
  const position = mapPosition(listing.lat, listing.lon);
  if (position) return directionsUrl(position);
  if (!listing.address.trim()) return null;
  return directionsUrl([listing.address, listing.place, 'Argentina'].filter((part) => part.trim()).join(', '));
}
