import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { HydrateLater, useHydrationDone } from '@/boot/hydration';
import { SentForm } from '@/components/forms/form-body';

function Shows() {
  return <p>{useHydrationDone() ? 'datos' : 'cargando'}</p>;
}

const seen: boolean[] = [];
function Records() {
  seen.push(useHydrationDone());
  return null;
}

/** Every form the app sends is a SentForm, which takes its not-ready state from here. */
function Form() {
  return <SentForm aria-label="Contacto" />;
}

describe('useHydrationDone', () => {
  it('is true at once in a page React renders itself', () => {
    render(<Shows />);
    expect(screen.getByText('datos')).toBeInTheDocument();
  });

  it('renders as the prerendered markup while hydrating, then switches on, in the page and in a part hydrated later', async () => {
    const page = (
      <>
        <Shows />
        <HydrateLater>
          <Shows />
          <Records />
        </HydrateLater>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const [first, later] = container.querySelectorAll('p');
    expect([first!.textContent, later!.textContent]).toEqual(['cargando', 'cargando']);
    seen.length = 0;
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(seen.at(0)).toBe(false); // the part hydrated later rendered as the markup first, too
    await waitFor(() => expect(within(container).getAllByText('datos')).toHaveLength(2));
    // React adopted the markup (no mismatch, no client render): the same elements, now showing the data.
    expect(container.querySelectorAll('p')[1]).toBe(later);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('a view React renders itself shows its data from its first render', () => {
    seen.length = 0;
    render(<Records />);
    expect(seen[0]).toBe(true);
  });

  it('a form is inert and busy in the prerendered markup; React drops both once it has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const form = container.querySelector('form')!;
    expect(form.outerHTML).toBe('<form novalidate="" aria-label="Contacto" inert="" aria-busy="true"></form>');

    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('form')).toBe(form);
    expect(form).not.toHaveAttribute('inert');
    expect(form).not.toHaveAttribute('aria-busy');
    container.remove();
  });

  it('a form React renders itself is usable at once', () => {
    render(<Form />);
    expect(screen.getByRole('form')).not.toHaveAttribute('inert');
  });
});

/**
 * The module as a fresh page loads it (its flags are one-way for the life of a page), with the fresh owner of the
 * page's commit (src/boot/app-owns-page.ts) that it waits for.
 */
async function freshHydration() {
  vi.resetModules();
  const hydration = await import('@/boot/hydration');
  const { markPageCommitted } = await import('@/boot/app-owns-page');
  return { ...hydration, markPageCommitted };
}

describe('while the build renders the prerendered markup', () => {
  it('views of data stay in their loading state, even after a render', async () => {
    const hydration = await freshHydration();
    hydration.renderingPrerenderedMarkup();
    function FreshShows() {
      return <p>{hydration.useHydrationDone() ? 'datos' : 'cargando'}</p>;
    }
    render(<FreshShows />);
    await act(async () => {});
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(screen.queryByText('datos')).not.toBeInTheDocument();
  });
});

describe('HydrateLater near', () => {
  /** An IntersectionObserver the test moves: `bringNear()` reports the observed element within reach. */
  function stubObserver() {
    const callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    // And a browser that is never idle, unless the test says so.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    return {
      bringNear: () => callbacks.forEach((callback) => callback([{ isIntersecting: true }])),
      goIdle: () => idle.forEach((callback) => callback()),
    };
  }

  async function prerenderedFooter() {
    const hydration = await freshHydration();
    function Footer() {
      const [pressed, setPressed] = useState(false);
      return (
        <footer>
          <p>{hydration.useHydrationDone() ? 'datos' : 'cargando'}</p>
          <button type="button" onClick={() => setPressed(true)}>
            {pressed ? 'Tocado' : 'Tocar'}
          </button>
        </footer>
      );
    }
    const page = (near?: string) => (
      <>
        <h1>Página</h1>
        <hydration.HydrateLater near={near}>
          <Footer />
        </hydration.HydrateLater>
      </>
    );
    const container = document.createElement('div');
    container.id = 'near-test';
    // The same markup as the build's (which renders it with `near` too, while it makes the prerendered page).
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const markup = { p: container.querySelector('p')!, button: container.querySelector('button')! };
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page('#near-test > footer'), { onRecoverableError: recoverable });
    });
    return { hydration, container, markup, recoverable };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById('near-test')?.remove();
  });

  it('keeps the markup as it is until the page has committed and the part nears the screen, then adopts it', async () => {
    const { bringNear } = stubObserver();
    const { hydration, container, markup, recoverable } = await prerenderedFooter();
    await act(async () => {});
    expect(markup.p).toHaveTextContent('cargando');

    act(() => hydration.markPageCommitted());
    await act(async () => {});
    expect(markup.p).toHaveTextContent('cargando'); // far from the screen: still the markup

    await act(async () => bringNear());
    await waitFor(() => expect(markup.p).toHaveTextContent('datos'));
    expect(container.querySelector('p')).toBe(markup.p); // hydrated, not rendered anew
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('far from the screen, it is hydrated once the browser is idle after the page has committed', async () => {
    const { goIdle } = stubObserver();
    const { hydration, markup } = await prerenderedFooter();
    act(() => hydration.markPageCommitted());
    await act(async () => {});
    expect(markup.p).toHaveTextContent('cargando');
    await act(async () => goIdle());
    await waitFor(() => expect(markup.p).toHaveTextContent('datos'));
  });

  it('a click on it before it nears the screen is answered: React hydrates it first', async () => {
    stubObserver();
    const { hydration, container, markup } = await prerenderedFooter();
    act(() => hydration.markPageCommitted());
    await act(async () => {});
    await act(async () => markup.button.click());
    expect(within(container).getByRole('button')).toHaveTextContent('Tocado');
    expect(container.querySelector('button')).toBe(markup.button);
  });

  it('once the app has moved to another page, the part is rendered anew, not hydrated from the first page’s markup', async () => {
    const { bringNear } = stubObserver();
    const { hydration, container, markup, recoverable } = await prerenderedFooter();
    const first = location.pathname;
    history.pushState(null, '', '/otra-pagina');
    try {
      act(() => hydration.markPageCommitted());
      await act(async () => bringNear());
      await waitFor(() => expect(within(container).getByText('datos')).toBeInTheDocument());
      expect(container.querySelector('p')).not.toBe(markup.p);
      expect(container.querySelectorAll('footer')).toHaveLength(1);
      expect(recoverable).toHaveBeenCalledTimes(1);
    } finally {
      history.pushState(null, '', first);
    }
  });
});
