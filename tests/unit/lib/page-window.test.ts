import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/lib/page-window';

describe('paging', () => {
  it('shows up to four pages on either side', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(3, 0)).toEqual([]);
  });
});
