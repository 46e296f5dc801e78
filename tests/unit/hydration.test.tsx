import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { endHydrating, startHydrating, useHydrationDone } from '@/lib/hydration';

function Shows() {
  return <p>{useHydrationDone() ? 'datos' : 'cargando'}</p>;
}

afterEach(endHydrating);

describe('useHydrationDone', () => {
  it('is true at once in a page React renders itself', () => {
    render(<Shows />);
    expect(screen.getByText('datos')).toBeInTheDocument();
  });

  it('renders as the prerendered markup while hydrating, then switches on, and ends the hydration for later views', async () => {
    startHydrating();
    const { unmount } = render(<Shows />);
    expect(await screen.findByText('datos')).toBeInTheDocument();
    unmount();
    // A view mounted after that (the visitor came back to the directory) shows its data from its first render.
    render(<Shows />);
    expect(screen.getByText('datos')).toBeInTheDocument();
  });

  it('starts from the loading state while hydrating', () => {
    startHydrating();
    const seen: boolean[] = [];
    function Records() {
      seen.push(useHydrationDone());
      return null;
    }
    render(<Records />);
    expect(seen[0]).toBe(false);
  });
});
