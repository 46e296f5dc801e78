import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { server } from '../../mocks/node';
import { api, requestJson, sendJson } from '@/lib/http';
import { ApiError } from '@/lib/api-error';
import { sessionStore } from '@/features/session/session-store';
import { demoMember } from '../utils/render';

const schema = z.object({ ok: z.boolean() });
const url = 'http://api.test/api/web/test-endpoint';

describe('http client', () => {
  it('parses a good response with zod', async () => {
    server.use(http.get(url, () => HttpResponse.json({ ok: true })));
    await expect(requestJson(schema, () => api.get('api/web/test-endpoint'))).resolves.toEqual({ ok: true });
  });

  it('turns data that does not match the schema into a parse error', async () => {
    server.use(http.get(url, () => HttpResponse.json({ ok: 'yes' })));
    const error = await requestJson(schema, () => api.get('api/web/test-endpoint')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse' });
  });

  it('reads the server message and the 422 field errors', async () => {
    server.use(
      http.post(url, () =>
        HttpResponse.json(
          { message: 'Datos inválidos.', errors: { email: ['Debe ser un email valido.'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await sendJson('post', 'api/web/test-endpoint', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 422,
      serverMessage: 'Datos inválidos.',
      fieldErrors: { email: ['Debe ser un email valido.'] },
    });
  });

  it('reads { data: { message } } bodies (residency endpoint)', async () => {
    server.use(http.put(url, () => HttpResponse.json({ data: { message: 'DNI duplicado.' } }, { status: 422 })));
    const error = await sendJson('put', 'api/web/test-endpoint', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, serverMessage: 'DNI duplicado.' });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const error = await requestJson(schema, () => api.get('api/web/test-endpoint')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, kind: 'network' });
  });

  it('sends the bearer token only when a session exists', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await requestJson(schema, () => api.get('api/web/test-endpoint'));
    sessionStore.signIn('abc', demoMember);
    await requestJson(schema, () => api.get('api/web/test-endpoint'));
    sessionStore.clear();
    expect(seen).toEqual([null, 'Bearer abc']);
  });
});
