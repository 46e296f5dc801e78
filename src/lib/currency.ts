import { lazily } from './lazily';

const currencyFormatter = lazily(() => new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }));

/** An amount in pesos, "$ 12.345,67", or '-' when there is none (null, missing, not a finite number). */
export function formatCurrency(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount) ? '-' : currencyFormatter().format(amount);
}
