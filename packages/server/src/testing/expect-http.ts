// Assertions that several route tests make the same way (Jest's side of requests.ts): an answer with
// exactly the contract's keys, a form body that is not well-formed multipart refused in the DRF shape (never a 500),
// a signed file URL handing out exactly the stored bytes.
import { expect } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { multipart, type Part } from './multipart';
import type { Caller, WorldRequests } from './requests';
import type { TestContext } from './test-app';

/** `res` answered `status` with a JSON object of exactly `keys` (sorted); returns that object. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller's assertions state the rest of the shape
export function expectShape(res: LightMyRequestResponse, status: number, keys: readonly string[]): any {
  expect(res.statusCode).toBe(status);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(keys);
  return body;
}

/** A 4xx whose body is {"detail": text} or {"field": [texts]} (DRF's error shape) and nothing else. */
export function expectDrf4xx(res: { statusCode: number; json(): unknown }) {
  expect({ status: res.statusCode, ok: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ status: res.statusCode, ok: true });
  const body = res.json() as Record<string, unknown>;
  expect(typeof body).toBe('object');
  for (const [key, value] of Object.entries(body)) {
    if (key === 'detail' || key === 'code') expect(typeof value).toBe('string');
    else expect(Array.isArray(value) && value.every((m) => typeof m === 'string')).toBe(true);
  }
}

/** POSTs plain text, the valid form cut short and an empty body to `url`: each a 4xx in the DRF shape. */
export async function expectMalformedFormsRefused(api: WorldRequests, url: string, caller: Caller, validParts: Part[]) {
  const { payload, headers } = multipart(validParts);
  for (const body of [Buffer.from('not multipart at all'), payload.subarray(0, payload.length - 30), Buffer.alloc(0)]) {
    const res = await api.send('POST', url, caller, body, headers);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual(expect.any(Object));
    expectDrf4xx(res);
  }
}

/** GETs a signed file URL without credentials (the signature is the permission): 200, the type, the bytes. */
export async function expectDownload(t: TestContext, url: string, bytes: Buffer, contentType = 'application/pdf') {
  const download = await t.app.inject({ method: 'GET', url });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe(contentType);
  expect(download.rawPayload.equals(bytes)).toBe(true);
}
