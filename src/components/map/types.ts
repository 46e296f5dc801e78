import type { GeoPoint } from '@/lib/geo';

/** One place on the shared map. */
export type MapMarker = {
  id: string | number;
  lat: number;
  lon: number;
  /** Name shown in the popup and read by screen readers on the marker. */
  title: string;
  /** Usually the address. */
  description?: string;
  phone?: string;
};

/**
 * Props of the shared map (stable: the directories and /centros-medicos use it).
 * - markers: the places; the view fits them (or shows Buenos Aires city, DEFAULT_CENTER, when there are none).
 * - height: CSS height of the map box (it keeps this height while loading or failed: no layout shift).
 * - selectedId: the marker whose popup is open (controlled); onSelect(id) when a marker is chosen,
 *   onSelect(null) when its popup is closed. Without onSelect the map keeps its own selection.
 * - highlightedId: a marker to emphasise without opening its popup (e.g. the hovered list item).
 * - ariaLabel: names the map region, e.g. 'Mapa de prestadores'.
 * - userLocation: the visitor's position ('Cerca mío'): an "Estás aquí" marker, and the view centres on it.
 */
export type MapProps = {
  markers: MapMarker[];
  height: number | string;
  selectedId?: MapMarker['id'] | null;
  onSelect?: (id: MapMarker['id'] | null) => void;
  highlightedId?: MapMarker['id'] | null;
  ariaLabel: string;
  userLocation?: GeoPoint | null;
};

/** What a map without markers shows: Buenos Aires city (Plaza de Mayo surroundings), zoom 11. */
export const DEFAULT_CENTER: [number, number] = [-58.4173, -34.6118];
export const DEFAULT_ZOOM = 11;
