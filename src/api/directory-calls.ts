import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, requestJson, searchParams, LONG_LIST_TIMEOUT_MS } from '@/lib/http';
import { compareSpanish } from '@/lib/spanish-order';
import type { ApiCall } from './errors';
import { ALL_PAGES_SIZE, allPagesQueryOptions } from './all-pages';
import { pageOf, rowsOf, type ListAnswer } from './paged';
import { referenceListOptions } from './reference-lists';

/**
 * A search's filters, named as the API names them (docs/api.md#providers, #pharmacies): each one that is set goes to
 * the API, in the object's order. Which filters a directory has is its route's search schema's
 * (src/features/directories/search/provider-search.ts, pharmacy-search.ts).
 */
export type DirectoryFilters = Readonly<Partial<Record<string, string | number>>>;

type Options<Row extends { name: string }> = {
  /** The endpoint, and the first part of every query key. */
  path: string;
  key: string;
  schema: z.ZodMiniType<ListAnswer<Row>>;
  pageSize: number;
  searchCall: ApiCall;
  /** The name options: one long list, asked with these parameters, its names sorted if `sortNames`. */
  namesParams: { pagination: number } & Record<string, string | number>;
  namesCall: ApiCall;
  sortNames?: boolean;
};

/** A directory's calls (providers, pharmacies): a page of the search, the whole search for printing, the names. */
export function directoryCalls<Row extends { name: string }>(options: Options<Row>) {
  const { path, key, schema, pageSize } = options;
  // A name search is ordered as the names' list is (by name where the API sorts it; the names are sorted here anyway).
  const { orderBy } = options.namesParams;
  const nameOrder = orderBy === undefined ? {} : { orderBy };

  function ask(filters: DirectoryFilters, page: number, size: number, signal: AbortSignal) {
    return requestJson(schema, () =>
      api.get(path, { searchParams: searchParams({ page, pagination: size, ...filters }), signal }),
    );
  }

  function search(filters: DirectoryFilters, page: number, size: number, signal: AbortSignal) {
    return ask(filters, page, size, signal).then((answer) => pageOf(answer, page, size));
  }

  return {
    pageSize,
    /** The call whose catalogue text tells a failed search. */
    searchCall: options.searchCall,
    /** The search on screen: one page. */
    searchQueryOptions: (filters: DirectoryFilters, page: number) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the page size is fixed per directory, which `key` names
      queryOptions({
        queryKey: [key, 'search', filters, page] as const,
        queryFn: ({ signal }) => search(filters, page, pageSize, signal),
        meta: { call: options.searchCall },
      }),
    /** The whole search, for printing: the same call in pages of `ALL_PAGES_SIZE`, up to `ALL_PAGES_MAX_ROWS`. */
    searchAllPagesQueryOptions: (filters: DirectoryFilters) =>
      allPagesQueryOptions({
        queryKey: [key, 'search-all', filters] as const,
        fetchPage: (page, signal) => search(filters, page, ALL_PAGES_SIZE, signal),
        call: options.searchCall,
      }),
    /**
     * How many rows a search has, cheaply: one row asked for (`pagination=1`), the count read from `meta.total`.
     * Null when the answer has no count. Silent (no `meta.call`): a failed count only leaves the number out.
     */
    countQueryOptions: (filters: DirectoryFilters) =>
      queryOptions({
        queryKey: [key, 'count', filters] as const,
        queryFn: ({ signal }) => ask(filters, 1, 1, signal).then((answer) => answer.meta?.total ?? null),
      }),
    /**
     * The names for the name filter, each once, and whether the list was cut (the API has more rows than it sent:
     * its names are then searched on the server, `nameSearchQueryOptions`); cached for the session.
     */
    namesQueryOptions: () =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the names' parameters are fixed per directory
      queryOptions({
        queryKey: [key, 'names'] as const,
        queryFn: ({ signal }) =>
          requestJson(schema, () =>
            api.get(path, {
              searchParams: searchParams(options.namesParams),
              signal,
              timeout: LONG_LIST_TIMEOUT_MS,
            }),
          ).then((answer): NameList => {
            const rows = rowsOf(answer, options.namesParams.pagination);
            return { names: namesOf(rows, options.sortNames), cut: isCut(answer, rows.length) };
          }),
        meta: { call: options.namesCall },
        ...referenceListOptions,
      }),
    /**
     * The names that hold `text` (the search's `name` filter: the API ignores case and accents), for a name filter
     * whose list was cut: the first NAME_SEARCH_SIZE of them, in Spanish order. Its signal reaches the request, so a
     * newer text that replaces it aborts it. Cached a while; silent (the field says itself when it failed).
     */
    nameSearchQueryOptions: (text: string) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the order is fixed per directory, which `key` names
      queryOptions({
        queryKey: [key, 'name-search', text] as const,
        queryFn: ({ signal }) =>
          ask({ name: text, ...nameOrder }, 1, NAME_SEARCH_SIZE, signal).then((answer) =>
            namesOf(rowsOf(answer, NAME_SEARCH_SIZE), true),
          ),
        staleTime: 5 * 60_000,
      }),
  };
}

/** How many names a search of the name filter reads: enough to choose from, few enough to render at once. */
const NAME_SEARCH_SIZE = 50;

/** The name filter's list: its names, and whether the API had more rows than it sent. */
export type NameList = { names: string[]; cut: boolean };

/** Each name once, trimmed, in Spanish order if `sort`. */
function namesOf(rows: ReadonlyArray<{ name: string }>, sort = false): string[] {
  const names = [...new Set(rows.map((row) => row.name.trim()).filter(Boolean))];
  return sort ? names.sort(compareSpanish) : names;
}

/** A list is cut when its count is above the rows read, or, with no count, when it came longer than asked. */
function isCut(answer: ListAnswer<unknown>, read: number): boolean {
  return answer.meta ? answer.meta.total > read : answer.data.length > read;
}

export type DirectoryCalls<Row extends { name: string }> = ReturnType<typeof directoryCalls<Row>>;
