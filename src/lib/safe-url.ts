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
