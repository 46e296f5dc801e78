import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { HydrateLater, useHydrationDone } from '@/app/prerender/hydration';
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
