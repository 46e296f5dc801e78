import { z } from 'zod/mini';
import { amountError } from './amount';
import { bankAccountError } from './bank-account';
import { isValidCuit } from './cuit';
import { invoiceDateError } from './invoice-date';

export const SERVICE_TYPES = [
  'Consulta',
  'Práctica o estudio',
  'Medicamentos',
  'Óptica',
  'Odontología',
  'Otro',
] as const;
export const INVOICE_TYPES = ['A', 'B', 'C'] as const;
export const COMMENT_MAX = 500;

/** A rule as a zod check: the message the rule gives, none when it passes. */
const ruled = (rule: (value: string) => string | null) =>
  z.string().check(
    z.superRefine((value, context) => {
      const message = rule(value);
      if (message) context.issues.push({ code: 'custom', message, input: value });
    }),
  );

const positiveWhole = (name: string, max: number) =>
  ruled((value) => {
    const text = value.trim();
    if (!text) return `Ingresá el ${name}.`;
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max)
      return `El ${name} tiene que ser un número entero.`;
    return null;
  });

/**
 * 'Pedir un reintegro'. Every value is text (the draft keeps text fields only); the uploaded files are their ids and
 * names, and `requestKey` is the request's idempotency key, kept with the draft so a send resumed later is the same.
 */
export const requestFormSchema = z.object({
  invoiceFileId: z.string().check(z.minLength(1, 'Subí la factura o el recibo.')),
  invoiceFileName: z.string(),
  orderFileId: z.string(),
  orderFileName: z.string(),
  cuit: ruled((value) =>
    !value.trim()
      ? 'Ingresá el CUIT del prestador.'
      : isValidCuit(value)
        ? null
        : 'El CUIT no es válido: tiene 11 números y el último es el dígito verificador.',
  ),
  invoiceType: ruled((value) =>
    !value
      ? 'Elegí el tipo de factura.'
      : value === 'B' || value === 'C'
        ? null
        : 'Para el reintegro la factura tiene que ser B o C (emitida a consumidor final).',
  ),
  pointOfSale: positiveWhole('punto de venta', 99_999),
  number: positiveWhole('número', 99_999_999),
  date: ruled((value) => invoiceDateError(value)),
  amount: ruled(amountError),
  serviceType: ruled((value) =>
    (SERVICE_TYPES as readonly string[]).includes(value) ? null : 'Elegí el tipo de prestación.',
  ),
  comment: z.string().check(z.maxLength(COMMENT_MAX, `Escribí hasta ${COMMENT_MAX} caracteres.`)),
  account: ruled(bankAccountError),
  requestKey: z.string(),
});

export type RequestFormValues = z.infer<typeof requestFormSchema>;
