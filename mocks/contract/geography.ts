/** Geography reference lists: provinces, areas and localities (docs/api.md#geography). */

/** A province (id, name): rows of GET /api/web/provinces. */
export type Province = { id: number; name: string };

/** An area (id, name; depends on a province): rows of GET /api/web/areas?province_id. */
export type Area = {
  id: number;
  name: string;
  /** The parent key the `province_id` filter works on; not a documented field. */
  province_id?: number;
};

/** A locality (id, name; depends on an area): rows of GET /api/web/locations?area_id. */
export type Locality = {
  id: number;
  name: string;
  /** The parent key the `area_id` filter works on; not a documented field. */
  area_id?: number;
};
