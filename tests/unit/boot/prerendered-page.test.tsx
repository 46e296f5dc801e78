import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { dehydrate, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { BOOT_GLOBAL, PRERENDERED_ATTR, QUERIES_ID } from '@/boot/boot-names';
import type { BootState, EarlyAnswer } from '@/boot/boot-state';

/**
 * `adoptPrerenderedPage`, the start-up's one entry, on a prerendered page: what the visitor sees (the markup adopted
 * with the list it showed, then that list asked for again) and what the HTTP client and the app are handed.
 */

const PROVINCES = ['provinces'];
const EARLY_URL = 'http://api.test/api/web/pharmacy?page=1';

/** The start-up's modules as a fresh page loads them, with the page title that reports the page's commit. */
async function freshModules() {
  vi.resetModules();
  const { adoptPrerenderedPage } = await import('@/boot/prerendered-page');
  const { PageTitle } = await import('@/components/layout/page-title');
  return { adoptPrerenderedPage, PageTitle };
}

afterEach(() => {
  document.body.innerHTML = '';
  delete window[BOOT_GLOBAL];
  vi.unstubAllGlobals();
});

describe('adoptPrerenderedPage', () => {
  it('hydrates the page with the list it showed, hands the early answers over, and once the app owns the page asks for the list again and starts what comes after', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const { adoptPrerenderedPage, PageTitle } = await freshModules();
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
    const app = (queryClient: QueryClient, Shown: ComponentType = Page) => (
      <QueryClientProvider client={queryClient}>
        <Shown />
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

    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const taken: ((url: string) => EarlyAnswer | undefined)[] = [];
    const afterFirstScreen = vi.fn();
    const load = vi.fn(async () => {});
    await act(async () => {
      await adoptPrerenderedPage({
        answerEarlyFrom: (take) => taken.push(take),
        create: () => ({ queryClient, router: { load } }),
        render: ({ queryClient: client }) => app(client),
        afterFirstScreen,
      });
    });

    expect(taken).toHaveLength(1);
    expect(taken[0]!(EARLY_URL)).toBe(early);
    expect(taken[0]!(EARLY_URL)).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.getElementById('root')).not.toHaveAttribute(PRERENDERED_ATTR));
    expect(screen.getByRole('heading', { name: 'Farmacias' })).toBeInTheDocument();
    // The markup's own paragraph, adopted; the list then asked for again from the API.
    await waitFor(() => expect(paragraph).toHaveTextContent('Córdoba, Salta'));
    expect(document.querySelector('p')).toBe(paragraph);
    expect(fetchProvinces).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(afterFirstScreen).toHaveBeenCalledTimes(1));
  });

  it('renders the app itself where there is no markup to adopt, and hears that it owns the page at once', async () => {
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
    const { adoptPrerenderedPage, PageTitle } = await freshModules();
    document.body.innerHTML = '<div id="root"></div>';
    const afterFirstScreen = vi.fn();
    const answerEarlyFrom = vi.fn();
    await act(async () => {
      await adoptPrerenderedPage({
        answerEarlyFrom,
        create: () => ({ queryClient: new QueryClient(), router: { load: async () => {} } }),
        render: () => <PageTitle>Contacto</PageTitle>,
        afterFirstScreen,
      });
    });
    expect(await screen.findByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(answerEarlyFrom).not.toHaveBeenCalled(); // no start-up script on this page
    await waitFor(() => expect(afterFirstScreen).toHaveBeenCalledTimes(1));
  });
});
