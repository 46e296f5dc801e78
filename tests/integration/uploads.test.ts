import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_REQUEST_BODY_BYTES } from '@/config/uploads';
import { ApiError, isApiError } from '@/lib/api-error';
import { FILES_TOO_LARGE_MESSAGE, describeError } from '@/api/errors';
import { filesFitInOneSend } from '@/lib/files';
import { upload } from '@/lib/upload';
import { api, requestJson } from '@/lib/http';
import { z } from 'zod/mini';
import { server } from '../../mocks/node';

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('sends with files (src/lib/upload.ts)', () => {
  it('fits the residency form’s four 10 MB files as base64 exactly in the body nginx accepts, and nothing more', () => {
    const four = [MAX_FILE_BYTES, MAX_FILE_BYTES, MAX_FILE_BYTES, MAX_FILE_BYTES];
    expect(filesFitInOneSend(four, 'base64')).toBe(true);
    expect(filesFitInOneSend([...four, 3], 'base64')).toBe(false);
    expect(filesFitInOneSend([MAX_REQUEST_BODY_BYTES], 'multipart')).toBe(false);
  });

  it('resolves on 2xx and reports the share of the body sent, ending at 1', async () => {
    let received = 0;
    server.use(
      http.post('*/api/web/contact_form', async ({ request }) => {
        received = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ ok: true });
      }),
    );
    const shares: number[] = [];
    await upload({
      method: 'POST',
      path: 'api/web/contact_form',
      body: new Uint8Array(256 * 1024).buffer,
      contentType: 'application/octet-stream',
      onProgress: (share) => shares.push(share),
    });
    expect(received).toBe(256 * 1024);
    expect(shares.at(-1)).toBe(1);
    expect(shares.every((share, i) => share >= 0 && share <= 1 && (i === 0 || share >= shares[i - 1]!))).toBe(true);
  });

  it('sends a Blob body as it is (the residency JSON)', async () => {
    let received: { body: string; type: string | null } | undefined;
    server.use(
      http.put('*/api/admin/medical_residence_mail', async ({ request }) => {
        received = { body: await request.text(), type: request.headers.get('Content-Type') };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const json = new Blob(['{"title":', '"Residencias Médicas"}'], { type: 'application/json' });
    await upload({
      method: 'PUT',
      path: 'api/admin/medical_residence_mail',
      body: json,
      contentType: 'application/json',
    });
    expect(received).toEqual({ body: '{"title":"Residencias Médicas"}', type: 'application/json' });
  });

  it('turns a 413 page of the proxy into the "too large" message with the limit', async () => {
    server.use(
      http.post(
        '*/api/web/contact_form',
        () => new HttpResponse('<html>413 Request Entity Too Large</html>', { status: 413 }),
      ),
    );
    const error = await caught(upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData() }));
    expect(isApiError(error) && error.status).toBe(413);
    expect(describeError('memberFormSend', error).messages).toEqual([FILES_TOO_LARGE_MESSAGE]);
    expect(FILES_TOO_LARGE_MESSAGE).toContain('hasta 40 MB en total');
  });

  it('keeps the Laravel message and field errors of a 422', async () => {
    server.use(
      http.post('*/api/web/contact_form', () =>
        HttpResponse.json(
          {
            message: 'El campo phone no debe ser mayor que 50 caracteres.',
            errors: { phone: ['El campo phone no debe ser mayor que 50 caracteres.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await caught(upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData() }));
    expect(describeError('contactSend', error).messages).toEqual([
      'El campo phone no debe ser mayor que 50 caracteres.',
    ]);
  });

  it('a send with no answer after its body went out is no failure toast (the form says it may have arrived)', async () => {
    expect(describeError('residencySend', new ApiError({ status: 0, kind: 'unconfirmed' })).messages).toEqual([]);
    expect(describeError('memberFormSend', new ApiError({ status: 0, kind: 'too-large' })).messages).toEqual([
      FILES_TOO_LARGE_MESSAGE,
    ]);
    server.use(http.post('*/api/web/contact_form', () => HttpResponse.error()));
    const error = await caught(upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData() }));
    // The body never left: that is a plain failure (the catalogue's text), not 'unconfirmed'.
    expect(isApiError(error) && error.kind).toBe('network');
  });

  it.each([502, 503, 504])(
    'a %i after the body went out may have arrived too: unconfirmed, no 0004/0005 toast',
    async (status) => {
      server.use(
        http.put('*/api/admin/medical_residence_mail', async ({ request }) => {
          await request.arrayBuffer();
          return HttpResponse.json({ message: 'Gateway' }, { status });
        }),
      );
      const error = await caught(
        upload({ method: 'PUT', path: 'api/admin/medical_residence_mail', body: new Uint8Array(64 * 1024).buffer }),
      );
      expect(isApiError(error) && error.kind).toBe('unconfirmed');
      expect(describeError('residencySend', error).messages).toEqual([]);
      expect(describeError('memberFormSend', error).messages).toEqual([]);
    },
  );

  it('a 500 after the body went out is the API refusing it: the catalogue text', async () => {
    server.use(
      http.post('*/api/web/contact_form', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    const error = await caught(upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData() }));
    expect(describeError('contactSend', error).messages).toEqual([
      'Lo sentimos, ha sucedido un error inesperado (Error 0004)',
    ]);
  });

  it('a 429 carries its Retry-After to the message', async () => {
    server.use(
      http.post('*/api/web/contact_form', () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '20' } }),
      ),
    );
    const error = await caught(upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData() }));
    expect(isApiError(error) && error.retryAfterSeconds).toBe(20);
    expect(describeError('contactSend', error).messages[0]).toContain('Esperá 20 segundos');
  });
});

describe('a 429 on a JSON call (src/lib/http.ts)', () => {
  it('reads Retry-After from the answer into the ApiError', async () => {
    server.use(
      http.get('*/api/web/provinces', () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429, headers: { 'Retry-After': '7' } }),
      ),
    );
    const error = await caught(requestJson(z.unknown(), () => api.get('api/web/provinces')));
    expect(isApiError(error) && [error.status, error.retryAfterSeconds]).toEqual([429, 7]);
    expect(describeError('provinces', error).messages).toEqual([
      'Recibimos muchos pedidos seguidos desde tu conexión. Esperá 7 segundos y volvé a intentar.',
    ]);
  });
});
