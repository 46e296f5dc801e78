/** Geography reference lists (spec 01 §3 Province/Area/Locality, §7 provinces/areas/locations rows). */

/** Spec 01 §3 "Province | id, name"; rows of GET /api/web/provinces (spec 01 §7). */
export type Province = { id: number; name: string };

/** Spec 01 §3 "Area | id, name (depends on a province)"; rows of GET /api/web/areas?province_id (spec 01 §7). */
export type Area = {
  id: number;
  name: string;
  /** The parent key the §7 `province_id` filter works on; the spec does not list it as a field. */
  province_id?: number;
};

/** Spec 01 §3 "Locality | id, name (depends on an area)"; rows of GET /api/web/locations?area_id (spec 01 §7). */
export type Locality = {
  id: number;
  name: string;
  /** The parent key the §7 `area_id` filter works on; the spec does not list it as a field. */
  area_id?: number;
};
