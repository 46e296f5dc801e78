import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { BOOT_GLOBAL, PRERENDERED_ATTR, QUERIES_ID } from '@/boot/boot-names';
import type { BootState, EarlyAnswer } from '@/boot/boot-state';

/**
 * The start-up's steps on a page (src/main.tsx runs them in this order): adopting the prerendered page, what the HTTP
 * client is handed, the lists the markup showed, the render (hydrating the markup, or rendering where there is none),
 * and the replay of what was caught.
 */

const PROVINCES = ['provinces'];
const EARLY_URL = 'http://api.test/api/web/pharmacy?page=1';

/** The start-up's modules as a fresh page loads them, with the page title that reports the page's commit. */
async function freshModules() {
  vi.resetModules();
  const start = await import('@/boot/prerendered-page');
  const { onAppOwnsPage } = await import('@/boot/app-owns-page');
  const { PageTitle } = await import('@/components/layout/page-title');
  return { ...start, onAppOwnsPage, PageTitle };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window[BOOT_GLOBAL];
  vi.unstubAllGlobals();
});

describe('the start-up', () => {
  it('adopts the markup with the list it showed, hands the early answers over, and once the app owns the page asks for the list again', async () => {
    const { adoptPrerenderedPage, restorePageQueries, loadRoute, renderApp, onAppOwnsPage, PageTitle } =
      await freshModules();
    const fetchProvinces = vi.fn(async () => ['Córdoba', 'Salta']);
    function Page() {
      const { data } = useQuery({ queryKey: PROVINCES, queryFn: fetchProvinces });
      return (
        <main>
          <PageTitle>Farmacias</PageTitle>
          <p>{(data ?? []).join(', ')}</p>
        </main>
      );
    }
    const app = (queryClient: QueryClient) => (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );

    // The page as the build wrote it: the markup, the list it showed beside it; and the early call the script started.
    const built = new QueryClient();
    built.setQueryData(PROVINCES, ['Córdoba']);
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTR}="">${renderToString(app(built))}</div>
      <script type="application/json" id="${QUERIES_ID}">${JSON.stringify(dehydrate(built))}</script>`;
    const paragraph = document.querySelector('p')!;
    expect(paragraph).toHaveTextContent('Córdoba');
    const early: EarlyAnswer = Promise.resolve(new Response('[]'));
    window[BOOT_GLOBAL] = { early: { [EARLY_URL]: early } } as Partial<BootState> as BootState;

    const page = adoptPrerenderedPage();
    expect(page.root).toBe(document.getElementById('root'));
    expect(page.building).toBe(false);
    expect(page.takeEarlyAnswer(EARLY_URL)).toBe(early);
    expect(page.takeEarlyAnswer(EARLY_URL)).toBeUndefined();

    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    restorePageQueries(queryClient, page);
    expect(queryClient.getQueryData(PROVINCES)).toEqual(['Córdoba']);
    const load = vi.fn(async () => {
      throw new Error('the router shows its own error page');
    });
    await loadRoute({ load });
    expect(load).toHaveBeenCalledTimes(1);
    const owned = vi.fn();
    await act(async () => renderApp(app(queryClient), page));
    onAppOwnsPage(owned);

    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute(PRERENDERED_ATTR));
    expect(screen.getByRole('heading', { name: 'Farmacias' })).toBeInTheDocument();
    // The markup's own paragraph, adopted; the list then asked for again from the API.
    await waitFor(() => expect(paragraph).toHaveTextContent('Córdoba, Salta'));
    expect(document.querySelector('p')).toBe(paragraph);
    expect(fetchProvinces).toHaveBeenCalledTimes(1);
    expect(owned).toHaveBeenCalledTimes(1);
  });

  it('renders the app itself where there is no markup to adopt, and hears that it owns the page at once', async () => {
    const { adoptPrerenderedPage, renderApp, onAppOwnsPage, PageTitle } = await freshModules();
    document.body.innerHTML = '<div id="root"></div>';
    const page = adoptPrerenderedPage();
    expect(page.root).toBeNull();
    expect(page.takeEarlyAnswer(EARLY_URL)).toBeUndefined(); // no start-up script on this page
    await act(async () => renderApp(<PageTitle>Contacto</PageTitle>, page));
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    const owned = vi.fn();
    onAppOwnsPage(owned);
    expect(owned).toHaveBeenCalledTimes(1);
  });

  it('replays what the inline script caught, where it can, once the current commit is over', async () => {
    const { replayCaughtInputs } = await freshModules();
    replayCaughtInputs(); // a page without the script: nothing to replay, and nothing thrown (Vitest reports it)
    await Promise.resolve();
    const replay = vi.fn();
    window[BOOT_GLOBAL] = { replay } as Partial<BootState> as BootState;
    replayCaughtInputs();
    expect(replay).not.toHaveBeenCalled(); // not inside React's commit, where the app hears it owns the page
    await Promise.resolve();
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('runs the work after the first screen once the browser is idle', async () => {
    const { whenIdle } = await freshModules();
    let idle!: () => void;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle = callback));
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idle();
    expect(work).toHaveBeenCalledTimes(1);
  });
});
