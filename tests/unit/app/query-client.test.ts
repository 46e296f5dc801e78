import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { createAppQueryClient } from '@/app/query-client';

/** The app's rule for asking a failed call again: the query default `retry`. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const retry = createAppQueryClient().getDefaultOptions().queries?.retry;
  if (typeof retry !== 'function') throw new Error('retry is a function of the failure');
  return retry(failureCount, error as Error);
}

describe('createAppQueryClient: asking a failed call again', () => {
  it('gives a network failure or a server error one more try, not two', () => {
    const network = new ApiError({ status: 0, kind: 'network' });
    const server = new ApiError({ status: 503, kind: 'http' });
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(0, server)).toBe(true);
    expect(shouldRetry(1, network)).toBe(false);
    expect(shouldRetry(1, server)).toBe(false);
  });

  it('does not ask again what will not get better: a 4xx, or an answer it cannot read', () => {
    expect(shouldRetry(0, new ApiError({ status: 404, kind: 'http' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 422, kind: 'http' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ status: 200, kind: 'parse' }))).toBe(false);
  });
});
