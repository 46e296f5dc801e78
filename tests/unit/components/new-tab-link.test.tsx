import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from '@/components/external-link';
import { NewTabLink } from '@/components/new-tab-link';
import { renderWithProviders } from '../../utils/render';

describe('links to other sites: one rule for the plain link (shell, home) and the Mantine one (every other page)', () => {
  // jsdom drops the space before the hidden words in the accessible name; a browser keeps it.
  it('a plain link opens http(s) in a new tab with no opener and no referrer, and says so', () => {
    render(<NewTabLink href="www.clinica.example/turnos">Turnos</NewTabLink>);
    const link = screen.getByRole('link', { name: /^Turnos\s*\(se abre en una pestaña nueva\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.clinica.example/turnos');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '', null])('%j is no link: the fallback shows', (href) => {
    renderWithProviders(
      <>
        <NewTabLink href={href} fallback="sin enlace">
          Plain
        </NewTabLink>
        <ExternalLink href={href} fallback="tampoco">
          Mantine
        </ExternalLink>
      </>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.body).toHaveTextContent('sin enlace');
    expect(document.body).toHaveTextContent('tampoco');
  });

  it('the Mantine link is the same link with the Anchor look', () => {
    renderWithProviders(
      <ExternalLink href="https://www.sssalud.gob.ar/" size="sm">
        Superintendencia
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: /^Superintendencia\s*\(se abre en una pestaña nueva\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.sssalud.gob.ar/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('mantine-Anchor-root');
  });
});
