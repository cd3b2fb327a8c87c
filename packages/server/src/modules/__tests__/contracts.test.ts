// Every API route states its contract: a response schema for its success status, a body schema
// for writes (or, for a streaming upload, its multipart fields), a params schema where the path
// has parameters; so the OpenAPI document at /api/docs describes the whole API. A route added
// without them turns this red.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestContext } from '../../testing/test-app';

/** Routes that answer raw bytes: a zod response schema cannot describe a file stream. */
const BINARY_RESPONSES = new Set([
  'GET /api/files/:id/',
  'GET /api/calendar/:token.ics',
  'GET /api/calendar/rezervasyonlar/:id/',
  'GET /api/profile/export/',
  ...['basvurular', 'cagrilar', 'raporlar', 'kaynaklar', 'rezervasyonlar', 'users', 'sirketler', 'mentorler', 'mentor-atamalari', 'dekontlar', 'degerlendirmeler'].map(
    (noun) => `GET /api/admin/${noun}/export/`,
  ),
]);

let t: TestContext;
const contractOf = (r: { method: string; url: string }) => t.app.apiRouteContracts.get(`${r.method} ${r.url}`);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route contracts', () => {
  test('every route declares a response schema for a 2xx status', () => {
    const missing = t.app.apiRoutes
      .filter((r) => !BINARY_RESPONSES.has(`${r.method} ${r.url}`))
      .filter((r) => !Object.keys((contractOf(r)?.schema?.response ?? {}) as object).some((code) => /^2\d\d$/.test(code)))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  test('every POST, PUT and PATCH declares its body (JSON schema or multipart fields)', () => {
    const missing = t.app.apiRoutes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
      .filter((r) => contractOf(r)?.schema?.body === undefined && !contractOf(r)?.multipart)
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  test('every route with path parameters declares them', () => {
    const missing = t.app.apiRoutes.filter((r) => r.url.includes(':') && contractOf(r)?.schema?.params === undefined).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  test('the OpenAPI document lists every route with its request body', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: unknown; responses?: object }>> };
    const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
    for (const r of t.app.apiRoutes) {
      const operation = doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];
      expect({ route: `${r.method} ${r.url}`, documented: operation !== undefined }).toEqual({ route: `${r.method} ${r.url}`, documented: true });
      if (['POST', 'PUT', 'PATCH'].includes(r.method)) {
        expect({ route: `${r.method} ${r.url}`, body: operation!.requestBody !== undefined }).toEqual({ route: `${r.method} ${r.url}`, body: true });
      }
    }
  });
});
