// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnv } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerReferenceList, referenceListSource } from '../../../../scripts/prerender/reference-lists.mjs';
import { server as mockApi } from '@mocks/node';

/** A stand-in for the deploy's API, with lists of its own (not the mock's). */
const API_PROVINCES = [{ id: 90, name: 'Provincia de la API real' }];
let api: Server;
let apiUrl = '';
beforeAll(async () => {
  mockApi.close(); // the build's Node process has no mock API in its fetch (tests/setup.ts starts one)
  api = createServer((request, response) => {
    if (request.url === '/api/web/provinces') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(API_PROVINCES));
    } else {
      response.writeHead(503).end();
    }
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

/** A Playwright route of the prerender's browser, as far as the build uses it. */
function interceptedCall(path: string) {
  return {
    request: () => ({ url: () => `http://127.0.0.1:5999${path}` }),
    continue: vi.fn(async () => undefined),
    fulfill: vi.fn(async (_answer: { status: number; contentType: string; body: string }) => undefined),
  };
}

const productionEnv = parseEnv(readFileSync('deploy/production.env', 'utf8'));

describe("the prerender's reference lists", () => {
  it('a production build without PRERENDER_API_URL never asks the mock API: the selects stay loading', async () => {
    const source = referenceListSource({ ...productionEnv });
    expect(source).toEqual({ from: 'none' });
    const call = interceptedCall('/api/web/provinces');
    expect(await answerReferenceList(call, source)).toBe(false);
    expect(call.continue).not.toHaveBeenCalled();
    expect(call.fulfill).not.toHaveBeenCalled();
  });

  it("with PRERENDER_API_URL, the build holds that API's lists", async () => {
    const source = referenceListSource({ ...productionEnv, PRERENDER_API_URL: `${apiUrl}/` });
    expect(source).toEqual({ from: 'api', url: apiUrl });
    const call = interceptedCall('/api/web/provinces');
    expect(await answerReferenceList(call, source)).toBe(true);
    expect(call.continue).not.toHaveBeenCalled();
    expect(JSON.parse(call.fulfill.mock.calls[0]![0].body)).toEqual(API_PROVINCES);
  });

  it('an API that fails or does not answer leaves that select loading, never the mock', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of [apiUrl, 'http://127.0.0.1:9']) {
      const call = interceptedCall('/api/web/medical_specialty');
      expect(await answerReferenceList(call, referenceListSource({ ...productionEnv, PRERENDER_API_URL: url }))).toBe(
        false,
      );
      expect(call.continue).not.toHaveBeenCalled();
      expect(call.fulfill).not.toHaveBeenCalled();
    }
  });

  it('other builds (the e2e suite, npm start) ask the mock API that serves them', async () => {
    const call = interceptedCall('/api/web/provinces');
    expect(await answerReferenceList(call, referenceListSource({}))).toBe(true);
    expect(call.continue).toHaveBeenCalled();
  });
});
