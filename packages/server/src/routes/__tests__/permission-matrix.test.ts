// The permission matrix (DESIGN.md section 5): one table, endpoint x actor -> expected status,
// run over every API route. It fails on any unexpected status (so on any unexpected 2xx), on any
// foreign id in a list, and on any registered route that has no row here: a new route adds its
// rows or this test goes red.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { ACTORS, createWorld, type Actor, type World } from '../../testing/world';

type Expect = Record<Actor, number>;

interface Row {
  /** "METHOD /api/path/:param/" exactly as registered. */
  route: string;
  url?: (w: World) => string;
  body?: (w: World, actor: Actor) => unknown;
  expect: Expect;
  /** For lists: ids an actor must never see (by actor); checked on 2xx answers. */
  foreignIds?: (w: World, actor: Actor, json: unknown) => { seen: number[]; forbidden: number[] };
}

/** Same status for every actor. */
const all = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;
/** `status` for signed-in actors, 401 for anonymous. */
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });

const rows: Row[] = [
  { route: 'GET /api/health/', expect: all(200) },
  // Auth: anonymous by design; the credentials in the body decide.
  { route: 'POST /api/token/', body: () => ({ username: 'applicant_a', password: 'wrong-password' }), expect: all(401) },
  { route: 'POST /api/token/refresh/', body: () => ({ refresh: 'not-a-token' }), expect: all(401) },
  { route: 'POST /api/auth/logout/', body: () => ({ refresh: 'not-a-token' }), expect: all(401) },
  // Profile: everyone signed in has their own.
  { route: 'GET /api/profile/', expect: signedIn(200) },
  { route: 'PATCH /api/profile/', body: () => ({ telefon: '+90 555 000 00 00' }), expect: signedIn(200) },
  // Files: the signed URL is the permission; without one nobody gets the bytes.
  { route: 'GET /api/files/:id/', url: () => '/api/files/1/', expect: all(403) },
];

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
});
afterAll(() => t.close());

describe('permission matrix', () => {
  const cases = rows.flatMap((row) => ACTORS.map((actor) => [row.route, actor, row] as const));
  test.each(cases)('%s as %s', async (_route, actor, row) => {
    const [method, path] = row.route.split(' ') as [string, string];
    const res = await t.app.inject({
      method: method as 'GET',
      url: row.url ? row.url(w) : path,
      headers: w.auth(actor),
      ...(row.body ? { payload: row.body(w, actor) as object } : {}),
    });
    expect({ actor, status: res.statusCode }).toEqual({ actor, status: row.expect[actor] });
    if (row.foreignIds && res.statusCode < 300) {
      const { seen, forbidden } = row.foreignIds(w, actor, res.json());
      expect(seen.filter((id) => forbidden.includes(id))).toEqual([]);
    }
  });

  test('every registered API route has its rows', () => {
    const covered = new Set(rows.map((r) => r.route));
    const missing = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});
