/**
 * Where the money goes: a CBU (or CVU, same shape: 22 digits in two blocks, each with its own check digit) or an
 * alias (6 to 20 letters, digits, dots or dashes).
 */
const FIRST_BLOCK_WEIGHTS = [7, 1, 3, 9, 7, 1, 3];
const SECOND_BLOCK_WEIGHTS = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3];

function blockIsValid(block: string, weights: readonly number[]): boolean {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(block[i]), 0);
  return (10 - (sum % 10)) % 10 === Number(block[weights.length]);
}

/** 22 digits; the first block (bank and branch, 8 digits) and the second (account, 14 digits) each check out. */
export function isValidCbu(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{22}$/.test(digits)) return false;
  return blockIsValid(digits.slice(0, 8), FIRST_BLOCK_WEIGHTS) && blockIsValid(digits.slice(8), SECOND_BLOCK_WEIGHTS);
}

export function isValidAlias(value: string): boolean {
  return /^[A-Za-z0-9.-]{6,20}$/.test(value.trim());
}

/** What the member wrote, as it is sent: a CBU's digits only, an alias trimmed. */
export function normalisedAccount(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? digits : value.trim();
}

/** The field's message, or null when it is a valid CBU or alias. */
export function bankAccountError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Ingresá un CBU o un alias.';
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    if (digits.length !== 22) return 'El CBU tiene 22 números.';
    return isValidCbu(digits) ? null : 'El CBU no es válido: revisá los números.';
  }
  return isValidAlias(trimmed) ? null : 'El alias tiene de 6 a 20 letras, números, puntos o guiones.';
}
