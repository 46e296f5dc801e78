import { readFileSync } from 'node:fs';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { renderApp as RenderApp } from '../utils/render';

const SITE = 'https://www.saludplena.example'; // VITE_PUBLIC_SITE_URL in vitest.config.ts

/** Every title, named meta and canonical link in the head, as `kind=value`, in order. */
function headTags(): string[] {
  return [...document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')].map((tag) => {
    if (tag.tagName === 'TITLE') return `title=${tag.textContent}`;
    if (tag.tagName === 'LINK') return `canonical=${tag.getAttribute('href')}`;
    return `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`;
  });
}

const kinds = (tags: string[]) => tags.map((tag) => tag.slice(0, tag.indexOf('=')));

/** One tag of each kind in the head, these among them; the head's tags. */
function expectHeadWith(expected: string[]): string[] {
  const tags = headTags();
  expect(new Set(kinds(tags)).size, tags.join('\n')).toBe(tags.length);
  expect(tags).toEqual(expect.arrayContaining(expected));
  return tags;
}

function expectPageHead(path: string, title: string, description: RegExp) {
  const tags = expectHeadWith([
    `title=${title}`,
    `og:title=${title}`,
    `canonical=${SITE}${path}`,
    `og:url=${SITE}${path}`,
    `og:image=${SITE}/icons/og-image.png`,
    'og:type=website',
    'og:site_name=Salud Plena',
  ]);
  const content = (kind: string) => tags.find((tag) => tag.startsWith(`${kind}=`))?.slice(kind.length + 1);
  expect(content('description')).toMatch(description);
  expect(content('og:description')).toBe(content('description'));
}

let renderApp: typeof RenderApp;

beforeAll(async () => {
  // The page arrives with index.html's head (its defaults for crawlers) before the app's modules load.
  const html = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
  for (const tag of html.head.querySelectorAll('title, meta, link'))
    document.head.append(document.importNode(tag, true));
  ({ renderApp } = await import('../utils/render'));
}); // the whole app loads here, not before the file's tests as usual (2.4 s on one core)

describe('head tags', () => {
  it('one tag of each kind, the page’s own, on arrival and after client-side navigation', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expectPageHead('/', 'Medicina prepaga en Buenos Aires | Salud Plena', /^Salud Plena: planes/));

    await router.navigate({ to: '/farmacias' });
    await waitFor(() => expectPageHead('/farmacias', 'Farmacias | Salud Plena', /^Farmacias de Salud Plena/));

    // A directory's filters are views of the page: same canonical address.
    await router.navigate({ to: '/farmacias', search: { page: 2 } });
    await waitFor(() => expect(router.state.location.searchStr).toBe('?page=2'));
    expectPageHead('/farmacias', 'Farmacias | Salud Plena', /^Farmacias de Salud Plena/);

    await router.navigate({ to: '/contacto', search: { motivo: 'baja' } });
    await waitFor(() => expectPageHead('/contacto', 'Solicitud de baja | Salud Plena', /baja/));

    await router.navigate({ to: '/login' });
    await waitFor(() => expectPageHead('/login', 'Ingreso de socios | Salud Plena', /^Ingresá al portal/));

    await router.navigate({ to: '/nuestros-planes' });
    await waitFor(() => expectPageHead('/nuestros-planes', 'Nuestros planes | Salud Plena', /./));
  });

  it('a panel page: its own title, and the panel’s description and noindex (no crawler or preview reads a page of its own)', async () => {
    const { router } = await renderApp('/panel/turnos', { signedIn: true });
    const panelPage = (title: string) =>
      expectHeadWith([
        `title=${title}`,
        `og:title=${title}`,
        'description=Portal de socios de Salud Plena.',
        'og:description=Portal de socios de Salud Plena.',
        'robots=noindex',
      ]);
    await waitFor(() => panelPage('Mis turnos | Salud Plena'));

    await router.navigate({ to: '/panel/reintegros/nuevo' });
    await waitFor(() => panelPage('Pedir un reintegro | Salud Plena'));
  });

  it('the print view has its noindex; a not-found address has no canonical address', async () => {
    const { router } = await renderApp('/cartilla-medica/imprimir');
    await waitFor(() => expect(headTags()).toContain('robots=noindex'));
    expectPageHead('/cartilla-medica/imprimir', 'Cartilla médica para imprimir | Salud Plena', /imprimir/);

    await router.navigate({ to: '/esta-pagina-no-existe' as never });
    await waitFor(() => expect(headTags()).not.toContain('robots=noindex'));
    expect(headTags().filter((tag) => /^(canonical|og:url)=/.test(tag))).toEqual([]);
  });
});
