// Assigning a mentor twice to one application is impossible, whatever arrives at the same moment
// (issue 10): the unique index (mentor_id, basvuru_id) decides, not a check-then-insert. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
// - 50 concurrent assign_to_application calls for one pair: exactly one 201, 49 answered 400 with
//   the duplicate message, never a 500, and one row;
// - 50 concurrent calls re-activating a removed (passive) pair: one 201, the same single row;
// - 20 concurrent overlapping bulk assignments: rows are never doubled, each call all or none;
// - 20 concurrent requests making one user a mentor: one 201, the others 400 on user_id (the
//   unique index mentorler_user_uq; a 23505 becomes that 400).
import { describe, expect, test } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { MSG } from '@portal/domain';
import { applications, assignments, mentors, users } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

const N = 50;
let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));

async function newMentor(username: string) {
  const [user] = await t.database.db.insert(users).values({ username, password: 'x' }).returning({ id: users.id });
  const [row] = await t.database.db.insert(mentors).values({ user_id: user!.id }).returning({ id: mentors.id });
  return row!.id;
}
async function newApplication(title: string) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: title, aciklama: 'x', durum: 'ONAY' })
    .returning({ id: applications.id });
  return row!.id;
}
const assignConcurrently = (mentorId: number, basvuruId: number, n: number) =>
  Promise.all(
    Array.from({ length: n }, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/mentorler/${mentorId}/assign_to_application/`,
        headers: w.auth('staff'),
        payload: { application_id: basvuruId },
      }),
    ),
  );
const rowsOf = (mentorId: number, basvuruId: number) =>
  t.database.db.select().from(assignments).where(and(eq(assignments.mentor_id, mentorId), eq(assignments.basvuru_id, basvuruId)));

describe('concurrent assignment', () => {
  test(`${N} concurrent assign_to_application calls for one pair create exactly one assignment`, async () => {
    const mentorId = await newMentor('yaris_mentor_1');
    const basvuruId = await newApplication('Yarış Projesi');
    const answers = await assignConcurrently(mentorId, basvuruId, N);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(N - 1);
    for (const a of answers.filter((x) => x.statusCode === 400)) {
      expect(a.json()).toEqual({ detail: MSG.assignment.duplicate, error: MSG.assignment.duplicate });
    }
    expect(await rowsOf(mentorId, basvuruId)).toHaveLength(1);
  }, 120_000);

  test(`${N} concurrent calls re-activating a removed pair: one succeeds, still one row`, async () => {
    const mentorId = await newMentor('yaris_mentor_2');
    const basvuruId = await newApplication('Yeniden Etkin');
    const [first] = await assignConcurrently(mentorId, basvuruId, 1);
    const id = first!.json().id as number;
    await t.database.db.update(assignments).set({ aktif: false }).where(eq(assignments.id, id));
    const answers = await assignConcurrently(mentorId, basvuruId, N);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.map((a) => a.json().id)).toEqual([id]);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(N - 1);
    const rows = await rowsOf(mentorId, basvuruId);
    expect(rows.map((r) => [r.id, r.aktif])).toEqual([[id, true]]);
  }, 120_000);

  test('20 concurrent overlapping bulk assignments: never a doubled pair, each all or none, never a 500', async () => {
    const mentorIds = [await newMentor('yaris_toplu_1'), await newMentor('yaris_toplu_2'), await newMentor('yaris_toplu_3')];
    const apps = [await newApplication('Toplu 1'), await newApplication('Toplu 2'), await newApplication('Toplu 3')];
    // Call i sends the pairs in a rotated order (and some calls a subset), so the calls overlap.
    const pairs = mentorIds.flatMap((m) => apps.map((a) => ({ mentor_id: m, basvuru_id: a })));
    const bodies = Array.from({ length: 20 }, (_, i) => {
      const rotated = [...pairs.slice(i % pairs.length), ...pairs.slice(0, i % pairs.length)];
      return { assignments: i % 3 === 0 ? rotated.slice(0, 4) : rotated };
    });
    const answers = await Promise.all(
      bodies.map((payload) => t.app.inject({ method: 'POST', url: '/api/admin/mentorler/bulk_assign/', headers: w.auth('staff'), payload })),
    );
    expect(answers.map((a) => a.statusCode).filter((c) => c !== 201 && c !== 400)).toEqual([]);
    const rows = await t.database.db.select().from(assignments).where(inArray(assignments.mentor_id, mentorIds));
    const keys = rows.map((r) => `${r.mentor_id}:${r.basvuru_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    // All or none: the saved rows are exactly the union of the bodies that succeeded.
    const succeeded = bodies.filter((_, i) => answers[i]!.statusCode === 201);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    const expected = new Set(succeeded.flatMap((b) => b.assignments.map((p) => `${p.mentor_id}:${p.basvuru_id}`)));
    expect(new Set(keys)).toEqual(expected);
    for (const [i, a] of answers.entries()) {
      if (a.statusCode === 201) expect(a.json().total_successful).toBe(bodies[i]!.assignments.length);
      else expect(a.json()).toMatchObject({ total_successful: 0, error: expect.any(String) });
    }
  }, 120_000);

  test('20 concurrent requests making one user a mentor: one mentor row', async () => {
    const [user] = await t.database.db.insert(users).values({ username: 'yaris_aday', password: 'x' }).returning({ id: users.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: '/api/admin/mentorler/', headers: w.auth('staff'), payload: { user_id: user!.id, unvan: 'Dr.', aktif: true } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expect({ status: a.statusCode, body: a.json() }).toEqual({ status: 400, body: { user_id: [MSG.mentor.alreadyMentor] } });
    expect(await t.database.db.select().from(mentors).where(eq(mentors.user_id, user!.id))).toHaveLength(1);
  }, 120_000);
});
