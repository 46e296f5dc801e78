import { describe, expect, it } from 'vitest';
import { loginFormSchema } from '@/features/session/form-schemas';

const messages = (input: unknown) => {
  const result = loginFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('login form validation', () => {
  it('requires every field with the field texts', () => {
    expect(messages({ tipdoc: '', numdoc: '', password: '' })).toEqual({
      tipdoc: 'Requerido',
      numdoc: 'Requerido.',
      password: 'Requerido.',
    });
  });
  it('wants a numeric password', () => {
    expect(messages({ tipdoc: '1', numdoc: '30111222', password: 'abc' })).toEqual({ password: 'Debe ser un número.' });
    expect(messages({ tipdoc: '1', numdoc: '30111222', password: ' 30111222 ' })).toEqual({});
  });
});
