export const FALLBACK_SITE_URL: string;
export function publicRoutes(routesDir?: string): string[];
export function sitemapXml(siteUrl: string, routes?: string[]): string;
export function robotsTxt(siteUrl: string): string;
