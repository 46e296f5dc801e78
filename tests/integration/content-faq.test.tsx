import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../utils/render';

const control = (name: string | RegExp) => screen.getByRole('button', { name });

describe('/preguntas-frecuentes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the eleven groups, all closed', async () => {
    await renderApp('/preguntas-frecuentes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    const groups = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual([
      'Asistencia al viajero',
      'Asociarse',
      'Autorizaciones',
      'Centros médicos propios',
      'Datos generales',
      'Facturación',
      'Odontología',
      'Quiero ser prestador',
      'Red de prestadores',
      'Residencia médica',
      'Trámites generales',
    ]);
    expect(control('Facturación')).toHaveAttribute('aria-expanded', 'false');
  });

  it('?ff=true opens billing, scrolls to it and expands its first item after 300 ms', async () => {
    vi.useFakeTimers();
    const scrolled: Element[] = [];
    const spy = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    await renderApp('/preguntas-frecuentes?ff=true');
    // Time moves only when the test says so.
    expect(screen.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeInTheDocument();
    expect(control('Facturación')).toHaveAttribute('aria-expanded', 'true');
    const first = control('¿Cuáles son los medios de pago?');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(control('¿Cuáles son los medios de pago?')).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(control('¿Cuáles son los medios de pago?')).toHaveAttribute('aria-expanded', 'true');
    expect(control('¿Cuándo vence la cuota?')).toHaveAttribute('aria-expanded', 'false');
    expect(scrolled.some((el) => el.id === 'faq-facturacion')).toBe(true);
    // The other groups stay closed.
    expect(control('Odontología')).toHaveAttribute('aria-expanded', 'false');
    spy.mockRestore();
  });

  it.each(['/preguntas-frecuentes?ff=false', '/preguntas-frecuentes?ff=%7B'])('%s opens nothing', async (url) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderApp(url);
    await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(control('Facturación')).toHaveAttribute('aria-expanded', 'false');
  });
});
