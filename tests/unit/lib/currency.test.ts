import { describe, expect, it } from 'vitest';
import { formatCurrency } from '@/lib/currency';

/** Intl writes a no-break space after the sign: compared as a plain space. */
const shown = (amount: number | null | undefined) => formatCurrency(amount).replace(/\s/g, ' ');

describe('formatCurrency', () => {
  it('writes pesos the Argentine way: sign, thousands with dots, two decimals with a comma', () => {
    expect(shown(12345.5)).toBe('$ 12.345,50');
    expect(shown(0)).toBe('$ 0,00');
    expect(shown(-1500)).toBe('-$ 1.500,00');
  });

  it("shows '-' when there is no amount to show", () => {
    expect(formatCurrency(null)).toBe('-');
    expect(formatCurrency(undefined)).toBe('-');
    expect(formatCurrency(Number.NaN)).toBe('-');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('-');
  });
});
