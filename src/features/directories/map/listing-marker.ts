import type { MapMarker } from '@/components/map/lazy-map';
import { mapPosition } from '@/lib/coordinates';
import { distanceMeters, type GeoPoint } from '@/lib/geo';
import { fullAddress, type Listing } from '../results/listing';

/** Its place on the map, or null (listed, not on the map) when it has no usable coordinates. */
export function listingMarker(listing: Listing): MapMarker | null {
  const position = mapPosition(listing.lat, listing.lon);
  if (!position) return null;
  const { id, name: title, phone } = listing;
  return { id, ...position, title, description: fullAddress(listing), phone: phone || undefined };
}

/** The page's results with their distance from `origin` (the order is the search's: 'Cerca mío' ordered it). */
export function withDistance(listings: Listing[], origin: GeoPoint | null) {
  return listings.map((listing) => {
    const marker = listingMarker(listing);
    return { listing, marker, meters: origin && marker ? distanceMeters(origin, marker) : null };
  });
}
