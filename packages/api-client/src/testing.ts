// Test helpers for packages and apps that use the client (import from '@portal/api-client/testing').
// No Jest import here: usable from any test runner.

/** A small in-memory Storage (localStorage stand-in for node tests). */
export class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  /** Make setItem throw (quota exceeded, private mode). */
  failWrites = false;

  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.map.set(key, String(value));
  }
}

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the client only decodes tokens). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.sig`;
}

/** Access-token claims as the server issues them, valid for an hour unless overridden. */
export function accessClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    token_type: 'access',
    exp: now + 3600,
    iat: now,
    jti: 'jti-1',
    user_id: 1,
    is_mentor: false,
    is_sirket_sahibi: false,
    is_staff: false,
    rol: null,
    sirket_id: null,
    ...overrides,
  };
}

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  authorization: string | null;
  body: string;
}

export type FetchHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FetchStub {
  calls: RecordedRequest[];
  restore(): void;
}

/**
 * A stand-in XMLHttpRequest that sends through globalThis.fetch (so the stub below answers uploads
 * made with the client's createProgressFetch too) and reports the whole body as one progress event.
 */
function fakeXhrClass(): typeof XMLHttpRequest {
  class FakeXMLHttpRequest {
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    withCredentials = false;
    status = 0;
    statusText = '';
    response: unknown = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private responseHeaders = new Headers();
    private aborted = false;

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string): void {
      this.headers.set(name, value);
    }
    getAllResponseHeaders(): string {
      let text = '';
      this.responseHeaders.forEach((value, key) => (text += `${key}: ${value}\r\n`));
      return text;
    }
    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }
    send(body?: BodyInit | null): void {
      const size = body instanceof Uint8Array ? body.byteLength : typeof body === 'string' ? body.length : 0;
      void (async () => {
        try {
          const response = await globalThis.fetch(this.url, { method: this.method, headers: this.headers, body: body ?? null });
          if (this.aborted) return;
          this.upload.onprogress?.({ lengthComputable: true, loaded: size, total: size } as ProgressEvent);
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseHeaders = response.headers;
          this.response = this.responseType === 'blob' ? await response.blob() : await response.text();
          this.onload?.();
        } catch {
          if (!this.aborted) this.onerror?.();
        }
      })();
    }
  }
  return FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
}

/**
 * Replace globalThis.fetch with a handler; every request is recorded (body read as text).
 * XMLHttpRequest is replaced too, by a stand-in that goes through the same handler (uploads with
 * progress, see createProgressFetch).
 */
export function stubFetch(handler: FetchHandler): FetchStub {
  const original = globalThis.fetch;
  const g = globalThis as { XMLHttpRequest?: typeof XMLHttpRequest };
  const hadXhr = 'XMLHttpRequest' in g;
  const originalXhr = g.XMLHttpRequest;
  g.XMLHttpRequest = fakeXhrClass();
  const calls: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      body: request.body ? await request.text() : '',
    };
    calls.push(recorded);
    return handler(recorded);
  }) as typeof fetch;
  return {
    calls,
    restore() {
      globalThis.fetch = original;
      if (hadXhr) g.XMLHttpRequest = originalXhr;
      else delete g.XMLHttpRequest;
    },
  };
}

/** A JSON response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const noBody = status === 204 || status === 205;
  return new Response(noBody ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
