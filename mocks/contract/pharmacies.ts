/**
 * A pharmacy (id, name, address, phone, email, lat, lon): rows of GET /api/web/pharmacy (docs/api.md#pharmacies).
 * Text may come as null, coordinates as decimal text or null.
 */
export type Pharmacy = {
  id: number;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  lat: number | string | null;
  lon: number | string | null;
};
