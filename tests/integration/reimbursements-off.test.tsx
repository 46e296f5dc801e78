import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../utils/render';

// A build whose API does not serve reimbursements (src/config/api-features.ts).
vi.mock('@/config/api-features', () => ({ reimbursementsOn: false, familyGroupOn: false }));

describe('reimbursements where the API does not serve them', () => {
  it('the panel menu has no Reintegros entry', async () => {
    await renderApp('/panel', { signedIn: true });
    const nav = screen.getByRole('navigation', { name: 'Secciones del panel' });
    expect(within(nav).getByRole('link', { name: 'Facturas' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Reintegros' })).toBeNull();
    expect(document.querySelector('a[href^="/panel/reintegros"]')).toBeNull();
  });
});
