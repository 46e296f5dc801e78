import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { authorizeRequestsWith } from '@/lib/api-token';
import { apiUrl, EDGE_READ_TIMEOUT_MS, SEND_TIMEOUT_MS } from '@/lib/http';
import { upload, useUploadProgress } from '@/lib/upload';

/** An XMLHttpRequest the test drives: what the browser would report, event by event. */
class FakeXhr {
  static last: FakeXhr;
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  sent: unknown;
  aborted = false;
  status = 0;
  responseText = '';
  responseHeaders: Record<string, string> = {};
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  bodySent() {
    this.upload.onload?.();
  }
  answer(status: number, body = '', headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = body;
    this.responseHeaders = headers;
    this.onload?.();
  }
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as ApiError,
  );

const send = (onProgress?: (share: number) => void) =>
  upload({ method: 'POST', path: 'api/web/contact_form', body: new FormData(), onProgress });

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  authorizeRequestsWith(() => null);
});

describe('upload', () => {
  it('sends the body to the API path with JSON accepted, the member’s token and the given content type', async () => {
    authorizeRequestsWith(() => 'token-del-socio');
    const body = new Blob(['{}']);
    const sent = upload({ method: 'PUT', path: '/api/web/residency', body, contentType: 'application/json' });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(['PUT', apiUrl('api/web/residency')]);
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer token-del-socio',
      'Content-Type': 'application/json',
    });
    expect(xhr.sent).toBe(body);
    xhr.answer(201);
    await expect(sent).resolves.toBeUndefined();
  });

  it('sets no Content-Type of its own (a FormData gets the browser’s multipart boundary) and no token when signed out', () => {
    void send();
    expect(FakeXhr.last.headers).toEqual({ Accept: 'application/json' });
  });

  it('reports the share of the body sent, ending at 1; a progress without a known total is not reported', async () => {
    const shares: number[] = [];
    const sent = send((share) => shares.push(share));
    const xhr = FakeXhr.last;
    xhr.progress(25, 100);
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.progress(75, 100);
    xhr.bodySent();
    xhr.answer(200);
    await sent;
    expect(shares).toEqual([0.25, 0.75, 1]);
  });

  it('a refusal is an http ApiError with the Laravel message, field errors and Retry-After', async () => {
    const sent = caught(send());
    FakeXhr.last.bodySent();
    FakeXhr.last.answer(
      422,
      JSON.stringify({ message: 'Datos inválidos.', errors: { email: ['Debe ser un email valido.'] } }),
    );
    const error = await sent;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      kind: 'http',
      serverMessage: 'Datos inválidos.',
      fieldErrors: { email: ['Debe ser un email valido.'] },
    });

    const limited = caught(send());
    FakeXhr.last.answer(429, '', { 'Retry-After': '30' });
    expect(await limited).toMatchObject({ status: 429, kind: 'http', retryAfterSeconds: 30 });
  });

  it('an HTML error page (nginx’s 413) gives an http error without a message', async () => {
    const sent = caught(send());
    FakeXhr.last.answer(413, '<html>413 Request Entity Too Large</html>');
    expect(await sent).toMatchObject({ status: 413, kind: 'http', serverMessage: undefined, fieldErrors: {} });
  });

  it.each([502, 503, 504])('a %i after the body went out is a proxy speaking: unconfirmed', async (status) => {
    const sent = caught(send());
    FakeXhr.last.bodySent();
    FakeXhr.last.answer(status, '<html>Bad Gateway</html>');
    expect(await sent).toMatchObject({ status, kind: 'unconfirmed' });
  });

  it('a 502 before the body went out is an http error (the send did not arrive)', async () => {
    const sent = caught(send());
    FakeXhr.last.answer(502);
    expect(await sent).toMatchObject({ status: 502, kind: 'http' });
  });

  it('no answer: a network error before the body went out, unconfirmed after it', async () => {
    const before = caught(send());
    FakeXhr.last.onerror?.();
    expect(await before).toMatchObject({ status: 0, kind: 'network' });

    const after = caught(send());
    FakeXhr.last.bodySent();
    FakeXhr.last.onerror?.();
    expect(await after).toMatchObject({ status: 0, kind: 'unconfirmed' });
  });

  it('gives up after a minute without a byte going out, however long the upload has been moving', async () => {
    vi.useFakeTimers();
    const sent = caught(send());
    const xhr = FakeXhr.last;
    for (let i = 1; i <= 5; i += 1) {
      vi.advanceTimersByTime(50_000);
      xhr.progress(i, 10);
    }
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(xhr.aborted).toBe(true);
    expect(await sent).toMatchObject({ status: 0, kind: 'network' });
  });

  it('once the body is sent the browser outwaits the edge (its 504 ends a slow send); then it is unconfirmed', async () => {
    vi.useFakeTimers();
    const sent = caught(send());
    const xhr = FakeXhr.last;
    xhr.bodySent();
    vi.advanceTimersByTime(EDGE_READ_TIMEOUT_MS);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(SEND_TIMEOUT_MS - EDGE_READ_TIMEOUT_MS);
    expect(xhr.aborted).toBe(true);
    expect(await sent).toMatchObject({ status: 0, kind: 'unconfirmed' });
  });

  it('an answer in time stops the clock', async () => {
    vi.useFakeTimers();
    const sent = send();
    const xhr = FakeXhr.last;
    xhr.bodySent();
    xhr.answer(204);
    await sent;
    vi.advanceTimersByTime(300_000);
    expect(xhr.aborted).toBe(false);
  });
});

describe('useUploadProgress', () => {
  it('is null until a send reports, then a whole percentage, and null again once reset', () => {
    const { result } = renderHook(() => useUploadProgress());
    expect(result.current.percent).toBeNull();
    act(() => result.current.report(0.426));
    expect(result.current.percent).toBe(43);
    act(() => result.current.report(1));
    expect(result.current.percent).toBe(100);
    act(() => result.current.reset());
    expect(result.current.percent).toBeNull();
  });
});
