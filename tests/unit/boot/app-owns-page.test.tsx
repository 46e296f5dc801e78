import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { PRERENDERED_ATTR } from '@/boot/boot-names';

/**
 * The module as a fresh page loads it (its flags are one-way for the life of a page), with the page title that
 * reports the page's commit to it.
 */
async function freshModules() {
  vi.resetModules();
  const owner = await import('@/boot/app-owns-page');
  const { PageTitle } = await import('@/components/layout/page-title');
  return { ...owner, PageTitle };
}

/** #root as the prerendered page has it, with `markup`. */
function prerenderedRoot(markup = '') {
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTR, '');
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the app owns the page', () => {
  it('only once React has committed the page itself (not only the root): the app hears it, and a click then reaches the page', async () => {
    const { AppTakesPageOver, onAppOwnsPage, PageTitle } = await freshModules();
    function Page() {
      const [shared, setShared] = useState(false);
      return (
        <>
          <PageTitle>Farmacias</PageTitle>
          <button type="button" onClick={() => setShared(true)}>
            Compartir búsqueda
          </button>
          {shared && <p>Link Copiado</p>}
        </>
      );
    }
    const App = ({ page }: { page: ReactNode }) => (
      <>
        <main id="contenido">
          <Suspense fallback={null}>{page}</Suspense>
        </main>
        <AppTakesPageOver />
      </>
    );
    const container = prerenderedRoot(renderToString(<App page={<Page />} />));
    const heard = vi.fn();
    onAppOwnsPage(heard);

    // The route's code arrives after the root has hydrated, as a lazy route chunk does.
    let arrive!: () => void;
    const LazyPage = lazy(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page }))),
    );
    await act(async () => {
      root = hydrateRoot(container, <App page={<LazyPage />} />);
    });
    expect(container).toHaveAttribute(PRERENDERED_ATTR);
    expect(heard).not.toHaveBeenCalled();

    await act(async () => arrive());
    await waitFor(() => expect(container).not.toHaveAttribute(PRERENDERED_ATTR));
    expect(heard).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Compartir búsqueda' }));
    expect(await screen.findByText('Link Copiado')).toBeInTheDocument();

    const late = vi.fn();
    onAppOwnsPage(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('after its time limit when the page has no title to report its commit', async () => {
    vi.useFakeTimers();
    try {
      const { AppTakesPageOver } = await freshModules();
      const container = prerenderedRoot();
      await act(async () => {
        root = hydrateRoot(container, <AppTakesPageOver />);
      });
      expect(container).toHaveAttribute(PRERENDERED_ATTR);
      await act(async () => vi.advanceTimersByTime(3000));
      expect(container).not.toHaveAttribute(PRERENDERED_ATTR);
    } finally {
      vi.useRealTimers();
    }
  });

  it('at once on a page that was not prerendered', async () => {
    const { onAppOwnsPage } = await freshModules();
    document.body.innerHTML = '<div id="root"></div>';
    const heard = vi.fn();
    onAppOwnsPage(heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('whenPageCommitted', () => {
  it('calls back once the route’s page has committed, not before', async () => {
    const { markPageCommitted, whenPageCommitted } = await freshModules();
    const calls: string[] = [];
    whenPageCommitted(() => calls.push('first'));
    const unsubscribe = whenPageCommitted(() => calls.push('left'));
    unsubscribe();
    expect(calls).toEqual([]);
    markPageCommitted();
    expect(calls).toEqual(['first']);
  });

  it('calls back at once when the page has already committed', async () => {
    const { markPageCommitted, whenPageCommitted } = await freshModules();
    markPageCommitted();
    const calls: string[] = [];
    const unsubscribe = whenPageCommitted(() => calls.push('now'));
    expect(calls).toEqual(['now']);
    expect(() => unsubscribe()).not.toThrow();
  });
});
