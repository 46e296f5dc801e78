import {
  effectiveProviderFilters,
  PROVIDER_FILTER_NAMES,
  SAVED_PARAM,
  type ProviderFilters,
  type ProviderSearch,
} from './provider-search';
import {
  PHARMACY_FILTER_NAMES,
  pharmacyFilters,
  type PharmacySearch,
  type PharmacySearchFilters,
} from './pharmacy-search';

// What the directory pages write: the address after a change of filters and the parameters of a share link. Apart
// from the search schemas, which the routes (and so the entry) need: these travel with the pages.

/**
 * The address after the visitor changes filters: the saved values become live ones and the
 * `*_save` parameters are dropped, so clearing a filter really clears it; the page goes back to 1.
 */
export function nextProviderSearch(search: ProviderSearch, change: Partial<ProviderFilters>): ProviderSearch {
  // 'Cerca mío' is a view state, not a filter: the route keeps it (retainSearchParams).
  return { ...effectiveProviderFilters(search), ...change, page: 1 };
}

/**
 * The saved-filter parameters that reproduce a search when a shared link is opened. Only filters:
 * neither 'Cerca mío' nor, ever, a position.
 */
export function providerShareParams(filters: ProviderFilters): Record<string, string> {
  return setFilters(filters, PROVIDER_FILTER_NAMES, (name) => SAVED_PARAM[name]);
}

/** The address after the visitor changes filters: the page goes back to 1 ('Cerca mío' is kept by the route). */
export function nextPharmacySearch(search: PharmacySearch, change: Partial<PharmacySearchFilters>): PharmacySearch {
  return { ...pharmacyFilters(search), ...change, page: 1 };
}

/** The parameters of a shared link (the filters as the address names them), filters only. */
export function pharmacyShareParams(filters: PharmacySearchFilters): Record<string, string> {
  return setFilters(filters, PHARMACY_FILTER_NAMES, (name) => name);
}

/** The filters that are set, as text, each under the parameter `param` gives it. */
function setFilters<Name extends string>(
  filters: Partial<Record<Name, string | number>>,
  names: readonly Name[],
  param: (name: Name) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = filters[name];
    if (value !== undefined && value !== '') out[param(name)] = String(value);
  }
  return out;
}
