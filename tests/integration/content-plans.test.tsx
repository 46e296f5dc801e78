import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from '@/config/site';
import { renderApp } from '../utils/render';

describe('/nuestros-planes', () => {
  it.each([
    ['/nuestros-planes', 'A-10 PLUS'],
    ['/nuestros-planes?a10', 'A-10 PLUS'],
    ['/nuestros-planes?c60', 'C-60 PLUS'],
    ['/nuestros-planes?c60=', 'C-60 PLUS'],
    ['/nuestros-planes?c60=true', 'C-60 PLUS'],
    ['/nuestros-planes?foo=bar', 'A-10 PLUS'],
    ['/nuestros-planes?c60=%7Bbroken', 'C-60 PLUS'],
  ])('%s selects %s', async (url, tab) => {
    await renderApp(url);
    expect(await screen.findByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: `Plan ${tab}` })).toBeInTheDocument();
  });

  it('lists the benefits, links to /contacto and offers the plan document', async () => {
    await renderApp('/nuestros-planes');
    await screen.findByRole('tab', { name: 'A-10 PLUS' });
    const panel = screen.getByRole('tabpanel');
    for (const benefit of [
      'Asistencia al viajero',
      'Consultas médicas',
      'Internación',
      'Emergencias domiciliarias',
      'Farmacias',
      'Análisis de laboratorio',
      'Kinesiología',
    ]) {
      expect(within(panel).getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Quiero asociarme' })).toHaveAttribute('href', '/contacto');
    expect(screen.getByRole('link', { name: /Descargar el plan A-10 PLUS/ })).toHaveAttribute(
      'href',
      site.documents.planA10,
    );
  });

  it('choosing a tab updates the address and the content', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/nuestros-planes');
    await user.click(await screen.findByRole('tab', { name: 'C-60 PLUS' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ c60: '' }));
    expect(screen.getByRole('tab', { name: 'C-60 PLUS' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Régimen de copagos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Descargar el plan C-60 PLUS/ })).toHaveAttribute(
      'href',
      site.documents.planC60,
    );
    await user.click(screen.getByRole('tab', { name: 'A-10 PLUS' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ a10: '' }));
  });

  it('the home page boxes link to both tabs', async () => {
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Plan A-10 PLUS' })).toHaveAttribute(
      'href',
      '/nuestros-planes?a10=',
    );
    expect(screen.getByRole('link', { name: 'Plan C-60 PLUS' })).toHaveAttribute('href', '/nuestros-planes?c60=');
  });
});
