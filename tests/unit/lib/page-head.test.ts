import { describe, expect, it } from 'vitest';
import { documentTitle, pageHead } from '@/lib/page-head';

describe('documentTitle', () => {
  it('ends every title with the brand', () => {
    expect(documentTitle('Cartilla médica')).toBe('Cartilla médica | Salud Plena');
  });
});

describe('pageHead', () => {
  const meta = { title: 'Farmacias', description: 'Farmacias de Salud Plena.' };

  it('gives the router the document title and the meta description', () => {
    expect(pageHead(meta)).toEqual({
      meta: [{ title: 'Farmacias | Salud Plena' }, { name: 'description', content: 'Farmacias de Salud Plena.' }],
    });
  });

  it('adds robots noindex only where asked', () => {
    expect(pageHead(meta, { noindex: true }).meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(pageHead(meta, { noindex: false }).meta).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
