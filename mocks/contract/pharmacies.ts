/**
 * Spec 01 §3 "Pharmacy | id, name, address, phone, email, lat, lon"; rows of GET /api/web/pharmacy
 * (spec 01 §7). Text may come as null, coordinates as decimal text or null (DESIGN.md §6).
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
