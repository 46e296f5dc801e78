import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { redirectToCanonicalSearch } from '@/lib/canonical-search';
import { pageParam, parseIdValue, parseTextValue } from '@/lib/search-params';
import { z } from 'zod/mini';

/** A directory route as the app declares one: its search parsed by lib's parsers, its address made canonical. */
function directoryAt(address: string) {
  const root = createRootRoute();
  const directory = createRoute({
    getParentRoute: () => root,
    path: '/farmacias',
    validateSearch: (raw: Record<string, unknown>) => ({
      name: parseTextValue(raw.name),
      province_id: parseIdValue(raw.province_id),
      area_id: parseIdValue(raw.area_id),
      page: z.parse(pageParam, raw.page),
    }),
    beforeLoad: redirectToCanonicalSearch,
  });
  const history = createMemoryHistory({ initialEntries: [address] });
  const router = createRouter({ routeTree: root.addChildren([directory]), history });
  return { router, history };
}

describe('redirectToCanonicalSearch', () => {
  it('a plain GET of the search form lands on the address without its empty parameters', async () => {
    const { router } = directoryAt('/farmacias?name=&province_id=1&area_id=&page=1');
    await router.load();
    expect(router.state.location.pathname).toBe('/farmacias');
    expect(router.state.location.searchStr).toBe('?province_id=1&page=1');
  });

  it('a garbled parameter is dropped', async () => {
    const { router } = directoryAt('/farmacias?page=abc&province_id=x&name=%3Cscript%3E');
    await router.load();
    expect(router.state.location.href).toBe('/farmacias');
  });

  it('replaces the address: Back does not return to the garbled one', async () => {
    const { router, history } = directoryAt('/farmacias?page=abc');
    const entries = history.length;
    await router.load();
    expect(router.state.location.href).toBe('/farmacias');
    expect(history.length).toBe(entries);
  });

  it('leaves an address the app built as it is', async () => {
    const { router } = directoryAt('/farmacias?name=%22Del+Sol%22&province_id=2&page=3');
    const before = router.state.location.href;
    await router.load();
    expect(router.state.location.href).toBe(before);
    expect(router.state.location.search).toEqual({ name: 'Del Sol', province_id: 2, page: 3 });
  });

  it('does nothing while the route is only being preloaded', () => {
    const location = { pathname: '/farmacias', searchStr: '?page=abc' } as Parameters<
      typeof redirectToCanonicalSearch
    >[0]['location'];
    const buildLocation = () => ({ href: '/farmacias', searchStr: '' }) as never;
    expect(() => redirectToCanonicalSearch({ location, search: {}, buildLocation, preload: true })).not.toThrow();
    expect(() => redirectToCanonicalSearch({ location, search: {}, buildLocation, preload: false })).toThrow();
  });
});
