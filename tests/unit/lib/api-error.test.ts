import { describe, expect, it } from 'vitest';
import { ApiError, isApiError, parseRetryAfter } from '@/lib/api-error';

describe('ApiError', () => {
  it('carries the status, kind, server message, field errors and Retry-After', () => {
    const cause = new Error('HTTP 422');
    const error = new ApiError({
      status: 422,
      kind: 'http',
      serverMessage: 'Datos inválidos.',
      fieldErrors: { email: ['Correo inválido.'] },
      retryAfterSeconds: 5,
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      message: 'Datos inválidos.',
      status: 422,
      kind: 'http',
      serverMessage: 'Datos inválidos.',
      fieldErrors: { email: ['Correo inválido.'] },
      retryAfterSeconds: 5,
      cause,
    });
  });

  it('without a server message its message names the kind and status; field errors default to none', () => {
    const error = new ApiError({ status: 0, kind: 'network' });
    expect(error.message).toBe('API error (network 0)');
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
    expect(error.retryAfterSeconds).toBeUndefined();
  });
});

describe('isApiError', () => {
  it('tells an ApiError from anything else', () => {
    expect(isApiError(new ApiError({ status: 500, kind: 'http' }))).toBe(true);
    for (const other of [new Error('x'), { status: 500, kind: 'http' }, null, undefined, 'ApiError'])
      expect(isApiError(other)).toBe(false);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-10-21T07:28:00Z');

  it('reads delay-seconds', () => {
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as whole seconds from now, rounded up; a past date is 0', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:29:00 GMT', now)).toBe(60);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:00 GMT', now + 500)).toBe(0);
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:01 GMT', now + 500)).toBe(1);
    expect(parseRetryAfter('Tue, 20 Oct 2026 07:28:00 GMT', now)).toBe(0);
  });

  it.each([null, undefined, '', '   ', '-5', '1.5', 'pronto', 'Wed, 99 Foo 2026'])(
    'absent or unreadable %j → undefined',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeUndefined();
    },
  );
});
