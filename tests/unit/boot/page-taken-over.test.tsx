import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy, Suspense, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { PageTitle } from '@/components/layout/page-title';
import { PrerenderedPageTakenOver } from '@/boot/page-taken-over';
import { BOOT_PENDING_ATTR, PRERENDERED_ATTR } from '@/boot/boot-names';

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

const queryClient = new QueryClient();

function App({ page }: { page: React.ReactNode }) {
  return (
    <>
      <main id="contenido">
        <Suspense fallback={null}>{page}</Suspense>
      </main>
      <PrerenderedPageTakenOver queryClient={queryClient} restored={[]} />
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('PrerenderedPageTakenOver', () => {
  it('says the app owns the page only once React has committed the page itself (not only the root), shows it, and a click then reaches it', async () => {
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute(PRERENDERED_ATTR, '');
    container.innerHTML = renderToString(<App page={<Page />} />);
    document.body.append(container);
    // An address with a query whose start-up script never ran (src/boot/boot.ts): still hidden.
    document.documentElement.setAttribute(BOOT_PENDING_ATTR, '');

    // The route's code arrives after the root has hydrated, as a lazy route chunk does.
    let arrive!: () => void;
    const LazyPage = lazy(
      () => new Promise<{ default: typeof Page }>((resolve) => (arrive = () => resolve({ default: Page }))),
    );
    await act(async () => {
      root = hydrateRoot(container, <App page={<LazyPage />} />);
    });
    expect(container).toHaveAttribute(PRERENDERED_ATTR);

    await act(async () => arrive());
    await waitFor(() => expect(container).not.toHaveAttribute(PRERENDERED_ATTR));
    expect(document.documentElement).not.toHaveAttribute(BOOT_PENDING_ATTR);
    fireEvent.click(screen.getByRole('button', { name: 'Compartir búsqueda' }));
    expect(await screen.findByText('Link Copiado')).toBeInTheDocument();
  });

  it('takes the page over after its time limit when the page has no title to report its commit', async () => {
    vi.useFakeTimers();
    try {
      const container = document.createElement('div');
      container.id = 'root';
      container.setAttribute(PRERENDERED_ATTR, '');
      document.body.append(container);
      const { PrerenderedPageTakenOver: Fresh } = await freshModules();
      await act(async () => {
        root = hydrateRoot(container, <Fresh queryClient={queryClient} restored={[]} />);
      });
      expect(container).toHaveAttribute(PRERENDERED_ATTR);
      await act(async () => vi.advanceTimersByTime(3000));
      expect(container).not.toHaveAttribute(PRERENDERED_ATTR);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The module again, without the commit the first test's page reported. */
async function freshModules() {
  vi.resetModules();
  return import('@/boot/page-taken-over');
}
