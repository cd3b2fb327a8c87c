// Every API route states its contract: a response schema for its success status, a body schema
// for writes (or, for a streaming upload, its multipart fields), a params schema where the path
// has parameters; so the OpenAPI document at /api/docs describes the whole API. A route added
// without them turns this red.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { z } from 'zod';
import { lintOpenApi } from '../../cli/openapi';
import { moduleRoutes } from '../../lib/routes';
import { contractChecker } from '../../plugins/contract-check';
import { createTestApp, type TestContext } from '../../testing/test-app';

/** Routes that answer raw bytes: a zod response schema cannot describe a file stream. */
const BINARY_RESPONSES = new Set([
  'GET /api/files/:id/',
  'GET /api/calendar/:token.ics',
  'GET /api/calendar/rezervasyonlar/:id/',
  'GET /api/profile/export/',
  // A thread as a text file (modules/mesajlar).
  'GET /api/admin/basvurular/:id/mesajlar/export/',
  ...['basvurular', 'cagrilar', 'raporlar', 'kaynaklar', 'rezervasyonlar', 'users', 'sirketler', 'mentorler', 'mentor-atamalari', 'dekontlar', 'degerlendirmeler'].map(
    (noun) => `GET /api/admin/${noun}/export/`,
  ),
]);

let t: TestContext;
const contractOf = (r: { method: string; url: string }) => t.app.apiRouteContracts.get(`${r.method} ${r.url}`);
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Routes that break their own contract on purpose: the check must refuse their answers.
      beforeReady: (app) => {
        const route = moduleRoutes(app, 'test', 'anonymous');
        // The reply's types allow only the declared answer: these routes send another one on purpose.
        type AnyReply = { code(status: number): { send(body: unknown): void } };
        route.get('/api/_test/contract/status/', { summary: 'Answers a status it does not declare', response: z.object({ ok: z.boolean() }) }, async (_request, reply) =>
          (reply as unknown as AnyReply).code(409).send({ detail: 'undeclared' }),
        );
        // Requests: a document stricter than the server (a pattern zod does not check) and one looser
        // (a length zod checks, hidden from the document).
        const ok = z.object({ ok: z.boolean() });
        route.post('/api/_test/contract/strict/', { summary: 'Its document refuses what it accepts', body: z.object({ ad: z.string().meta({ pattern: '^[a-z]+$' }) }), response: ok }, async () => ({ ok: true }));
        route.post('/api/_test/contract/loose/', { summary: 'Its document allows what it refuses', body: z.object({ ad: z.string().min(3).meta({ minLength: 0 }) }), response: ok }, async () => ({ ok: true }));
        route.get('/api/_test/contract/query/', { summary: 'A query read from text', querystring: z.object({ n: z.coerce.number().int().optional() }), response: ok }, async () => ({ ok: true }));
        route.get(
          '/api/_test/contract/file/',
          { summary: 'Declares a CSV, sends JSON', file: { description: 'A CSV', types: ['text/csv'], download: true } },
          async (_request, reply) => reply.header('Content-Disposition', 'attachment; filename="x.csv"').send({ not: 'csv' }),
        );
        route.get('/api/_test/contract/error-shape/', { summary: 'Answers a declared error in the wrong shape', errors: [409], response: z.object({ ok: z.boolean() }) }, async (_request, reply) =>
          (reply as unknown as AnyReply).code(409).send({ message: 'not the DRF shape' }),
        );
      },
    },
  );
});
afterAll(() => t.close());

describe('route contracts', () => {
  test('every route declares a response schema for a 2xx status, or the bytes it answers', () => {
    expect(t.app.apiRoutes.filter((r) => contractOf(r)?.file === true && !r.url.includes('_test')).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...BINARY_RESPONSES].sort());
    const missing = t.app.apiRoutes
      .filter((r) => !BINARY_RESPONSES.has(`${r.method} ${r.url}`) && !r.url.includes('_test'))
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

describe('the OpenAPI document', () => {
  const doc = () => t.app.swagger() as unknown as { openapi: string; paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown>; parameters?: { name: string; required?: boolean }[] }>> };

  test("is OpenAPI 3.1 and passes Redocly's recommended rules (DRF's trailing slashes allowed)", async () => {
    const found = await lintOpenApi(doc());
    // The health checks answer 200 or 503: they have no 4xx to declare (nor this file's test routes).
    expect(found.filter((p) => !/~1api~1health~1(live~1|ready~1)?\/get\/responses/.test(p) && !p.includes('_test'))).toEqual([]);
    expect(doc().openapi).toBe('3.1.0');
  });

  test('every operation has a unique operationId; optional filters are not required', () => {
    const operations = Object.values(doc().paths).flatMap((ops) => Object.values(ops));
    const ids = operations.map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const list = doc().paths['/api/admin/basvurular/']!.get!;
    expect(list.parameters!.filter((p) => p.required).map((p) => p.name)).toEqual([]);
    expect(Object.keys(list.responses).sort()).toEqual(['200', '400', '401', '403']);
  });

  test('an answer with a status the route does not declare is refused (500), and so is a declared error in the wrong shape', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const undeclared = await t.app.inject({ method: 'GET', url: '/api/_test/contract/status/' });
      expect(undeclared.statusCode).toBe(500);
      const wrongShape = await t.app.inject({ method: 'GET', url: '/api/_test/contract/error-shape/' });
      expect(wrongShape.statusCode).toBe(500);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringContaining('answered 409, which its document does not list'),
        expect.stringContaining("must have required property 'detail'"),
      ]);
    } finally {
      errors.mockRestore();
    }
  });

  test('a request its document refuses but the server accepts is refused (too strict), and so is one the document allows but the server refuses (too loose)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const strict = await t.app.inject({ method: 'POST', url: '/api/_test/contract/strict/', payload: { ad: 'Ali' } });
      expect(strict.statusCode).toBe(500);
      const loose = await t.app.inject({ method: 'POST', url: '/api/_test/contract/loose/', payload: { ad: 'al' } });
      expect(loose.statusCode).toBe(500);
      expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(/document too strict: POST \/api\/_test\/contract\/strict\/ answered 200 to a request its document refuses: body\.ad: must match pattern/),
        expect.stringMatching(/document too loose: POST \/api\/_test\/contract\/loose\/: the document allows what the server refuses \(400\): body\.ad: /),
      ]);
    } finally {
      errors.mockRestore();
    }
    // Agreement: what both accept, and a request both refuse answered 4xx (the tests of 400s).
    expect((await t.app.inject({ method: 'POST', url: '/api/_test/contract/strict/', payload: { ad: 'ali' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/_test/contract/strict/', payload: { ad: 5 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/_test/contract/loose/', payload: {} })).statusCode).toBe(400);
    // A query string is text: '5' is the integer the document says; '5x' is refused by both.
    expect((await t.app.inject({ method: 'GET', url: '/api/_test/contract/query/?n=5' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/_test/contract/query/?n=5x' })).statusCode).toBe(400);
  });

  test('a file route answering a media type it does not declare is refused; exports, files and calendars declare theirs', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/_test/contract/file/' })).statusCode).toBe(500);
      expect(String(errors.mock.calls[0]?.[0])).toContain('as application/json; charset=utf-8, which its document does not list (text/csv)');
    } finally {
      errors.mockRestore();
    }
    const ok = (path: string) => doc().paths[path]!.get!.responses['200'] as { headers?: Record<string, { required?: boolean }>; content: Record<string, unknown> };
    expect(Object.keys(ok('/api/admin/basvurular/export/').content)).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(ok('/api/admin/basvurular/export/').headers?.['Content-Disposition']?.required).toBe(true);
    expect(Object.keys(ok('/api/calendar/{token}.ics').content)).toEqual(['text/calendar']);
    expect(Object.keys(ok('/api/profile/export/').content)).toEqual(['application/zip']);
    expect(Object.keys(ok('/api/files/{id}/').content)).toEqual(expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg']));
    expect(ok('/api/cagrilar/').headers?.ETag?.required).toBe(true);
    expect((doc().paths['/api/token/']!.post!.responses['429'] as { headers: Record<string, { required?: boolean }> }).headers['Retry-After']?.required).toBe(true);
  });

  test('the checker reads the served document: a declared answer passes, an undeclared field does not', () => {
    const check = contractChecker(doc() as never);
    expect(check('GET', '/api/health/', 200, { 'content-type': 'application/json; charset=utf-8' }, JSON.stringify({ status: 'ok', database: 'ok' }))).toBeNull();
    expect(check('GET', '/api/health/', 200, { 'content-type': 'application/json' }, JSON.stringify({ status: 'ok', database: 'ok', extra: 1 }))).toMatch(/does not allow/);
    expect(check('GET', '/api/health/', 404, { 'content-type': 'application/json' }, JSON.stringify({ detail: 'x' }))).toMatch(/does not list/);
  });
});
