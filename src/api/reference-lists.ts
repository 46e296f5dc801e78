import type { z } from 'zod/mini';
import { api, requestJson, searchParams } from '@/lib/http';
import { rowsOf, type ListAnswer } from './paged';

/** Reference lists (provinces, areas, services, …) are cached for the whole session. */
export const referenceListOptions = { staleTime: Infinity, gcTime: Infinity } as const;

type Request = {
  /** The query string; its `pagination` is also the most rows kept. */
  params: { pagination: number } & Record<string, string | number>;
  signal?: AbortSignal;
  timeout?: number;
};

/** A reference list: GET `path`, its readable rows, no more than it asked for. */
export function fetchReferenceList<Row>(
  schema: z.ZodMiniType<ListAnswer<Row>>,
  path: string,
  { params, signal, timeout }: Request,
): Promise<Row[]> {
  return requestJson(schema, () => api.get(path, { searchParams: searchParams(params), signal, timeout })).then(
    (answer) => rowsOf(answer, params.pagination),
  );
}
