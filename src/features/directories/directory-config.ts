import type { ComponentType } from 'react';
import type { DirectoryCalls } from '@/api/directory-calls';
import { providerCalls, type MedicalEntity } from '@/api/medical-entities';
import { pharmacyCalls, type Pharmacy } from '@/api/pharmacies';
import type { PageMeta } from '@/lib/page-head';
import type { SearchFilters } from './components/use-search-words';
import { PharmacyFilterFields, ProviderFilterFields, type FilterFieldsProps } from './components/directory-filters';
import { zoneOffer, type NarrowOffer } from './narrow-search';
import { pharmacyListing, providerListing, type DirectoryKind, type Listing } from './listing';
import { pharmacyDirectoryMeta, providerDirectoryMeta } from './page-meta';
import { pharmacyFilters, toPharmacyFilters, type PharmacySearch, type PharmacySearchFilters } from './pharmacy-search';
import { effectiveProviderFilters, SAVED_PARAM, type ProviderFilters, type ProviderSearch } from './provider-search';
import { nextPharmacySearch, nextProviderSearch, pharmacyShareParams, providerShareParams } from './search-changes';
import type { Geography } from './wider-searches';

/** A result: on the list by its name, on the map by its position. */
export type Result = { id: number; name: string; lat: number | null; lon: number | null };

/** A change of filters: the directory's own, or the geography filters every directory has. */
export type FilterChange<Filters> = Partial<Filters> | Geography;

/**
 * What tells one directory from the other: its address, texts, own filters and calls. The page and the print view
 * are one for both (pages/directory-page.tsx, pages/print-pages.tsx).
 */
export type Directory<Row extends Result, Search, Filters extends Geography> = {
  kind: DirectoryKind;
  path: '/cartilla-medica' | '/farmacias';
  meta: PageMeta;
  texts: {
    intro: string;
    /** The search form's accessible name. */
    form: string;
    /** The share button's confirmation (it differs per directory). */
    copied: string;
    empty: string;
    map: string;
    list: string;
  };
  /** Filter columns of the search form from the md breakpoint up. */
  columns: number;
  /** The filters before the geography ones. */
  Fields: ComponentType<FilterFieldsProps<Filters>>;
  /** Filter → the saved-filter parameter that also sets it, if the directory has them. */
  savedParams?: Record<string, string>;
  /** The search's filters (the route's loader deps hold them too: directory-route.ts). */
  filtersOf: (search: Search) => Filters;
  /** The address after a change of filters (page back to 1): its own, or the geography ones. */
  withFilters: (search: Search, change: FilterChange<Filters>) => Search;
  shareParams: (filters: Filters) => Record<string, string>;
  /** The filters as the API names them. */
  apiFilters: (filters: Filters) => SearchFilters;
  calls: DirectoryCalls<Row>;
  toListing: (row: Row, place: string) => Listing;
  /** A search too large to print or order whole: the filters that narrow it, in words and as offers. */
  narrow: { by: string; offers: (filters: Filters) => NarrowOffer[] };
};

export const providerDirectory: Directory<MedicalEntity, ProviderSearch, ProviderFilters> = {
  kind: 'providers',
  path: '/cartilla-medica',
  meta: providerDirectoryMeta,
  texts: {
    intro: 'Busque prestadores por nombre, servicio, especialidad o zona.',
    form: 'Buscar prestadores',
    copied: 'Link copiado!',
    empty: 'No hay clinicas disponibles, busca una.',
    map: 'Mapa de prestadores',
    list: 'Prestadores',
  },
  columns: 3,
  Fields: ProviderFilterFields,
  savedParams: SAVED_PARAM,
  filtersOf: effectiveProviderFilters,
  withFilters: nextProviderSearch,
  shareParams: providerShareParams,
  apiFilters: (filters) => filters,
  calls: providerCalls,
  toListing: providerListing,
  narrow: {
    by: 'la zona o la especialidad',
    offers: (filters) => [
      ...zoneOffer(filters),
      ...(filters.medical_specialty_id === undefined
        ? [{ label: 'Elegir especialidad', field: 'medical_specialty_id' }]
        : []),
    ],
  },
};

export const pharmacyDirectory: Directory<Pharmacy, PharmacySearch, PharmacySearchFilters> = {
  kind: 'pharmacies',
  path: '/farmacias',
  meta: pharmacyDirectoryMeta,
  texts: {
    intro: 'Encuentre farmacias por nombre o zona.',
    form: 'Buscar farmacias',
    copied: 'Link Copiado',
    empty: 'No hay farmacias, busca una.',
    map: 'Mapa de farmacias',
    list: 'Farmacias',
  },
  columns: 4,
  Fields: PharmacyFilterFields,
  filtersOf: pharmacyFilters,
  withFilters: nextPharmacySearch,
  shareParams: pharmacyShareParams,
  apiFilters: toPharmacyFilters,
  calls: pharmacyCalls,
  toListing: pharmacyListing,
  narrow: { by: 'la zona', offers: zoneOffer },
};
