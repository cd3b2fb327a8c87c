// Upload progress for multipart requests. ky 1.11 has `onUploadProgress`, but it streams the request
// body (`duplex: 'half'`), which Chromium allows only over HTTP/2 or QUIC and Firefox and Safari not
// at all; the portal's server speaks HTTP/1.1. So the body goes through XMLHttpRequest instead, as
// a `fetch` replacement handed to ky: the bearer header, the 401 refresh-and-retry and the error
// body parsing of the ky instance all still apply.

/** Called with 0..100 while the request body is sent. */
export type UploadProgressHandler = (percent: number) => void;

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at <= 0) continue;
    try {
      headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
    } catch {
      // A header name the Headers class refuses: skip it.
    }
  }
  return headers;
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The operation was aborted.', 'AbortError')
    : Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
}

/**
 * A `fetch` that sends through XMLHttpRequest and reports upload progress (0..100). Use it as ky's
 * `fetch` option: `api.post('basvurular/', { body: form, fetch: createProgressFetch(setPercent) })`.
 * Without XMLHttpRequest (Node) it falls back to the global fetch and reports 100 when done.
 */
export function createProgressFetch(onProgress: UploadProgressHandler): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const XHR = (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
    if (typeof XHR !== 'function') {
      const response = await globalThis.fetch(input, init);
      onProgress(100);
      return response;
    }
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    if (request.signal?.aborted) throw abortError();
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    // The serialised body (a multipart body with its boundary, which the content-type header carries).
    const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : null;

    return new Promise<Response>((resolve, reject) => {
      const xhr = new XHR();
      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';

      xhr.upload.onprogress = (event: ProgressEvent) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        onProgress(100);
        const status = xhr.status;
        const responseBody = NULL_BODY_STATUSES.has(status) ? null : (xhr.response as Blob | null);
        resolve(
          new Response(responseBody, {
            status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // Like fetch: a request that got no answer rejects with a TypeError (see isNetworkError).
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () => reject(abortError());
      request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

      xhr.send(body);
    });
  };
}
