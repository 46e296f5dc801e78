import { formatCount, resultCount } from '../results/result-count';
import type { FilterName, Geography } from './search-schema';

/**
 * A search larger than what printing and 'Cerca mío' read (ALL_PAGES_MAX_ROWS) is to be narrowed: each offer names
 * a filter that is not set yet, by its field's name in the search form.
 */
export type NarrowOffer<Filters = Geography> = { label: string; field: FilterName<Filters> };

/** The next place filter to choose: the province, then the city, then the locality; none once the locality is set. */
export function zoneOffer({ province_id, area_id, location_id }: Geography): NarrowOffer[] {
  if (location_id !== undefined) return [];
  const field = province_id === undefined ? 'province_id' : area_id === undefined ? 'area_id' : 'location_id';
  return [{ label: 'Elegir zona', field }];
}

/** "Se imprimen los primeros 500 de 3.001 resultados, no todos: acotá la búsqueda con la zona o la especialidad." */
export function partialText(done: string, read: number, total: number, narrowBy: string): string {
  return `${done} los primeros ${formatCount(read)} de ${resultCount(total)}, no todos: acotá la búsqueda con ${narrowBy}.`;
}
