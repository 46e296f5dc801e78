import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import type { DirectoryCalls } from '@/api/directory-calls';
import { providerCalls, type MedicalEntity } from '@/api/medical-entities';
import { medicalServicesQueryOptions } from '@/api/medical-services';
import { medicalSpecialtiesQueryOptions } from '@/api/medical-specialties';
import { pharmacyCalls, type Pharmacy } from '@/api/pharmacies';
import type { DirectoryLink, DirectoryRoutes } from './directory-route';
import { pharmacyListing, providerListing, type DirectoryKind, type Listing } from './results/listing';
import type { SearchFilters } from './search/use-search-words';
import { PharmacyFilterFields, ProviderFilterFields, type FilterFieldsProps } from './search/directory-filters';
import { zoneOffer, type NarrowOffer } from './search/narrow-search';
import {
  pharmacyRoutes,
  toPharmacyFilters,
  type PharmacySearch,
  type PharmacySearchFilters,
} from './search/pharmacy-search';
import { providerRoutes, SAVED_PARAM, type ProviderFilters, type ProviderSearch } from './search/provider-search';
import type { FilterChange, FilterName, Geography, ViewSearch } from './search/search-schema';
import {
  nextPharmacySearch,
  nextProviderSearch,
  pharmacyShareParams,
  providerShareParams,
} from './search/search-changes';

/** A result: on the list by its name, on the map by its position. */
export type Result = { id: number; name: string; lat: number | null; lon: number | null };

/**
 * A directory (the providers' "cartilla médica", the pharmacies), whole: which one it is, its routes, its texts (its
 * print view's and its extras' too), its filters and its calls. Its routes, its page and its print view are one for
 * every directory and read everything that tells them apart from here (docs/decisions/directory-is-one-record.md).
 */
export type Directory<Row extends Result, Search extends ViewSearch, Filters extends Geography> = {
  /** Marks its listings, and names the list they are kept in on this device (saved/saved-listings.ts). */
  kind: DirectoryKind;
  /** What its routes read before its page loads: titles, search schema (directory-route.ts). */
  routes: DirectoryRoutes<Search, Filters>;
  links: {
    /** Its own address: the search form's action (a plain GET before the app runs) and share links. */
    path: string;
    /** Its page with a search ('Volver a la búsqueda'). */
    page: (filters: Filters) => DirectoryLink;
    /** Its print view of a search, or of the listings kept on this device (`guardados: 1`). */
    print: (search: Filters | { guardados: 1 }) => DirectoryLink;
  };
  texts: {
    intro: string;
    /** The search form's accessible name. */
    form: string;
    /** The share button's confirmation (it differs per directory). */
    copied: string;
    /** A search that finds nothing, on the page and in the print view. */
    empty: string;
    map: string;
    list: string;
    /** The print view's "Búsqueda:" when no filter is set. */
    unfiltered: string;
    /** 'Guardados' with nothing kept: "Todavía no guardaste ningún prestador." */
    noneSaved: string;
  };
  /** What a report of a wrong listing says it is about ('¿Algún dato está mal?', report/listing-report.ts). */
  reportLabel: string;
  /** Filter columns of the search form from the md breakpoint up. */
  columns: number;
  /** The filters before the geography ones. */
  Fields: ComponentType<FilterFieldsProps<Filters>>;
  /** The lists its fields offer, asked for by the loader with the search (prefetch.ts). */
  prefetchFieldLists?: (queryClient: QueryClient) => void;
  /** Filter → the saved-filter parameter that also sets it, if the directory has them. */
  savedParams?: Readonly<Record<FilterName<Filters>, string>>;
  /** The address after a change of filters (page back to 1): its own, or the geography ones. */
  withFilters: (search: Search, change: FilterChange<Filters>) => Search;
  shareParams: (filters: Filters) => Record<string, string>;
  /** The filters as the API names them. */
  apiFilters: (filters: Filters) => SearchFilters;
  calls: DirectoryCalls<Row>;
  toListing: (row: Row, place: string) => Listing;
  /** A search too large to print or order whole: the filters that narrow it, in words and as offers. */
  narrow: { by: string; offers: (filters: Filters) => NarrowOffer<Filters>[] };
};

export const providerDirectory: Directory<MedicalEntity, ProviderSearch, ProviderFilters> = {
  kind: 'providers',
  routes: providerRoutes,
  links: {
    path: '/cartilla-medica',
    page: (filters) => linkOptions({ to: '/cartilla-medica', search: filters }),
    print: (search) => linkOptions({ to: '/cartilla-medica/imprimir', search }),
  },
  texts: {
    intro: 'Busque prestadores por nombre, servicio, especialidad o zona.',
    form: 'Buscar prestadores',
    copied: 'Link copiado!',
    empty: 'No hay clinicas disponibles, busca una.',
    map: 'Mapa de prestadores',
    list: 'Prestadores',
    unfiltered: 'Todos los prestadores',
    noneSaved: 'ningún prestador',
  },
  reportLabel: 'Cartilla médica (prestador)',
  columns: 3,
  Fields: ProviderFilterFields,
  prefetchFieldLists: (queryClient) => {
    void queryClient.prefetchQuery(medicalServicesQueryOptions());
    void queryClient.prefetchQuery(medicalSpecialtiesQueryOptions());
  },
  savedParams: SAVED_PARAM,
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
        ? [{ label: 'Elegir especialidad', field: 'medical_specialty_id' as const }]
        : []),
    ],
  },
};

export const pharmacyDirectory: Directory<Pharmacy, PharmacySearch, PharmacySearchFilters> = {
  kind: 'pharmacies',
  routes: pharmacyRoutes,
  links: {
    path: '/farmacias',
    page: (filters) => linkOptions({ to: '/farmacias', search: filters }),
    print: (search) => linkOptions({ to: '/farmacias/imprimir', search }),
  },
  texts: {
    intro: 'Encuentre farmacias por nombre o zona.',
    form: 'Buscar farmacias',
    copied: 'Link Copiado',
    empty: 'No hay farmacias, busca una.',
    map: 'Mapa de farmacias',
    list: 'Farmacias',
    unfiltered: 'Todas las farmacias',
    noneSaved: 'ninguna farmacia',
  },
  reportLabel: 'Farmacias (farmacia)',
  columns: 4,
  Fields: PharmacyFilterFields,
  withFilters: nextPharmacySearch,
  shareParams: pharmacyShareParams,
  apiFilters: toPharmacyFilters,
  calls: pharmacyCalls,
  toListing: pharmacyListing,
  narrow: { by: 'la zona', offers: zoneOffer },
};
