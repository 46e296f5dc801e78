// sitemap.xml and robots.txt of the public routes, written into the build by the `seo-files` plugin of
// vite.config.ts (or by hand: `node scripts/sitemap.mjs [dist] [https://site]`).
// The routes are the files of src/routes/ (file-based routing) minus the private and utility ones.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Not in the sitemap: the member panel (behind the login) and the login page itself. */
const PRIVATE = new Set(['login', 'panel']);
/** Used when VITE_PUBLIC_SITE_URL is not set: a sitemap needs absolute URLs. */
export const FALLBACK_SITE_URL = 'https://saludplena.example';

export function publicRoutes(routesDir = path.join(root, 'src', 'routes')) {
  return (
    readdirSync(routesDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => entry.name.replace(/\.tsx?$/, ''))
      .filter((name) => !name.startsWith('_') && !name.startsWith('-') && !PRIVATE.has(name) && !name.includes('$'))
      // 'x_.y' is a route outside its parent's layout: the directories' print views, views of a search, not pages.
      .filter((name) => !name.includes('_.'))
      .map((name) => (name === 'index' ? '/' : `/${name.replaceAll('.', '/')}`))
      .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
  );
}

const xmlEscape = (s) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

export function sitemapXml(siteUrl, routes = publicRoutes()) {
  const base = (siteUrl || FALLBACK_SITE_URL).replace(/\/+$/, '');
  const urls = routes.map(
    (route) =>
      `  <url><loc>${xmlEscape(base + route)}</loc><changefreq>${route === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${route === '/' ? '1.0' : '0.7'}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  const base = (siteUrl || FALLBACK_SITE_URL).replace(/\/+$/, '');
  // The panel is not disallowed: it is behind the login anyway, and a Disallow would only hide its URL's title.
  return `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? path.join(root, 'dist');
  const site = process.argv[3] ?? process.env.VITE_PUBLIC_SITE_URL ?? '';
  writeFileSync(path.join(dist, 'sitemap.xml'), sitemapXml(site));
  writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(site));
  console.log(`wrote sitemap.xml (${publicRoutes().length} routes) and robots.txt in ${dist}`);
}
