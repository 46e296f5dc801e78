/** A CUIT or CUIL without its dashes, dots or spaces. */
export function cuitDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/**
 * AFIP's modulo-11 check: the eleventh digit is 11 minus the weighted sum of the first ten modulo 11 (11 → 0). A
 * remainder that would need a check digit of 10 never belongs to a CUIT (AFIP changes the prefix instead).
 */
export function isValidCuit(value: string): boolean {
  const digits = cuitDigits(value);
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check;
  return expected !== 10 && expected === Number(digits[10]);
}

/** 20123456786 → 20-12345678-6. */
export function formatCuit(value: string): string {
  const digits = cuitDigits(value);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}` : value;
}
