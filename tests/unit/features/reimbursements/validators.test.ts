import { describe, expect, it } from 'vitest';
import { amountError, formatArgentineAmount, parseArgentineAmount } from '@/features/reimbursements/lib/amount';
import { bankAccountError, isValidAlias, isValidCbu } from '@/features/reimbursements/lib/bank-account';
import { formatCuit, isValidCuit } from '@/features/reimbursements/lib/cuit';
import { buenosAiresToday, invoiceDateError, TOO_OLD_MESSAGE } from '@/features/reimbursements/lib/invoice-date';

describe('the CUIT check', () => {
  it.each([
    ['33-69345023-9', 'ARCA (AFIP)'],
    ['30500010912', 'Banco de la Nación Argentina'],
    ['20-12345678-6', 'a person'],
  ])('accepts %s (%s)', (cuit) => expect(isValidCuit(cuit)).toBe(true));

  it.each([
    ['33-69345023-8', 'a wrong check digit'],
    ['3069345023', 'ten digits'],
    ['336934502391', 'twelve digits'],
    ['2O-12345678-6', 'a letter'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (cuit) => expect(isValidCuit(cuit)).toBe(false));

  it('writes it with its dashes', () => expect(formatCuit('33693450239')).toBe('33-69345023-9'));
});

describe('the CBU and alias check', () => {
  it.each(['2850590940090418135201', '0170099220000067797370', '2850 5909 4009 0418 1352 01'])(
    'accepts the CBU %s',
    (cbu) => expect(isValidCbu(cbu)).toBe(true),
  );

  it.each([
    ['2850590940090418135200', 'the second check digit wrong'],
    ['2850590840090418135201', 'the first check digit wrong'],
    ['285059094009041813520', '21 digits'],
  ])('refuses %s (%s)', (cbu) => expect(isValidCbu(cbu)).toBe(false));

  it('takes an alias of 6 to 20 letters, digits, dots or dashes', () => {
    expect(isValidAlias('casa.perro.sol')).toBe(true);
    expect(isValidAlias('mi-cuenta-2024')).toBe(true);
    expect(isValidAlias('corto')).toBe(false);
    expect(isValidAlias('un.alias.demasiado.largo')).toBe(false);
    expect(isValidAlias('con espacio')).toBe(false);
    expect(isValidAlias('ñandú.azul')).toBe(false);
  });

  it('tells the member what is wrong', () => {
    expect(bankAccountError('')).toBe('Ingresá un CBU o un alias.');
    expect(bankAccountError('123')).toBe('El CBU tiene 22 números.');
    expect(bankAccountError('2850590940090418135200')).toBe('El CBU no es válido: revisá los números.');
    expect(bankAccountError('a b')).toBe('El alias tiene de 6 a 20 letras, números, puntos o guiones.');
    expect(bankAccountError('2850590940090418135201')).toBeNull();
    expect(bankAccountError('casa.perro.sol')).toBeNull();
  });
});

describe('the amount, the Argentine way', () => {
  it.each([
    ['12.345,67', 12345.67],
    ['12345,67', 12345.67],
    ['12.345', 12345],
    ['1.234.567,8', 1234567.8],
    ['$ 500', 500],
    ['0,50', 0.5],
  ])('reads %s as %d', (text, amount) => expect(parseArgentineAmount(text)).toBe(amount));

  it.each(['12,345.67', '12.34', '1.2345,00', '12,345', 'doce', '-5', '12,345,6'])('does not read %s', (text) =>
    expect(parseArgentineAmount(text)).toBeNull(),
  );

  it('wants more than zero', () => {
    expect(amountError('0,00')).toBe('El importe tiene que ser mayor que cero.');
    expect(amountError('12.34')).toBe('Escribí el importe en pesos, por ejemplo 12.345,67.');
    expect(amountError('')).toBe('Ingresá el importe.');
    expect(amountError('1,00')).toBeNull();
  });

  it('writes an amount back in the same format', () => {
    expect(formatArgentineAmount(12345.6)).toBe('12.345,60');
    expect(formatArgentineAmount(1500)).toBe('1.500,00');
  });
});

describe('the invoice date, counted in Buenos Aires', () => {
  // 1 June 2026 at 01:30 UTC is still 31 May at 22:30 in Buenos Aires.
  const lateMay = Date.parse('2026-06-01T01:30:00Z');

  it('takes today from Buenos Aires, not from UTC or the device', () => {
    expect(buenosAiresToday(lateMay)).toBe('2026-05-31');
    expect(buenosAiresToday(Date.parse('2026-06-01T03:00:00Z'))).toBe('2026-06-01');
  });

  it('refuses a date that is already tomorrow in Buenos Aires, even if it is today in UTC', () => {
    expect(invoiceDateError('2026-06-01', lateMay)).toBe('La fecha de la factura no puede ser posterior a hoy.');
    expect(invoiceDateError('2026-05-31', lateMay)).toBeNull();
  });

  it('takes an invoice 180 days old and refuses one of 181', () => {
    // 31 May 2026 minus 180 days is 2 December 2025.
    expect(invoiceDateError('2025-12-02', lateMay)).toBeNull();
    expect(invoiceDateError('2025-12-01', lateMay)).toBe(TOO_OLD_MESSAGE);
    expect(TOO_OLD_MESSAGE).toBe('La factura tiene más de 180 días: ya no se puede pedir su reintegro.');
  });

  it('refuses a date that does not exist', () => {
    expect(invoiceDateError('2026-02-30', lateMay)).toBe('La fecha no es válida.');
    expect(invoiceDateError('', lateMay)).toBe('Ingresá la fecha de la factura.');
  });
});
