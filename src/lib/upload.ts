import { useCallback, useState } from 'react';
import { ApiError } from './api-error';
import { apiRequestHeaders, apiUrl, httpApiError, PROXY_GAVE_UP, SEND_TIMEOUT_MS } from './http';

/**
 * Sends a form body with files. fetch (and so ky) can neither report upload progress nor tell "no answer before the
 * body was sent" from "no answer after it", and a fixed timeout over the whole request aborts any long upload on a
 * slow uplink. XMLHttpRequest reports both, so the sends with files go through here:
 *
 * - no limit on the upload's length while it moves: it fails only after STALL_MS without a byte going out;
 * - once the body is sent, the server has SEND_TIMEOUT_MS to answer (a little longer than nginx's proxy_read_timeout,
 *   deploy/site.conf, so a slow answer is ended by the edge's 504); without an answer the error is 'unconfirmed': it may have been delivered, so the form must
 *   not say it failed. So is a 502/503/504 that comes after the body went out: it is a proxy speaking (the API
 *   stopped answering or timed out), not the API refusing the send, and the API may have stored it all the same;
 * - onProgress gets the share of the body sent, from 0 to 1.
 */
const STALL_MS = 60_000;

export type UploadOptions = {
  method: 'POST' | 'PUT';
  /** Relative to the API base, like ky's input: 'api/web/contact_form'. */
  path: string;
  body: FormData | Blob | ArrayBuffer;
  contentType?: string;
  onProgress?: (sentShare: number) => void;
};

/**
 * Resolves on a 2xx answer with its JSON body (undefined when it has none or it is not JSON); every failure is an
 * ApiError (kind 'http', or 'network' / 'unconfirmed').
 */
export function upload({ method, path, body, contentType, onProgress }: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let bodySent = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => xhr.abort(), ms);
    };

    xhr.open(method, apiUrl(path));
    for (const [name, value] of Object.entries(apiRequestHeaders())) xhr.setRequestHeader(name, value);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);

    xhr.upload.onprogress = (event) => {
      arm(STALL_MS);
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => {
      bodySent = true;
      onProgress?.(1);
      arm(SEND_TIMEOUT_MS);
    };
    xhr.onload = () => {
      clearTimeout(timer);
      if (xhr.status >= 200 && xhr.status < 300) resolve(jsonOf(xhr.responseText));
      else if (bodySent && PROXY_GAVE_UP.includes(xhr.status))
        reject(
          new ApiError({
            status: xhr.status,
            kind: 'unconfirmed',
            cause: new Error(`${xhr.status} from a proxy after the body was sent`),
          }),
        );
      else reject(httpError(xhr));
    };
    const noAnswer = () => {
      clearTimeout(timer);
      reject(
        new ApiError({
          status: 0,
          kind: bodySent ? 'unconfirmed' : 'network',
          cause: new Error(bodySent ? 'No answer after the body was sent' : 'The upload did not go through'),
        }),
      );
    };
    xhr.onerror = noAnswer;
    xhr.onabort = noAnswer;

    arm(STALL_MS);
    xhr.send(body);
  });
}

function jsonOf(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

function httpError(xhr: XMLHttpRequest): ApiError {
  let raw: unknown = {};
  try {
    raw = JSON.parse(xhr.responseText || '{}');
  } catch {
    // An HTML error page (nginx's 413) carries no message for us.
  }
  return httpApiError(xhr.status, raw, undefined, xhr.getResponseHeader('Retry-After'));
}

/** The share of a send's body uploaded so far, as a whole percentage for the form (null when nothing is sending). */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const report = useCallback((share: number) => setPercent(Math.round(share * 100)), []);
  const reset = useCallback(() => setPercent(null), []);
  return { percent, report, reset };
}
