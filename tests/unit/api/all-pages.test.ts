import { describe, expect, it } from 'vitest';
import { ALL_PAGES_MAX_ROWS, ALL_PAGES_SIZE, allPagesQueryOptions, rowsSoFar } from '@/api/all-pages';
import type { Paged } from '@/api/paged';

describe('the whole search in pages of 100', () => {
  const page = (rows: number, total: number): Paged<number> => ({
    data: Array.from({ length: rows }, (_, i) => i),
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, from: 1, to: rows, total },
  });
  const next = (pages: Array<Paged<number>>) =>
    allPagesQueryOptions({
      queryKey: ['t'],
      fetchPage: () => Promise.resolve(page(0, 0)),
      call: 'providerSearch',
    }).getNextPageParam(pages.at(-1)!, pages, pages.length, []);

  it('asks for the next page while there are more, and stops at the last', () => {
    expect(ALL_PAGES_SIZE).toBe(100);
    expect(next([page(100, 340)])).toBe(2);
    expect(next([page(100, 340), page(100, 340), page(100, 340)])).toBe(4);
    expect(next([page(100, 340), page(100, 340), page(100, 340), page(40, 340)])).toBeUndefined();
    expect(next([page(12, 12)])).toBeUndefined();
    expect(rowsSoFar([page(100, 340), page(40, 340)])).toMatchObject({ total: 340 });
  });

  it(`stops at ${ALL_PAGES_MAX_ROWS} rows however long the search`, () => {
    const full = Array.from({ length: 5 }, () => page(100, 2000));
    expect(next(full.slice(0, 4))).toBe(5);
    expect(next(full)).toBeUndefined();
  });
});
