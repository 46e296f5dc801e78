import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from '@/lib/page-window';

describe('pageWindow: up to four pages on either side', () => {
  it('examples', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(3, 0)).toEqual([]);
    expect(pageWindow(1, 69)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 69)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(69, 69)).toEqual([65, 66, 67, 68, 69]);
    expect(pageWindow(3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('always holds the (clamped) current page, consecutive, at most 9, within 1..count', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), fc.integer({ min: 1, max: 400 }), (current, count) => {
        const pages = pageWindow(current, count);
        const page = Math.min(Math.max(1, current), count);
        expect(pages).toContain(page);
        expect(pages.length).toBeLessThanOrEqual(9);
        pages.forEach((p, i) => {
          expect(p).toBeGreaterThanOrEqual(1);
          expect(p).toBeLessThanOrEqual(count);
          if (i > 0) expect(p).toBe(pages[i - 1]! + 1);
          expect(Math.abs(p - page)).toBeLessThanOrEqual(4);
        });
      }),
    );
  });
});
