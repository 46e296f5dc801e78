import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import { endHydrating, startHydrating, useHydrationDone } from '@/app/prerender/hydration';
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

afterEach(endHydrating);

describe('useHydrationDone', () => {
  it('is true at once in a page React renders itself', () => {
    render(<Shows />);
    expect(screen.getByText('datos')).toBeInTheDocument();
  });

  it('renders as the prerendered markup while hydrating, then switches on; views mounted after the app owns the page show their data at once', async () => {
    startHydrating();
    const { unmount } = render(<Shows />);
    expect(await screen.findByText('datos')).toBeInTheDocument();
    unmount();
    // A view that mounts while the page is still being hydrated (a later Suspense boundary) renders as the markup.
    render(<Records />);
    expect(seen.at(0)).toBe(false);
    endHydrating(); // the app owns the page (src/app/prerender/page-taken-over.tsx)
    // A view mounted after that (the visitor came back to the directory) shows its data from its first render.
    render(<Shows />);
    expect(screen.getAllByText('datos').length).toBeGreaterThan(0);
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

  it('starts from the loading state while hydrating', () => {
    startHydrating();
    seen.length = 0;
    render(<Records />);
    expect(seen[0]).toBe(false);
  });
});

/** The module as a fresh page loads it: its flags are one-way for the life of a page. */
async function freshHydration() {
  vi.resetModules();
  return import('@/app/prerender/hydration');
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

describe('whenPageCommitted', () => {
  it('calls back once the route’s page has committed, not before', async () => {
    const { markPageCommitted, whenPageCommitted } = await freshHydration();
    const calls: string[] = [];
    whenPageCommitted(() => calls.push('first'));
    const unsubscribe = whenPageCommitted(() => calls.push('left'));
    unsubscribe();
    expect(calls).toEqual([]);
    markPageCommitted();
    expect(calls).toEqual(['first']);
  });

  it('calls back at once when the page has already committed', async () => {
    const { markPageCommitted, whenPageCommitted } = await freshHydration();
    markPageCommitted();
    const calls: string[] = [];
    const unsubscribe = whenPageCommitted(() => calls.push('now'));
    expect(calls).toEqual(['now']);
    expect(() => unsubscribe()).not.toThrow();
  });
});
