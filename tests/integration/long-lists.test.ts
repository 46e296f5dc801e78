import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { providerNamesQueryOptions } from '@/api/medical-entities';
import { pharmacyNamesQueryOptions } from '@/api/pharmacies';
import { isApiError } from '@/lib/api-error';
import { server } from '../../mocks/node';

/** The two lists of 1000 names (docs/api.md): a slow link needs longer than the 20 s of other reads. */
afterEach(() => vi.useRealTimers());

/** The mock's own answer, `ms` late. */
const slowList = (path: string, ms: number) =>
  server.use(
    http.get(`*/api/web/${path}`, async () => {
      await delay(ms);
      return undefined;
    }),
  );

describe('the 1000-row lists of names', () => {
  const names: Array<[string, (client: QueryClient) => Promise<unknown[]>]> = [
    ['medical_entity', (client) => client.fetchQuery(providerNamesQueryOptions()).then((list) => list.names)],
    ['pharmacy', (client) => client.fetchQuery(pharmacyNamesQueryOptions()).then((list) => list.names)],
  ];
  it.each(names)(
    '%s: an answer after 45 s still fills the select; after 60 s it is a failure',
    async (path, fetchNames) => {
      vi.useFakeTimers();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });

      slowList(path, 45_000);
      const slow = fetchNames(client);
      await vi.advanceTimersByTimeAsync(45_000);
      expect((await slow).length).toBeGreaterThan(100);

      client.clear();
      slowList(path, 70_000);
      const tooSlow = fetchNames(client).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(60_000);
      const error = await tooSlow;
      expect(isApiError(error) && error.kind).toBe('timeout');
    },
  );
});
