// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { listSchema, pageCount, pageOf, rowsOf } from '@/api/paged';

const row = z.object({ id: z.number() });
const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i }));
const links = { first: null, last: null, prev: null, next: null };
const ids = (page: { data: Array<{ id: number }> }) => page.data.map((r) => r.id);

describe('listSchema: the three list shapes', () => {
  it('reads the envelope, a bare { data } and a bare array', () => {
    const meta = { current_page: 1, from: 1, to: 2, total: 2 };
    expect(z.parse(listSchema(row, 'test'), { data: rows(2), links, meta })).toEqual({ data: rows(2), links, meta });
    expect(z.parse(listSchema(row, 'test'), { data: rows(2) })).toEqual({ data: rows(2), links: null, meta: null });
    expect(z.parse(listSchema(row, 'test'), rows(2))).toEqual({ data: rows(2), links: null, meta: null });
  });

  it('unreadable links or meta count as absent, they do not fail the list', () => {
    const answer = z.parse(listSchema(row, 'test'), { data: rows(1), links: 'x', meta: { total: 'many' } });
    expect(answer).toEqual({ data: rows(1), links: null, meta: null });
  });

  it('still fails on an answer that is no list', () => {
    for (const bad of [null, {}, { data: 'x' }, { data: null }, 'x', 42]) {
      expect(z.safeParse(listSchema(row, 'test'), bad).success).toBe(false);
    }
  });

  it('reads rows one by one: an unreadable row is left out, the others are kept in order', () => {
    const [first, second] = rows(2);
    const answer = z.parse(listSchema(row, 'test'), { data: [first, null, { id: 'x' }, 'x', second] });
    expect(answer.data).toEqual([first, second]);
  });
});

describe('pageOf: a list is cut to the page size that was asked for', () => {
  it('a 3,000-row whole list answered to a page of 5 gives that page of 5, and counts 3,000', () => {
    const answer = z.parse(listSchema(row, 'test'), rows(3000));
    const first = pageOf(answer, 1, 5);
    expect(ids(first)).toEqual([1, 2, 3, 4, 5]);
    expect(first.meta).toEqual({ current_page: 1, from: 1, to: 5, total: 3000 });
    expect(ids(pageOf(answer, 600, 5))).toEqual([2996, 2997, 2998, 2999, 3000]);
    expect(pageOf(answer, 601, 5).data).toEqual([]);
  });

  it('an envelope with more rows than asked for is cut, its own counts kept', () => {
    const answer = z.parse(listSchema(row, 'test'), {
      data: rows(3000, 6),
      links,
      meta: { current_page: 2, from: 6, to: 3005, total: 3005 },
    });
    const page = pageOf(answer, 2, 5);
    expect(ids(page)).toEqual([6, 7, 8, 9, 10]);
    expect(page.meta).toMatchObject({ current_page: 2, from: 6, to: 10, total: 3005 });
  });

  it('a bare page of at most the size is the page asked for', () => {
    const page = pageOf(z.parse(listSchema(row, 'test'), { data: rows(3, 11) }), 3, 5);
    expect(ids(page)).toEqual([11, 12, 13]);
    expect(page.meta).toEqual({ current_page: 3, from: 11, to: 13, total: 13 });
  });

  it('never renders more than the page size (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(400),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (n, page, size, withMeta) => {
          const answer = z.parse(
            listSchema(row, 'test'),
            withMeta ? { data: rows(n), links, meta: { current_page: page, from: 1, to: n, total: n } } : rows(n),
          );
          const result = pageOf(answer, page, size);
          expect(result.data.length).toBeLessThanOrEqual(size);
          if (result.data.length > 0) expect(result.meta.to! - result.meta.from! + 1).toBe(result.data.length);
        },
      ),
    );
  });

  it('rowsOf cuts a reference list to its pagination', () => {
    expect(rowsOf(z.parse(listSchema(row, 'test'), rows(1200)), 1000)).toHaveLength(1000);
    expect(rowsOf(z.parse(listSchema(row, 'test'), { data: rows(24) }), 30)).toHaveLength(24);
  });
});

describe('pageCount', () => {
  it('counts pages from total and page size', () => {
    expect(pageCount(123, 5)).toBe(25);
    expect(pageCount(0, 5)).toBe(1);
  });
});
