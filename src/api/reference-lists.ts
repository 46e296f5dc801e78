import { queryOptions, skipToken } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import type { ApiCall } from './errors';
import { rowsOf, type ListAnswer } from './paged';

/** Reference lists (provinces, areas, services, …) are cached for the whole session. */
export const referenceListOptions = { staleTime: Infinity, gcTime: Infinity } as const;

type Request = {
  /** The query string; its `pagination` is also the most rows kept. */
  params: { pagination: number } & Record<string, string | number>;
  signal?: AbortSignal;
  timeout?: number;
};

type Order<Row> = (a: Row, b: Row) => number;

/** A reference list: GET `path`, its readable rows, no more than it asked for. */
function fetchReferenceList<Row>(
  schema: z.ZodMiniType<ListAnswer<Row>>,
  path: string,
  { params, signal, timeout }: Request,
  order?: Order<Row>,
): Promise<Row[]> {
  return requestJson(schema, () => api.get(path, { searchParams: searchParams(params), signal, timeout })).then(
    (answer) => {
      const rows = rowsOf(answer, params.pagination);
      return order ? rows.sort(order) : rows;
    },
  );
}

type ListQuery<Row, Data, Key extends readonly unknown[]> = {
  queryKey: Key;
  schema: z.ZodMiniType<ListAnswer<Row>>;
  path: string;
  /** The query string; null while the list cannot be asked for yet (no province chosen, …): the query waits. */
  params: Request['params'] | null;
  call: ApiCall;
  timeout?: number;
  /**
   * The rows' order, applied once as the answer arrives (cached, and prerendered, in that order): not in `select`,
   * which would sort again in every render that reads the list, while the page hydrates too.
   */
  order?: Order<Row>;
  select?: (rows: Row[]) => Data;
};

/** The query of a reference list: fetched once, cached for the session, its failures told as `call`. */
export function referenceListQueryOptions<Row, Data = Row[], Key extends readonly unknown[] = readonly unknown[]>({
  queryKey,
  schema,
  path,
  params,
  call,
  timeout,
  order,
  select,
}: ListQuery<Row, Data, Key>) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the caller's key names the list and its parent id
  return queryOptions({
    queryKey,
    queryFn: params ? ({ signal }) => fetchReferenceList(schema, path, { params, signal, timeout }, order) : skipToken,
    select,
    meta: { call },
    ...referenceListOptions,
  });
}
