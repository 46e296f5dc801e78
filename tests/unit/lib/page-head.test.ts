import { describe, expect, it } from 'vitest';
import { documentTitle, pageHead } from '@/lib/page-head';

describe('documentTitle', () => {
  it('ends every title with the brand', () => {
    expect(documentTitle('Cartilla médica')).toBe('Cartilla médica | Salud Plena');
  });
});

describe('pageHead', () => {
  const meta = { title: 'Farmacias', description: 'Farmacias de Salud Plena.' };

  it('gives the router the document title, the meta description and the same for sharing (Open Graph)', () => {
    const head = pageHead(meta);
    expect(head.meta).toEqual([
      { title: 'Farmacias | Salud Plena' },
      { name: 'description', content: 'Farmacias de Salud Plena.' },
      { property: 'og:title', content: 'Farmacias | Salud Plena' },
      { property: 'og:description', content: 'Farmacias de Salud Plena.' },
      { property: 'og:image', content: expect.stringMatching(/^https?:\/\/[^/]+\/icons\/og-image\.png$/) },
    ]);
    expect(head.links).toEqual([]);
  });

  it('with a path, adds the canonical link and og:url: the path without a trailing slash or query string', () => {
    const head = pageHead(meta, { path: '/farmacias/' });
    const [canonical] = head.links;
    expect(canonical?.rel).toBe('canonical');
    expect(canonical?.href).toMatch(/^https?:\/\/[^/]+\/farmacias$/);
    expect(head.meta).toContainEqual({ property: 'og:url', content: canonical?.href });
    expect(pageHead(meta, { path: '/' }).links[0]?.href).toMatch(/^https?:\/\/[^/]+\/$/);
  });

  it('with a title alone (a panel page), no description of its own: the panel route’s stands', () => {
    expect(pageHead({ title: 'Mis turnos' }).meta).toEqual([
      { title: 'Mis turnos | Salud Plena' },
      { property: 'og:title', content: 'Mis turnos | Salud Plena' },
      { property: 'og:image', content: expect.stringMatching(/\/icons\/og-image\.png$/) },
    ]);
  });

  it('adds robots noindex only where asked', () => {
    expect(pageHead(meta, { noindex: true }).meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(pageHead(meta, { noindex: false }).meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
