import { lazily } from './lazily';

const collator = lazily(() => new Intl.Collator('es', { sensitivity: 'base' }));

/** Compares two texts in Spanish alphabetical order, ignoring case and accents ('Ñ' after 'N'). */
export function compareSpanish(a: string, b: string): number {
  return collator().compare(a, b);
}
