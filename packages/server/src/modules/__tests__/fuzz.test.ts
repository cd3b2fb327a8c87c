// Property-based fuzzing of the whole API: every write route (POST, PUT, PATCH with their
// documented JSON or multipart fields, DELETE with hostile ids) and every query string of the
// read routes gets hostile input: strings with NUL and other control characters, lone
// surrogates, huge and unicode text, numbers at and beyond int4, NaN-ish and float text, dates
// with expanded or impossible years, wrong types, and multipart bodies with garbage, truncated
// or mislabeled files. Whatever comes in, the answer is below 500, in JSON, and shows no stack,
// SQL or server path. The routes and their fields come from the app itself (apiRoutes and the
// OpenAPI document), so a new route is fuzzed without being listed here.
//
// The number of runs per route is small so the file stays within about a minute on PGlite (and
// it runs again on PostgreSQL); FUZZ_RUNS=<n> multiplies them for a longer local session and
// FUZZ_REPORT=1 prints the answers per route and status class.
import { beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import type { ApiRoute } from '../../plugins/policy';
import { assignments, mentors, resources, users } from '../../db/schema';
import { BOUNDARY, multipart, samplePdf, samplePng, type Part } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? '1'));
const runs = (n: number) => n * RUNS;
/** Per test: generous, the machine is shared. */
const TIMEOUT = 120_000 * RUNS;

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
/** Objects the fuzzer may change or break without spoiling the actors' sessions. */
const victims = { user: 0, kaynak: 0, mentor: 0, atama: 0 };
let doc: { paths: Record<string, Record<string, OpenApiOperation>> };

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

beforeAll(async () => {
  const { db } = t.database;
  const [u] = await db.insert(users).values({ username: 'fuzz_victim', password: '!', email: 'victim@example.test' }).returning();
  victims.user = u!.id;
  const [k] = await db.insert(resources).values({ ad: 'Fuzz Odası', kapasite: 3 }).returning();
  victims.kaynak = k!.id;
  const [m] = await db.insert(mentors).values({ user_id: victims.user, unvan: 'Dr.', uzmanlik: 'Test' }).returning();
  victims.mentor = m!.id;
  const [a] = await db.select({ id: assignments.id }).from(assignments).limit(1);
  victims.atama = a!.id;
  doc = t.app.swagger() as typeof doc;
});

// ---------------------------------------------------------------------------------------------
// Hostile values
// ---------------------------------------------------------------------------------------------

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  'x\u0007\u001b[31my',
  '\u007f\u0085\u009f',
  '\ud800',
  'a\udfffb',
  '\t\r\n',
  '\u202eexe.pdf',
  'İıŞşĞğÜüÖöÇç',
  '🚀'.repeat(300),
  'x'.repeat(5000),
  'y'.repeat(120_000),
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%ff%fe',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '{"$gt": ""}',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  'NaN',
  'Infinity',
  '-0',
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999999',
  'true',
  'null',
  '+200000-01-01',
  '-000001-01-01',
  '0000-01-01',
  '0001-01-01T00:00:00Z',
  '2025-02-30',
  '2025-13-01',
  '9999-12-31T23:59:59Z',
  '275760-09-13T00:00:00Z',
  '2025-03-10T25:61:00',
  '2099-01-01T09:00:00+03:00',
];

const HOSTILE_NUMBERS = [0, -1, 1, 0.5, -0.5, 1e-10, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 53 + 2, 1e300, -1e300, Number.MAX_VALUE];

/**
 * A valid value for a field, by its name: with all fields valid but one, the fuzzer gets past
 * validation and reaches the services and the database with the one hostile value.
 */
function plausible(field: string): fc.Arbitrary<unknown> {
  const ID: Record<string, () => number> = {
    cagri: () => w.callId,
    basvuru: () => w.applicationA,
    basvuru_id: () => w.applicationA,
    application_id: () => w.applicationB,
    kaynak: () => victims.kaynak,
    atama: () => victims.atama,
    atama_id: () => victims.atama,
    sirket: () => w.companyA,
    company_id: () => w.companyA,
    user_id: () => victims.user,
    mentor_id: () => w.mentorIds.other,
  };
  if (ID[field]) return fc.constantFrom(ID[field]!(), String(ID[field]!()));
  if (field === 'sirket_id') return fc.constant(''); // the applicant belongs to no company
  if (field === 'basvuru_ids') return fc.constant([w.applicationA, w.applicationB]);
  if (field === 'assignments') return fc.constant([{ mentor_id: w.mentorIds.other, basvuru_id: w.applicationB }]);
  if (field === 'baslangic') return fc.constant('2099-03-11T10:00:00+03:00');
  if (field === 'bitis') return fc.constant('2099-03-11T10:30:00+03:00');
  if (field === 'odeme_tarihi') return fc.constant('2025-03-05');
  if (field === 'donem_baslangic') return fc.constant('2025-01-01');
  if (field === 'durum') return fc.constantFrom('ONAY', 'RED', 'IPTAL', 'YUKLENDI', 'ONAYLANDI', 'INCELEME');
  if (field === 'onerilen_durum') return fc.constantFrom('ONAY', 'RED', 'INCELEME');
  if (field === 'role' || field === 'rol') return fc.constantFrom('sahip', 'calisan');
  if (/^(aktif|is_active)$/.test(field)) return fc.boolean();
  if (/^is_/.test(field)) return fc.constant(false);
  if (field === 'kapasite') return fc.integer({ min: 1, max: 20 });
  if (field === 'puan') return fc.integer({ min: 0, max: 100 });
  if (field === 'email') return fc.constantFrom('a@example.test', 'b@example.test');
  if (field === 'username') return fc.stringMatching(/^[a-z]{4,12}$/);
  if (/password/.test(field)) return fc.constant('Fuzz-Sifre1!');
  if (field === 'detay_url') return fc.constant('https://example.test/cagri');
  if (field === 'telefon') return fc.constant('0555 000 00 00');
  return fc.stringMatching(/^[A-Za-zÇĞİÖŞÜçğıöşü0-9 ]{12,40}$/).map((v) => `Metin ${v}`);
}

/** Text with a control character somewhere: the class of input that once made the database fail. */
const withControl = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\u0085', '\ud800', '\udc00'), fc.string({ maxLength: 10 }))
  .map(([a, c, b]) => a + c + b);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: withControl },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...HOSTILE_STRINGS)).map(([a, b]) => a + b) },
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double() }, // NaN and ±Infinity become null in JSON
  { weight: 1, arbitrary: fc.oneof(fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'x', '__proto__', 'constructor'), fc.oneof(hostileString, fc.integer()), { maxKeys: 2 }) },
);

const fieldValue = (field: string) => fc.oneof({ weight: 3, arbitrary: hostileValue }, { weight: 2, arbitrary: plausible(field) });

/** Every field valid but one, which is hostile (or missing). */
function allValidButOne(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const base = fc.record(Object.fromEntries(fields.map((f) => [f, plausible(f)])));
  if (fields.length === 0) return base;
  const butOne = fc
    .tuple(base, fc.nat({ max: fields.length - 1 }), fc.option(hostileValue, { nil: undefined, freq: 6 }))
    .map(([b, i, v]) => {
      const out: Record<string, unknown> = { ...b, [fields[i]!]: v };
      if (v === undefined) delete out[fields[i]!];
      return out;
    });
  return fc.oneof({ weight: 3, arbitrary: butOne }, { weight: 1, arbitrary: base });
}

/** An object of the documented fields (each present or not) plus now and then an unknown one. */
function jsonBody(fields: string[]): fc.Arbitrary<unknown> {
  const random = fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(f)])), { requiredKeys: [] });
  const record = fc.oneof(random, allValidButOne(fields));
  const withExtra = fc.tuple(record, fc.option(fc.tuple(hostileString, hostileValue), { nil: undefined })).map(([r, extra]) =>
    extra ? { ...r, [extra[0]]: extra[1] } : r,
  );
  return fc.oneof(
    { weight: 8, arbitrary: withExtra },
    { weight: 1, arbitrary: fc.oneof(fc.constant([]), fc.constant('text'), fc.constant(42), fc.constant(null), fc.array(withExtra, { maxLength: 2 })) },
  );
}

// ---------------------------------------------------------------------------------------------
// Hostile files
// ---------------------------------------------------------------------------------------------

const zipHeader = Buffer.from('504B0304140000000800', 'hex');
const FILES: Buffer[] = [
  Buffer.alloc(0),
  samplePng().subarray(0, 12), // signature + half a chunk: file-type runs out of bytes
  samplePng().subarray(0, 30),
  samplePng(),
  samplePdf(200),
  Buffer.from('%PDF-'),
  Buffer.concat([zipHeader, Buffer.alloc(20, 0xff)]),
  Buffer.concat([zipHeader, Buffer.alloc(16, 0), Buffer.from([0x11, 0, 0, 0]), Buffer.from('word/document.xml'), Buffer.alloc(40, 0xee)]),
  Buffer.concat([Buffer.from('D0CF11E0A1B11AE1', 'hex'), Buffer.alloc(40, 0x00)]), // CFB header, nothing behind
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG start only
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
  Buffer.from('<?xml version="1.0"?><svg onload="alert(1)"/>'),
];
const FILE_NAMES = ['a.pdf', 'a.png', 'a.docx', '', '../../etc/passwd', 'a\u0000.pdf', '\u202efdp.exe', 'x'.repeat(600) + '.pdf', 'CON', '.pdf'];

const filePart = (name: string): fc.Arbitrary<Part> =>
  fc
    .record({
      data: fc.oneof(fc.constantFrom(...FILES), fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a))),
      filename: fc.constantFrom(...FILE_NAMES),
      contentType: fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'application/octet-stream'),
    })
    .map((f) => ({ name, ...f }));

/** Multipart text values: no CR/LF runs that would end the part early, all else goes. */
const partText = hostileValue.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '').replace(/\r\n/g, '\n').slice(0, 20_000));

function multipartBody(fields: string[], fileField: string | undefined): fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }> {
  const textFields = fields.filter((f) => f !== fileField);
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  const random = fc.record(
    Object.fromEntries(textFields.map((f) => [f, fc.oneof(partText, plausible(f).map(asText))])),
    { requiredKeys: [] },
  );
  const nearlyValid = allValidButOne(textFields).map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, asText(v).replace(/\r\n/g, '\n').slice(0, 20_000)])),
  );
  const validFile: fc.Arbitrary<Part> = fc.constant({ name: fileField ?? 'file', filename: 'belge.pdf', contentType: 'application/pdf', data: samplePdf(300) });
  const parts = fc
    .tuple(
      fc.oneof(random, nearlyValid),
      fileField ? fc.option(fc.oneof(filePart(fileField), validFile), { nil: undefined, freq: 6 }) : fc.constant(undefined),
      fc.option(filePart('unexpected'), { nil: undefined, freq: 8 }),
    )
    .map(([values, file, extra]) => {
      const list: Part[] = Object.entries(values).map(([name, value]) => ({ name, value: String(value) }));
      if (file) list.push(file);
      if (extra) list.push(extra);
      return multipart(list);
    });
  // Now and then a body cut off in the middle, or one whose boundary never comes.
  const broken = fc.tuple(parts, fc.double({ min: 0, max: 1, noNaN: true })).map(([m, cut]) => ({
    payload: m.payload.subarray(0, Math.floor(m.payload.length * cut)),
    headers: m.headers,
  }));
  const noBoundary = fc.uint8Array({ maxLength: 300 }).map((a) => ({
    payload: Buffer.from(a),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }));
  return fc.oneof({ weight: 6, arbitrary: parts }, { weight: 2, arbitrary: broken }, { weight: 1, arbitrary: noBoundary });
}

// ---------------------------------------------------------------------------------------------
// The checks
// ---------------------------------------------------------------------------------------------

/** What must never reach a client: stack frames, database wording, server paths. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [^\s()]+ \([^)]*:\d+:\d+\)|\n\s+at\s/],
  ['database error', /violates|duplicate key|syntax error at|invalid input syntax|invalid byte sequence|out of range for type|relation "|column "|PostgreSQL|pglite|drizzle|Failed query|DrizzleQueryError/i],
  ['server path', /node_modules|\/work\/|\/src\/(modules|plugins|lib)\/|\.ts:\d+/],
  ['error class', /\b(TypeError|RangeError|ReferenceError|SyntaxError|AbortError):/],
  ['the validator\'s English', /Invalid input|expected \w+, received/],
];

type Res = { statusCode: number; body: string; headers: Record<string, unknown> };

/** Answers by route and status class, to show that the fuzzer gets past validation too. */
const seen = new Map<string, Record<string, number>>();

function check(route: string, res: Res, input: unknown) {
  const counts = seen.get(route) ?? {};
  const klass = `${Math.floor(res.statusCode / 100)}xx`;
  counts[klass] = (counts[klass] ?? 0) + 1;
  seen.set(route, counts);
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  for (const [what, re] of LEAKS) if (re.test(res.body)) problems.push(`${what} in body`);
  if (res.body !== '' && !String(res.headers['content-type'] ?? '').includes('json') && res.statusCode !== 200) {
    problems.push(`non-JSON ${res.statusCode} body`);
  }
  if (res.statusCode >= 400 && res.body !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      problems.push('4xx body is not JSON');
    }
    if (parsed !== undefined && (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))) problems.push('4xx body is not an object');
    else if (parsed !== undefined) {
      // The DRF shape: {"detail": "..."} (with a code, counts or row errors beside it) or
      // {"field": ["..."]}; never Fastify's own {"statusCode", "error", "message"}.
      const body = parsed as Record<string, unknown>;
      if ('statusCode' in body || ('error' in body && 'message' in body)) problems.push("Fastify's error shape");
      if (!Object.values(body).every((v) => typeof v === 'string' || typeof v === 'number' || Array.isArray(v))) problems.push('not the DRF shape');
      if (!('detail' in body) && !Object.values(body).every((v) => Array.isArray(v))) problems.push('field errors without lists');
    }
  }
  if (problems.length > 0) {
    const shown = JSON.stringify(input, (_k, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v));
    throw new Error(`${route}: ${problems.join(', ')}\ninput: ${shown?.slice(0, 2000)}\nbody: ${res.body.slice(0, 1000)}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------------------------

const ACTOR_OF: Record<ApiRoute['policy'], Actor> = {
  anonymous: 'anonymous',
  authenticated: 'applicantA',
  mentor: 'assignedMentor',
  owner: 'owner',
  staff: 'staff',
  superuser: 'staff',
};

/** Routes whose policy lets anyone signed in call them, but only one kind of user gets further. */
const ACTOR_OVERRIDES: Record<string, Actor> = {
  'POST /api/degerlendirmeler/': 'assignedMentor',
};
const actorOf = (r: ApiRoute): Actor => ACTOR_OVERRIDES[`${r.method} ${r.url}`] ?? ACTOR_OF[r.policy];

const operationOf = (r: ApiRoute) => doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()];

/** The path with `:id` filled: a victim's id for routes that could lock an actor out, else any. */
function pathIds(r: ApiRoute): fc.Arbitrary<string> {
  const actorIds = new Set(Object.values(w.userIds));
  const pool = [w.applicationA, w.applicationB, w.callId, w.companyA, w.mentorIds.assigned, victims.kaynak, victims.mentor, 1, 2, 3].filter(
    (id) => !(r.url.includes('/users/') && actorIds.has(id)),
  );
  if (r.url.includes('/users/')) pool.push(victims.user);
  const hostile = fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1e3', '1.5', '%00', '%ff', 'abc', '%2e%2e', '1%20', 'x'.repeat(300));
  return fc.oneof(hostile, fc.constantFrom(...pool.map(String)));
}

const fillPath = (url: string, id: string) => `/${url.replace(/^\//, '').replace(':id', id)}`;

const routeKey = (r: ApiRoute) => `${r.method} ${r.url}`;

/**
 * fc.assert, but a failure reports only the seed, the path and our own (already shortened) message:
 * fast-check's counterexample would print the 120 000-character strings in full.
 */
async function assertProperty<Ts extends [unknown, ...unknown[]]>(property: fc.IAsyncPropertyWithHooks<Ts>, numRuns: number) {
  const details = await fc.check(property, { numRuns });
  if (!details.failed) return;
  const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`fuzz failure after ${details.numRuns} runs (seed ${details.seed}, path "${details.counterexamplePath}")\n${cause.slice(0, 4000)}`);
}

/** Percent-encoding of any string; a lone surrogate, which encodeURIComponent refuses, goes as its raw (invalid UTF-8) bytes. */
const encode = (s: string) =>
  Array.from(s)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        return Array.from(Buffer.from([0xed, 0xa0 | ((ch.charCodeAt(0) >> 6) & 0x0f), 0x80 | (ch.charCodeAt(0) & 0x3f)]))
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      }
    })
    .join('');

/** Routes whose requests hash passwords (about a second each): fewer runs. */
const SLOW = new Set(['POST /api/token/', 'PATCH /api/profile/', 'POST /api/admin/users/create_user/']);

describe('fuzzing every route: no 5xx, no stack, SQL or path in any answer', () => {
  test('every write route and every route with a query string is fuzzed', () => {
    const writes = t.app.apiRoutes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writes.length).toBeGreaterThan(30);
  });

  test('write routes with a body (JSON or multipart)', async () => {
    // The users' own routes first: the admin ones change statuses and accounts the others rely on.
    const routes = t.app.apiRoutes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method))
      .sort((x, y) => Number(x.url.startsWith('/api/admin/')) - Number(y.url.startsWith('/api/admin/')));
    for (const r of routes) {
      const content = operationOf(r)?.requestBody?.content ?? {};
      const isMultipart = 'multipart/form-data' in content;
      const props = content[isMultipart ? 'multipart/form-data' : 'application/json']?.schema?.properties ?? {};
      const fields = Object.keys(props);
      const fileField = isMultipart ? fields.find((f) => /dosya/.test(f)) : undefined;
      const body = isMultipart
        ? multipartBody(fields, fileField)
        : jsonBody(fields).map((b) => ({ payload: Buffer.from(JSON.stringify(b) ?? 'null'), headers: { 'content-type': 'application/json' } }));
      const id = r.url.includes(':id') ? pathIds(r) : fc.constant('');
      const actor = actorOf(r);
      await assertProperty(
        fc.asyncProperty(id, body, async (pathId, { payload, headers }) => {
          const url = fillPath(r.url, pathId);
          const res = await t.app.inject({ method: r.method as 'POST', url, payload, headers: { ...headers, ...w.auth(actor) } });
          check(routeKey(r), res, { url, payload: payload.length > 3000 ? `${payload.subarray(0, 3000).toString('latin1')}…` : payload.toString('latin1') });
        }),
        runs(SLOW.has(routeKey(r)) ? 5 : 20),
      );
    }
    // Not only refusals: plausible values reach the services and the database on many routes.
    const succeeded = routes.filter((r) => (seen.get(routeKey(r))?.['2xx'] ?? 0) > 0);
    if (process.env.FUZZ_REPORT) console.log(Object.fromEntries([...seen].map(([k, v]) => [k, JSON.stringify(v)])));
    expect(succeeded.length).toBeGreaterThanOrEqual(8);
  }, TIMEOUT);

  test('DELETE routes with hostile ids', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'DELETE');
    const hostileIds = fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1e3', '%00', '%ff', 'abc', '1%00', 'x'.repeat(300));
    for (const r of routes) {
      await assertProperty(
        fc.asyncProperty(hostileIds, async (id) => {
          const url = fillPath(r.url, id);
          const res = await t.app.inject({ method: 'DELETE', url, headers: w.auth(actorOf(r)) });
          check(routeKey(r), res, { url });
        }),
        runs(4),
      );
    }
  }, TIMEOUT);

  test('query strings of the read routes', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'GET' && (operationOf(r)?.parameters ?? []).some((p) => p.in === 'query'));
    expect(routes.length).toBeGreaterThan(10);
    for (const r of routes) {
      const names = (operationOf(r)!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      const query = fc.record(Object.fromEntries(names.map((n) => [n, fc.oneof(hostileString, plausible(n).map(String))])), { requiredKeys: [] });
      const id = r.url.includes(':id') ? pathIds(r) : fc.constant('');
      await assertProperty(
        fc.asyncProperty(id, query, fc.boolean(), async (pathId, q, repeat) => {
          const search = Object.entries(q)
            .flatMap(([k, v]) => (repeat ? [[k, v], [k, v]] : [[k, v]]))
            .map(([k, v]) => `${encode(k!)}=${encode(String(v)).replace(/%25(00|ff)/gi, '%$1')}`)
            .join('&');
          const url = `${fillPath(r.url, pathId)}?${search}`;
          const res = await t.app.inject({ method: 'GET', url, headers: w.auth(actorOf(r)) });
          check(routeKey(r), res, { url: url.slice(0, 2000) });
        }),
        runs(10),
      );
    }
  }, TIMEOUT);

  test('framework-level garbage: bad percent-encoding, bad JSON, wrong content types, odd methods', async () => {
    const cases: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'; url: string; payload?: string | Buffer; headers?: Record<string, string> }[] = [
      { method: 'GET', url: '/api/basvurular/%ff/' },
      { method: 'GET', url: '/api/basvurular/%/' },
      { method: 'GET', url: '/api/%c0%ae%c0%ae/' },
      { method: 'GET', url: '/api/basvurular/?search=%ff%fe' },
      { method: 'GET', url: '/api/files/1/?exp=%00&sig=%ff' },
      { method: 'POST', url: '/api/token/', payload: '{"username":', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/token/', payload: '', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/token/', payload: '\u0000', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/token/', payload: '{"username":"a","password":"b"}', headers: { 'content-type': 'application/json; charset=latin1' } },
      { method: 'POST', url: '/api/token/', payload: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST', url: '/api/token/', payload: '<a/>', headers: { 'content-type': 'text/xml' } },
      { method: 'POST', url: '/api/token/', payload: JSON.stringify({ username: 'a', password: 'p'.repeat(2_000_000) }), headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/admin/kaynaklar/', payload: '{"ad":"x","kapasite":1e999}', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/admin/kaynaklar/', payload: '{"__proto__":{"x":1},"ad":"x"}', headers: { 'content-type': 'application/json' } },
      { method: 'POST', url: '/api/basvurular/', payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } },
      { method: 'POST', url: '/api/basvurular/', payload: JSON.stringify({ cagri: 1 }), headers: { 'content-type': 'application/json' } },
      { method: 'PUT', url: '/api/token/' },
      { method: 'DELETE', url: '/api/profile/' },
      { method: 'OPTIONS', url: '/api/profile/' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, payload: c.payload, headers: { ...(c.headers ?? {}), ...w.auth('staff') } });
      check(`${c.method} ${c.url}`, res, c);
      if (res.statusCode >= 400) expect(Object.keys(JSON.parse(res.body) as object).length).toBeGreaterThan(0);
    }
  }, TIMEOUT);

  test('hostile bearer tokens are a 401, never a 500', async () => {
    const tokens = fc.oneof(
      hostileString.filter((s) => /^[\t\x20-\x7e\x80-\xff]*$/.test(s)), // what an HTTP header can carry
      fc.constantFrom('a.b.c', 'e30.e30.', `${w.tokens.staff.access}x`, w.tokens.staff.refresh, 'eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoxfQ.'),
    );
    await assertProperty(
      fc.asyncProperty(tokens, async (token) => {
        const res = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: { authorization: `Bearer ${token}` } });
        check('GET /api/profile/ (token)', res, { token });
        expect(res.statusCode).toBe(401);
      }),
      runs(30),
    );
  }, TIMEOUT);
});
