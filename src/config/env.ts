import { z } from 'zod/mini';

/** Absolute http(s) base without a trailing slash, or '' for "same origin". */
const baseUrl = z.catch(
  z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => (v ?? '').replace(/\/+$/, '')),
    ),
    z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  ),
  '',
);

/** Where analytics events go: an absolute http(s) URL or a path of this site; anything else (or '') = off. */
const analyticsUrl = z.catch(z.string().check(z.regex(/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/)), '');

/**
 * A Sentry (or GlitchTip) DSN: `https://<public key>@<host>/<project id>`, the host may carry a port and a path
 * prefix. Anything else (or '') = no error tracker.
 */
const sentryDsn = z.catch(z.string().check(z.trim(), z.regex(/^https?:\/\/[\w-]+@[^\s/@]+(\/[^\s?#]+)?\/\d+$/)), '');

const envSchema = z.object({
  VITE_API_URL: baseUrl,
  VITE_PREFACTURA_API_URL: baseUrl,
  VITE_PUBLIC_SITE_URL: baseUrl,
  VITE_MAP_STYLE_URL: z.catch(z.optional(z.string().check(z.trim())), undefined),
  VITE_ANALYTICS_URL: analyticsUrl,
  VITE_SENTRY_DSN: sentryDsn,
  VITE_SENTRY_ENVIRONMENT: z.catch(z.string().check(z.trim(), z.minLength(1)), 'production'),
  /** The commit the build was made from (vite.config.ts sets it from git). */
  VITE_RELEASE: z.catch(z.string().check(z.trim(), z.minLength(1)), 'unknown'),
});

const parsed = envSchema.parse(import.meta.env);

function origin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Environment, read once and validated. Empty bases mean "this site's own origin". */
export const env = {
  get apiUrl(): string {
    return parsed.VITE_API_URL || origin();
  },
  get prefacturaApiUrl(): string {
    return parsed.VITE_PREFACTURA_API_URL || env.apiUrl;
  },
  get publicSiteUrl(): string {
    return parsed.VITE_PUBLIC_SITE_URL || origin();
  },
  /** Without a style the map shows a plain background (works offline). */
  mapStyleUrl: parsed.VITE_MAP_STYLE_URL || undefined,
  /** Empty (the default): no analytics events are sent. */
  analyticsUrl: parsed.VITE_ANALYTICS_URL,
  /** Empty (the default): no error tracker is loaded and nothing is sent (src/lib/error-tracker.ts). */
  sentryDsn: parsed.VITE_SENTRY_DSN,
  sentryEnvironment: parsed.VITE_SENTRY_ENVIRONMENT,
  release: parsed.VITE_RELEASE,
};
