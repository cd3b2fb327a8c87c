// The permission matrix (DESIGN.md section 5): one table, endpoint x actor -> expected status,
// run over every API route. It fails on any unexpected status (so on any unexpected 2xx), on any
// foreign id in a list, and on any registered route that has no row here: a new route adds its
// rows or this test goes red.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { applications, calls } from '../../db/schema';
import { fieldParts, multipart, samplePdf, type Part } from '../../testing/multipart';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { ACTORS, createWorld, type Actor, type SignedInActor, type World } from '../../testing/world';

type Expect = Record<Actor, number>;

interface Row {
  /** "METHOD /api/path/:param/" exactly as registered. */
  route: string;
  url?: (w: World) => string;
  body?: (w: World, actor: Actor) => unknown;
  /** A multipart body instead of JSON. */
  multipart?: (w: World, actor: Actor) => Part[];
  expect: Expect;
  /** For lists: ids an actor must never see (by actor); checked on 2xx answers. */
  foreignIds?: (w: World, actor: Actor, json: unknown) => { seen: number[]; forbidden: number[] };
}

/** Same status for every actor. */
const all = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;
/** `status` for signed-in actors, 401 for anonymous. */
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
/** Staff-only routes: `status` for staff, 403 for every other signed-in actor, 401 for anonymous. */
const staffOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, staff: status });

/** Objects the deleting rows may remove (created in beforeAll, beside the world). */
const spare = { call: 0, application: 0 };

/** Applications of the world that are not the actor's own. */
const foreignApplications = (w: World, actor: Actor) =>
  [
    [w.applicationA, 'applicantA'],
    [w.applicationB, 'applicantB'],
    [w.applicationEmployee, null],
  ].flatMap(([id, owner]) => (owner === actor ? [] : [id as number]));

/** GET basvurular/: every item is the caller's own (basvuran.id), and no foreign world id appears. */
const ownApplicationsOnly = (w: World, actor: Actor, json: unknown) => {
  const items = json as { id: number; basvuran: { id: number } }[];
  const me = actor === 'anonymous' ? -1 : w.userIds[actor as SignedInActor];
  return {
    seen: items.map((a) => a.id),
    forbidden: [...foreignApplications(w, actor), ...items.filter((a) => a.basvuran.id !== me).map((a) => a.id)],
  };
};

const validCall = () => ({ baslik: 'Matris Çağrısı', aciklama: 'x', baslangic: '2025-01-01', bitis: '2099-12-31', aktif: true });

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
  // Calls: every signed-in user reads them.
  { route: 'GET /api/cagrilar/', expect: signedIn(200) },
  { route: 'GET /api/cagrilar/:id/', url: (w) => `/api/cagrilar/${w.callId}/`, expect: signedIn(200) },
  // Applications: anyone signed in applies to an open call; lists hold only the caller's own.
  {
    route: 'POST /api/basvurular/',
    multipart: (w) => [
      ...fieldParts({ cagri: w.callId, proje_basligi: 'Matris', aciklama: 'Matris başvurusu' }),
      { name: 'ek_dosya', filename: 'a.pdf', data: samplePdf() },
    ],
    expect: signedIn(201),
  },
  { route: 'GET /api/basvurular/', expect: signedIn(200), foreignIds: ownApplicationsOnly },
  {
    route: 'GET /api/basvurular/:id/',
    url: (w) => `/api/basvurular/${w.applicationA}/`,
    expect: { ...all(404), anonymous: 401, applicantA: 200, assignedMentor: 200, staff: 200 },
  },
  {
    route: 'GET /api/basvurular/:id/',
    url: (w) => `/api/basvurular/${w.applicationB}/`,
    expect: { ...all(404), anonymous: 401, applicantB: 200, staff: 200 },
  },
  // A company: its members and staff (owner_a owns A Teknoloji; the employee has no token here).
  { route: 'GET /api/sirketler/:id/', url: (w) => `/api/sirketler/${w.companyA}/`, expect: { ...all(404), anonymous: 401, owner: 200, staff: 200 } },
  { route: 'GET /api/sirketler/:id/', url: (w) => `/api/sirketler/${w.companyB}/`, expect: { ...all(404), anonymous: 401, otherOwner: 200, staff: 200 } },
  // Admin calls and applications: staff only.
  { route: 'GET /api/admin/cagrilar/', expect: staffOnly(200) },
  { route: 'POST /api/admin/cagrilar/', body: validCall, expect: staffOnly(201) },
  { route: 'PUT /api/admin/cagrilar/:id/', url: () => `/api/admin/cagrilar/${spare.call}/`, body: validCall, expect: staffOnly(200) },
  { route: 'DELETE /api/admin/cagrilar/:id/', url: () => `/api/admin/cagrilar/${spare.call}/`, expect: staffOnly(204) },
  // A call with applications is not deleted (RESTRICT): 409 even for staff.
  { route: 'DELETE /api/admin/cagrilar/:id/', url: (w) => `/api/admin/cagrilar/${w.callId}/`, expect: staffOnly(409) },
  { route: 'GET /api/admin/basvurular/', expect: staffOnly(200) },
  {
    route: 'PATCH /api/admin/basvurular/:id/update_status/',
    url: (w) => `/api/admin/basvurular/${w.applicationB}/update_status/`,
    body: () => ({ durum: 'INCELEME' }),
    expect: staffOnly(200),
  },
  { route: 'DELETE /api/admin/basvurular/:id/', url: () => `/api/admin/basvurular/${spare.application}/`, expect: staffOnly(204) },
];

let t: TestContext;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t);
  const db = t.database.db;
  const [call] = await db.insert(calls).values({ baslik: 'Silinecek Çağrı', bitis: new Date('2099-01-01') }).returning();
  spare.call = call!.id;
  const [application] = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Silinecek', aciklama: 'x' })
    .returning();
  spare.application = application!.id;
});
afterAll(() => t.close());

describe('permission matrix', () => {
  const cases = rows.flatMap((row) => ACTORS.map((actor) => [row.route, actor, row] as const));
  test.each(cases)('%s as %s', async (_route, actor, row) => {
    const [method, path] = row.route.split(' ') as [string, string];
    const form = row.multipart ? multipart(row.multipart(w, actor)) : null;
    const res = await t.app.inject({
      method: method as 'GET',
      url: row.url ? row.url(w) : path,
      headers: { ...w.auth(actor), ...(form?.headers ?? {}) },
      ...(form ? { payload: form.payload } : row.body ? { payload: row.body(w, actor) as object } : {}),
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
