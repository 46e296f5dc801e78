import { describe, expect, it } from 'vitest';
import { formatCount, resultCount } from '@/features/directories/results/result-count';

describe('resultCount', () => {
  it.each([
    [0, '0 resultados'],
    [1, '1 resultado'],
    [12, '12 resultados'],
    [1204, '1.204 resultados'],
  ])('%d → %s', (count, text) => expect(resultCount(count)).toBe(text));
});

describe('formatCount', () => {
  it('writes a count in Argentine numbers', () => {
    expect(formatCount(500)).toBe('500');
    expect(formatCount(20000)).toBe('20.000');
  });
});
