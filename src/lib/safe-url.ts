/** An external address we are willing to link to: absolute http(s) only, otherwise null. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  // Providers' links sometimes come without a scheme ("www.clinica.com.ar").
  const candidate = /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A tel: href from a displayed phone number ("(011) 4555-1234 int. 2" → "tel:01145551234"). */
export function telHref(phone: string): string | null {
  const main = phone.split(/\/|int\.?|interno|,|;/i)[0] ?? '';
  const digits = main.replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 6 ? `tel:${digits}` : null;
}

/**
 * The path of a link that stays on `origin`, or null when it leads elsewhere. Decided by the URL parser, not by the
 * text: `/\evil.example/x.pdf` and `//evil.example/x.pdf` start with '/' but resolve to another host.
 */
export function sameOriginPath(value: string | null | undefined, origin: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), origin);
    return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * An absolute http(s) address whose origin is one of `allowed`, or null. `ownOrigin` is never accepted: a page of
 * our own origin in a frame with `allow-scripts allow-same-origin` could lift its own sandbox.
 */
export function urlOnOrigins(
  value: string | null | undefined,
  allowed: readonly string[],
  ownOrigin: string,
): string | null {
  const url = safeExternalUrl(value);
  if (!url) return null;
  const { origin } = new URL(url);
  return allowed.includes(origin) && origin !== ownOrigin ? url : null;
}
