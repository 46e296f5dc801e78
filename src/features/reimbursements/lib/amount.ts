/**
 * Amounts in pesos written the Argentine way: dots group thousands, a comma starts the cents ("12.345,67"). Also
 * read: no grouping ("12345,67"), no cents ("12.345"). Never a dot for cents: "12.34" would be read as 1234.
 */
const ARGENTINE_AMOUNT = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{1,2})?$/;

/** The amount, or null when the text is not one. */
export function parseArgentineAmount(text: string): number | null {
  const value = text.trim().replace(/^\$\s*/, '');
  if (!ARGENTINE_AMOUNT.test(value)) return null;
  const amount = Number(value.replaceAll('.', '').replace(',', '.'));
  return Number.isFinite(amount) ? amount : null;
}

/** 12345.6 → "12.345,60". */
export function formatArgentineAmount(amount: number): string {
  return new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** The field's message, or null for an amount above zero. */
export function amountError(text: string): string | null {
  if (!text.trim()) return 'Ingresá el importe.';
  const amount = parseArgentineAmount(text);
  if (amount === null) return 'Escribí el importe en pesos, por ejemplo 12.345,67.';
  return amount > 0 ? null : 'El importe tiene que ser mayor que cero.';
}
