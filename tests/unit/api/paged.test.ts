import { describe, expect, it } from 'vitest';
import { pageCount } from '@/api/paged';

describe('paging', () => {
  it('counts pages from total and page size', () => {
    expect(pageCount(123, 5)).toBe(25);
    expect(pageCount(0, 5)).toBe(1);
  });
});
