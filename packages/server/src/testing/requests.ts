// Requests to the test app as one of the world's actors (or with explicit headers), so a test file
// states who asks and what, not how app.inject() is called. Free of Jest, like world.ts.
import type { LightMyRequestResponse } from 'fastify';
import { multipart, type Part } from './multipart';
import type { TestContext } from './test-app';
import { WORLD_PASSWORD, type Actor, type World } from './world';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who asks: a world actor, or the headers of an account outside the world's actors. */
export type Caller = Actor | Record<string, string>;

export interface WorldRequests {
  /** `method url` as `caller`; `payload` (JSON) only when given; `headers` on top of the caller's. */
  send(method: Method, url: string, caller: Caller, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, caller: Caller): Promise<LightMyRequestResponse>;
  /** A multipart/form-data POST of `parts`, as the clients send forms with a file. */
  postForm(url: string, caller: Caller, parts: Part[]): Promise<LightMyRequestResponse>;
}

/** Requests against the app and world `current()` returns at the time of each request. */
export function worldRequests(current: () => { t: TestContext; w: World }): WorldRequests {
  const headersOf = (caller: Caller) => (typeof caller === 'string' ? current().w.auth(caller) : caller);
  const send: WorldRequests['send'] = (method, url, caller, payload, headers = {}) =>
    current().t.app.inject({
      method,
      url,
      headers: { ...headersOf(caller), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    send,
    get: (url, caller) => send('GET', url, caller),
    postForm: (url, caller, parts) => {
      const form = multipart(parts);
      return current().t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...form.headers, ...headersOf(caller) } });
    },
  };
}

/** Signs in a world account that is not one of its actors (the employee): its Authorization header. */
export async function signIn(t: TestContext, username: string, password = WORLD_PASSWORD): Promise<Record<string, string>> {
  const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${(res.json() as { access: string }).access}` };
}
