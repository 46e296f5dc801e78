import { z } from 'zod/mini';
import { flagParam, idParam, pageParam, parseFlagValue } from '@/lib/search-params';

// What both directories' addresses share. The URL is the only state of a search.

/** The geography filters both directories have, last of their filters: province → area (city) → locality. */
export const geographyParams = { province_id: idParam, area_id: idParam, location_id: idParam };

/** Where a search looks: the geography filters' values, as both directories name them in the address and the API. */
export type Geography = { [Name in keyof typeof geographyParams]?: z.output<(typeof geographyParams)[Name]> };

/** A filter's name: its search parameter, and its field's `name` in the search form. */
export type FilterName<Filters> = keyof Filters & string;

/**
 * After a directory's filters, its address has the page and 'Cerca mío' (`cerca=1`: the page is sorted by distance;
 * the position itself never enters the address).
 */
export const viewParams = { page: pageParam, cerca: flagParam };

/** What every directory's search has after its filters: the page and 'Cerca mío'. */
export type ViewSearch = { page?: number; cerca?: 1 };

/** A change of filters: the directory's own, or the geography filters every directory has. */
export type FilterChange<Filters> = Partial<Filters> | Geography;

/** A directory's search in the address, with `guardados=1` for its print view of the listings kept on this device. */
export function withKeptListings<Search>(parse: (input: Record<string, unknown>) => Search) {
  return (input: Record<string, unknown>): Search & { guardados?: 1 } => ({
    ...parse(input),
    guardados: parseFlagValue(input.guardados),
  });
}

/** A filter schema's names, in its order: the only list of a directory's filters. */
export function filterNames<Shape extends z.core.$ZodShape>(filters: z.ZodMiniObject<Shape>) {
  return z.keyof(filters).options as (keyof Shape & string)[];
}

/**
 * The filters that are set, in the schema's order; a filter with no value takes the one of its fallback parameter
 * when it has one.
 */
export function pickFilters<Search extends object, Key extends keyof Search & string>(
  search: Search,
  names: readonly Key[],
  fallback: (name: Key) => keyof Search = (name) => name,
): Pick<Search, Key> {
  const out: Partial<Pick<Search, Key>> = {};
  for (const name of names) {
    const value = search[name] ?? search[fallback(name)];
    if (value !== undefined) out[name] = value as Search[Key];
  }
  return out as Pick<Search, Key>;
}
