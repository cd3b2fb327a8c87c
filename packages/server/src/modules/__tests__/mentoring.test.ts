// Mentoring end to end on the server (issue 10): mentor CRUD, single and bulk assignment with
// their refusals, removing and re-activating an assignment, evaluations and who may write them,
// the admin panels (unassigned projects, performance, consensus), suggestions and the plan.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { describe, expect, test } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import { MSG, type Atama, type BasvuruDurum, type Degerlendirme, type Mentor, type MentorPerformance, type SuggestedPlan } from '@portal/domain';
import { applications, assignments, companyMembers, evaluations, mentorConflicts, mentors, users } from '../../db/schema';
import type { TestContext } from '../../testing/test-app';
import type { Actor, World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));

const api = async (actor: Actor, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: w.auth(actor), ...(payload ? { payload } : {}) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the assertions state the shape
  return { status: res.statusCode, body: res.body ? (res.json() as any) : null };
};

let userSeq = 0;
async function newUser(extra: Partial<typeof users.$inferInsert> = {}) {
  userSeq += 1;
  const username = `mentoring_user_${userSeq}`;
  const [row] = await t.database.db.insert(users).values({ username, password: 'x', email: `${username}@example.test`, ...extra }).returning({ id: users.id });
  return row!.id;
}
async function newMentor(values: Partial<typeof mentors.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(mentors)
    .values({ user_id: values.user_id ?? (await newUser({ first_name: 'Mentor', last_name: `No${userSeq}` })), ...values })
    .returning({ id: mentors.id });
  return row!.id;
}
async function newApplication(durum: BasvuruDurum = 'ONAY', values: Partial<typeof applications.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: `Proje ${durum}`, aciklama: 'x', durum, ...values })
    .returning({ id: applications.id });
  return row!.id;
}
const assign = (mentorId: number, applicationId: number) =>
  api('staff', 'POST', `admin/mentorler/${mentorId}/assign_to_application/`, { application_id: applicationId });
const assignmentRows = async (mentorId: number, basvuruId: number) =>
  t.database.db.select().from(assignments).where(and(eq(assignments.mentor_id, mentorId), eq(assignments.basvuru_id, basvuruId)));
const assignmentCount = async () => (await t.database.db.select({ n: count() }).from(assignments))[0]!.n;

describe('admin mentors (CRUD)', () => {
  test('create: 201 with the user, default cap 5, no active assignments; the user is a mentor at once', async () => {
    const userId = await newUser({ first_name: 'Ayşe', last_name: 'Yılmaz' });
    const res = await api('staff', 'POST', 'admin/mentorler/', { user_id: userId, unvan: ' Dr. ', uzmanlik: 'Yapay zeka, tarım', aktif: true });
    expect(res.status).toBe(201);
    const mentor = res.body as Mentor;
    expect(mentor).toMatchObject({ unvan: 'Dr.', uzmanlik: 'Yapay zeka, tarım', aktif: true, kapasite: 5, active_assignments: 0 });
    expect(mentor.user).toMatchObject({ id: userId, first_name: 'Ayşe', last_name: 'Yılmaz' });
    const again = await api('staff', 'POST', 'admin/mentorler/', { user_id: userId, unvan: '', uzmanlik: '', aktif: true });
    expect(again).toEqual({ status: 400, body: { user_id: [MSG.mentor.alreadyMentor] } });
  });

  test('create refusals: no user, unknown user, a bad cap (field errors, never a 500)', async () => {
    expect(await api('staff', 'POST', 'admin/mentorler/', { unvan: 'Dr.' })).toEqual({ status: 400, body: { user_id: [MSG.mentor.userRequired] } });
    expect(await api('staff', 'POST', 'admin/mentorler/', { user_id: 2_000_000_000, aktif: true })).toEqual({
      status: 400,
      body: { user_id: [MSG.mentor.userNotFound] },
    });
    const userId = await newUser();
    expect(await api('staff', 'POST', 'admin/mentorler/', { user_id: userId, kapasite: 0 })).toEqual({ status: 400, body: { kapasite: [MSG.mentor.capacityInvalid] } });
  });

  test('edit: fields and cap change, the user does not; unknown id 404', async () => {
    const id = await newMentor({ unvan: 'Dr.' });
    const before = ((await api('staff', 'GET', 'admin/mentorler/?page_size=100')).body.results as Mentor[]).find((m) => m.id === id)!;
    const res = await api('staff', 'PUT', `admin/mentorler/${id}/`, { user_id: w.userIds.applicantA, unvan: 'Prof.', uzmanlik: 'Enerji', aktif: false, kapasite: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, unvan: 'Prof.', uzmanlik: 'Enerji', aktif: false, kapasite: 2, user: before.user });
    // A PUT without kapasite keeps the cap.
    expect((await api('staff', 'PUT', `admin/mentorler/${id}/`, { unvan: 'Prof.', uzmanlik: 'Enerji', aktif: true })).body.kapasite).toBe(2);
    expect((await api('staff', 'PUT', 'admin/mentorler/2000000000/', { unvan: 'x' })).status).toBe(404);
  });

  test('candidate users: active users who are not mentors, searched (Turkish letters folded)', async () => {
    const free = await newUser({ first_name: 'Şule', last_name: 'Güneş' });
    const taken = await newUser({ first_name: 'Şule', last_name: 'Mentor' });
    await newMentor({ user_id: taken });
    await newUser({ first_name: 'Şule', last_name: 'Pasif', is_active: false });
    const res = await api('staff', 'GET', 'admin/mentorler/candidate_users/?search=sule');
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      { id: free, username: expect.any(String), first_name: 'Şule', last_name: 'Güneş', email: expect.any(String), full_name: 'Şule Güneş' },
    ]);
    const all = (await api('staff', 'GET', 'admin/mentorler/candidate_users/')).body.users as { id: number }[];
    expect(all.map((u) => u.id)).not.toContain(w.userIds.assignedMentor);
    expect(all.map((u) => u.id)).toContain(w.userIds.applicantA);
  });

  test('list: paged, searched, filtered by aktif', async () => {
    const id = await newMentor({ uzmanlik: 'Kuantum hesaplama', aktif: false });
    const found = await api('staff', 'GET', 'admin/mentorler/?search=kuantum');
    expect(found.body.results.map((m: Mentor) => m.id)).toEqual([id]);
    // The mentor's user's name, Turkish letters folded either way.
    const named = await newMentor({ user_id: await newUser({ first_name: 'Şükrü', last_name: 'Çağlayan' }) });
    for (const term of ['sukru caglayan', 'ŞÜKRÜ', 'çağlay']) {
      const byName = await api('staff', 'GET', `admin/mentorler/?search=${encodeURIComponent(term)}`);
      expect(byName.body.results.map((m: Mentor) => m.id)).toEqual([named]);
      expect(byName.body.count).toBe(1);
    }
    const active = await api('staff', 'GET', 'admin/mentorler/?aktif=true&page_size=100');
    expect(active.body.results.every((m: Mentor) => m.aktif)).toBe(true);
    expect(active.body.results.map((m: Mentor) => m.id)).not.toContain(id);
  });

  test('delete: 204, its assignments and their evaluations go with it', async () => {
    const id = await newMentor();
    const app = await newApplication();
    const assigned = await assign(id, app);
    await t.database.db.insert(evaluations).values({ atama_id: assigned.body.id, puan: 50, yorum: 'x' });
    expect((await api('staff', 'DELETE', `admin/mentorler/${id}/`)).status).toBe(204);
    expect(await assignmentRows(id, app)).toEqual([]);
    expect(await t.database.db.select().from(evaluations).where(eq(evaluations.atama_id, assigned.body.id))).toEqual([]);
  });
});

describe('assign_to_application', () => {
  test('201 with the assignment; the mentor then sees it, its reports, and the applicant sees the mentor', async () => {
    const mentorUser = await newUser({ username: 'kullanici_m', first_name: 'Kemal', last_name: 'Mentor' });
    const mentorId = await newMentor({ user_id: mentorUser, unvan: 'Dr.' });
    const app = await newApplication('ONAY', { proje_basligi: 'Akıllı Sera' });
    const res = await assign(mentorId, app);
    expect(res.status).toBe(201);
    const atama = res.body as Atama;
    expect(atama).toMatchObject({ aktif: true, basvuru: { id: app, proje_basligi: 'Akıllı Sera', durum: 'ONAY' }, mentor: { id: mentorId, name: 'Kemal Mentor', unvan: 'Dr.' } });
    expect(atama.basvuru.basvuran.id).toBe(w.userIds.applicantB);
    const mine = await api('applicantB', 'GET', `atamalar/?basvuru=${app}`);
    expect(mine.body.map((a: Atama) => a.mentor.id)).toEqual([mentorId]);
  });

  test('refusals: 400 with detail and error alike (draft, rejected, passive mentor, conflicts, unknown application, bad body); unknown mentor 404', async () => {
    const mentorId = await newMentor();
    const refused = (message: string, status = 400) => ({ status, body: { detail: message, error: message } });
    expect(await assign(mentorId, await newApplication('TASLAK'))).toEqual(refused(MSG.assignment.notAssignable));
    expect(await assign(mentorId, await newApplication('RED'))).toEqual(refused(MSG.assignment.notAssignable));
    expect(await assign(await newMentor({ aktif: false }), await newApplication())).toEqual(refused(MSG.assignment.mentorInactive));
    expect(await assign(mentorId, 2_000_000_000)).toEqual(refused(MSG.assignment.applicationNotFound));
    expect(await assign(2_000_000_000, await newApplication())).toEqual(refused(MSG.assignment.mentorNotFound, 404));
    const bad = await api('staff', 'POST', `admin/mentorler/${mentorId}/assign_to_application/`, { application_id: 'abc' });
    expect(bad).toEqual(refused(MSG.assignment.projectRequired));

    // Conflicts of interest: the mentor is a member of the application's company; of a company the
    // applicant belongs to; declared a conflict with it; or is the applicant itself.
    const memberUser = await newUser();
    await t.database.db.insert(companyMembers).values({ sirket_id: w.companyA, user_id: memberUser, rol: 'calisan' });
    const member = await newMentor({ user_id: memberUser });
    expect(await assign(member, await newApplication('ONAY', { sirket_id: w.companyA }))).toEqual(refused(MSG.assignment.conflictOfInterest));
    // The owner of company A applies without naming the company: still its company.
    expect(await assign(member, await newApplication('ONAY', { basvuran_id: w.userIds.owner }))).toEqual(refused(MSG.assignment.conflictOfInterest));
    const declared = await newMentor();
    await t.database.db.insert(mentorConflicts).values({ mentor_id: declared, sirket_id: w.companyB });
    expect(await assign(declared, await newApplication('ONAY', { basvuran_id: w.userIds.otherOwner }))).toEqual(refused(MSG.assignment.conflictOfInterest));
    const selfMentor = await newMentor({ user_id: w.userIds.applicantB });
    expect(await assign(selfMentor, await newApplication())).toEqual(refused(MSG.assignment.conflictOfInterest));
  });

  test('twice the same pair: 400 duplicate, one row', async () => {
    const mentorId = await newMentor();
    const app = await newApplication('INCELEME');
    expect((await assign(mentorId, app)).status).toBe(201);
    expect(await assign(mentorId, app)).toEqual({ status: 400, body: { detail: MSG.assignment.duplicate, error: MSG.assignment.duplicate } });
    expect(await assignmentRows(mentorId, app)).toHaveLength(1);
  });
});

describe('removing (toggle_status) and re-activating an assignment', () => {
  test('removed: the mentor no longer lists it, reads its reports or evaluates; re-assigning re-activates the same row with its evaluations', async () => {
    const app = await newApplication();
    const first = (await assign(w.mentorIds.assigned, app)).body as Atama;
    const evaluation = await api('assignedMentor', 'POST', 'degerlendirmeler/', { atama_id: first.id, puan: 60, yorum: 'İlk görüş' });
    expect(evaluation.status).toBe(201);

    const off = await api('staff', 'PATCH', `admin/mentor-atamalari/${first.id}/toggle_status/`);
    expect(off.status).toBe(200);
    expect(off.body.aktif).toBe(false);
    expect((await api('assignedMentor', 'GET', 'atamalar/')).body.map((a: Atama) => a.id)).not.toContain(first.id);
    expect((await api('assignedMentor', 'GET', `raporlar/?basvuru=${app}`)).status).toBe(404);
    expect((await api('assignedMentor', 'GET', `degerlendirmeler/?atama=${first.id}`)).status).toBe(404);
    expect(await api('assignedMentor', 'POST', 'degerlendirmeler/', { atama_id: first.id, puan: 70, yorum: 'Yine' })).toEqual({
      status: 403,
      body: { detail: MSG.evaluation.assignmentInactive },
    });
    // The applicant still sees the removed assignment (passive) with its evaluation.
    const seen = (await api('applicantB', 'GET', `atamalar/?basvuru=${app}`)).body as Atama[];
    expect(seen.map((a) => [a.id, a.aktif, a.evaluation_count])).toEqual([[first.id, false, 1]]);

    const again = await assign(w.mentorIds.assigned, app);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ id: first.id, aktif: true, evaluation_count: 1, tarih: first.tarih });
    expect((await api('assignedMentor', 'GET', 'atamalar/')).body.map((a: Atama) => a.id)).toContain(first.id);
    // Toggle off and on again through toggle_status.
    expect((await api('staff', 'PATCH', `admin/mentor-atamalari/${first.id}/toggle_status/`)).body.aktif).toBe(false);
    expect((await api('staff', 'PATCH', `admin/mentor-atamalari/${first.id}/toggle_status/`)).body.aktif).toBe(true);
  });

  test('toggling back on passes the assignment checks (a rejected application stays passive); unknown id 404', async () => {
    const mentorId = await newMentor();
    const app = await newApplication();
    const atama = (await assign(mentorId, app)).body as Atama;
    await api('staff', 'PATCH', `admin/mentor-atamalari/${atama.id}/toggle_status/`);
    await t.database.db.update(applications).set({ durum: 'RED' }).where(eq(applications.id, app));
    expect(await api('staff', 'PATCH', `admin/mentor-atamalari/${atama.id}/toggle_status/`)).toEqual({
      status: 400,
      body: { detail: MSG.assignment.notAssignable, error: MSG.assignment.notAssignable },
    });
    expect((await assignmentRows(mentorId, app))[0]!.aktif).toBe(false);
    expect((await api('staff', 'PATCH', 'admin/mentor-atamalari/2000000000/toggle_status/')).status).toBe(404);
  });
});

describe('bulk_assign: all or none', () => {
  /** One bulk request of [mentor, application] rows, in order (errors name rows 1-based). */
  const bulkAssign = (rows: [mentorId: number, applicationId: number][]) =>
    api('staff', 'POST', 'admin/mentorler/bulk_assign/', { assignments: rows.map(([mentor_id, basvuru_id]) => ({ mentor_id, basvuru_id })) });

  test('every row saved: 201 with the counts and the assignments', async () => {
    const [m1, m2] = [await newMentor(), await newMentor()];
    const [a1, a2] = [await newApplication(), await newApplication('GONDERILDI')];
    const res = await bulkAssign([[m1, a1], [m2, a2], [m2, a1]]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total_successful: 3, total_failed: 0 });
    expect(res.body.assignments).toHaveLength(3);
  });

  test('one refused row: 400, nothing saved, each refused row named (1-based)', async () => {
    const m1 = await newMentor();
    const [ok, draft] = [await newApplication(), await newApplication('TASLAK')];
    const before = await assignmentCount();
    const res = await bulkAssign([[m1, ok], [m1, draft], [2_000_000_000, ok]]);
    expect(res.status).toBe(400);
    const summary = `${MSG.assignment.bulkNothingSaved(2)} ${MSG.assignment.bulkRowError(2, MSG.assignment.notAssignable)}`;
    expect(res.body).toMatchObject({ detail: summary, error: summary, total_successful: 0, total_failed: 2 });
    expect(res.body.errors).toEqual([
      { row: 2, mentor_id: m1, basvuru_id: draft, message: MSG.assignment.notAssignable },
      { row: 3, mentor_id: 2_000_000_000, basvuru_id: ok, message: MSG.assignment.mentorNotFound },
    ]);
    expect(await assignmentCount()).toBe(before);
  });

  test('the same pair twice in one request, an already active pair: 400, nothing saved', async () => {
    const m1 = await newMentor();
    const [a1, a2] = [await newApplication(), await newApplication()];
    await assign(m1, a2);
    const before = await assignmentCount();
    const twice = await bulkAssign([[m1, a1], [m1, a1]]);
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ row: 2, mentor_id: m1, basvuru_id: a1, message: MSG.assignment.bulkDuplicateRows }]);
    const active = await bulkAssign([[m1, a1], [m1, a2]]);
    expect(active.status).toBe(400);
    expect(active.body.errors).toEqual([{ row: 2, mentor_id: m1, basvuru_id: a2, message: MSG.assignment.duplicate }]);
    expect(await assignmentCount()).toBe(before);
  });

  test('no rows or incomplete rows: 400 with the form messages and `error`', async () => {
    const empty = await bulkAssign([]);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: MSG.assignment.bulkEmpty, assignments: [MSG.assignment.bulkEmpty], total_successful: 0 });
    expect((await api('staff', 'POST', 'admin/mentorler/bulk_assign/', {})).body.error).toBe(MSG.assignment.bulkEmpty);
    const partial = await api('staff', 'POST', 'admin/mentorler/bulk_assign/', { assignments: [{ mentor_id: w.mentorIds.other, basvuru_id: w.applicationB }, { mentor_id: w.mentorIds.other }] });
    expect(partial.status).toBe(400);
    expect(partial.body.errors).toEqual([{ row: 2, mentor_id: w.mentorIds.other, basvuru_id: null, message: MSG.assignment.bulkRowIncomplete }]);
    expect(partial.body.assignments).toEqual([MSG.assignment.bulkRowIncomplete]);
    expect(await assignmentRows(w.mentorIds.other, w.applicationB)).toEqual([]);
  });
});

describe('evaluations', () => {
  test('the assigned mentor writes (default INCELEME); field rules; the applicant reads them as "mine"', async () => {
    const app = await newApplication('ONAY', { basvuran_id: w.userIds.applicantA, proje_basligi: 'Değerlendirilen' });
    const atama = (await assign(w.mentorIds.assigned, app)).body as Atama;
    const post = (body: object) => api('assignedMentor', 'POST', 'degerlendirmeler/', { atama_id: atama.id, ...body });
    expect(await post({ puan: 101, yorum: 'x' })).toEqual({ status: 400, body: { puan: [MSG.evaluation.scoreRange] } });
    expect(await post({ puan: 85.5, yorum: 'x' })).toEqual({ status: 400, body: { puan: [MSG.evaluation.scoreRange] } });
    expect(await post({ puan: -1, yorum: 'x' })).toEqual({ status: 400, body: { puan: [MSG.evaluation.scoreRange] } });
    expect(await post({ puan: 50, yorum: '   ' })).toEqual({ status: 400, body: { yorum: [MSG.evaluation.required] } });
    expect((await post({ puan: 50, yorum: 'x', onerilen_durum: 'BELKI' })).status).toBe(400);
    const created = await post({ puan: 85, yorum: 'Güçlü ekip' });
    expect(created.status).toBe(201);
    expect(created.body as Degerlendirme).toMatchObject({
      atama_id: atama.id,
      puan: 85,
      yorum: 'Güçlü ekip',
      onerilen_durum: 'INCELEME',
      atama: { id: atama.id, aktif: true, basvuru: { id: app, proje_basligi: 'Değerlendirilen' } },
      mentor: { id: w.mentorIds.assigned, user: { first_name: 'mentor_assigned' } },
    });
    const mine = (await api('applicantA', 'GET', 'degerlendirmeler/')).body as Degerlendirme[];
    expect(mine.map((d) => d.id)).toContain(created.body.id);
    const ofAssignment = (await api('assignedMentor', 'GET', `degerlendirmeler/?atama=${atama.id}`)).body as Degerlendirme[];
    expect(ofAssignment.map((d) => d.id)).toEqual([created.body.id]);
    // Others: the other mentor 404, the applicant 403 (reads but may not write), a bad query 400.
    expect((await api('otherMentor', 'POST', 'degerlendirmeler/', { atama_id: atama.id, puan: 1, yorum: 'x' })).status).toBe(404);
    expect(await api('applicantA', 'POST', 'degerlendirmeler/', { atama_id: atama.id, puan: 1, yorum: 'x' })).toEqual({
      status: 403,
      body: { detail: MSG.evaluation.notAssigned },
    });
    expect((await api('applicantA', 'GET', 'degerlendirmeler/?atama=abc')).status).toBe(400);
    expect((await api('applicantB', 'GET', 'degerlendirmeler/')).body.map((d: Degerlendirme) => d.id)).not.toContain(created.body.id);
  });
});

describe('admin panels', () => {
  test('unassigned projects: assignable states without an active assignment; back after removal', async () => {
    const draft = await newApplication('TASLAK');
    const rejected = await newApplication('RED');
    const sent = await newApplication('GONDERILDI');
    const ids = async () => ((await api('staff', 'GET', 'admin/mentorler/unassigned_projects/')).body.unassigned_projects as { id: number }[]).map((p) => p.id);
    expect(await ids()).toEqual(expect.arrayContaining([sent]));
    expect(await ids()).not.toEqual(expect.arrayContaining([draft]));
    expect(await ids()).not.toEqual(expect.arrayContaining([rejected]));
    const atama = (await assign(w.mentorIds.other, sent)).body as Atama;
    expect(await ids()).not.toContain(sent);
    await api('staff', 'PATCH', `admin/mentor-atamalari/${atama.id}/toggle_status/`);
    expect(await ids()).toContain(sent);
  });

  test('available mentors: active only, with workload level; performance: counts and the average on the star scale (85 -> 4.25)', async () => {
    const mentorId = await newMentor();
    const inactive = await newMentor({ aktif: false });
    const [a1, a2] = [await newApplication(), await newApplication()];
    const atama = (await assign(mentorId, a1)).body as Atama;
    await assign(mentorId, a2);
    await t.database.db.insert(evaluations).values({ atama_id: atama.id, puan: 85, yorum: 'x', onerilen_durum: 'ONAY' });
    const second = (await api('staff', 'GET', 'admin/mentorler/assignments_overview/')).body.assignments.find((a: Atama) => a.basvuru.id === a2);
    await api('staff', 'PATCH', `admin/mentor-atamalari/${second.id}/toggle_status/`);

    const available = (await api('staff', 'GET', 'admin/mentorler/available_mentors/')).body.mentors as { id: number; active_assignments: number; workload_level: string }[];
    expect(available.map((m) => m.id)).not.toContain(inactive);
    expect(available.find((m) => m.id === mentorId)).toMatchObject({ active_assignments: 1, workload_level: 'Düşük' });
    const perf = (await api('staff', 'GET', 'admin/mentorler/assignment_statistics/')).body.mentor_performance as MentorPerformance[];
    expect(perf.find((p) => p.mentor.id === mentorId)).toMatchObject({
      total_assignments: 2,
      active_assignments: 1,
      completed_assignments: 1,
      average_score: 4.25,
      average_puan: 85,
      evaluation_count: 1,
    });
    expect(perf.find((p) => p.mentor.id === inactive)).toMatchObject({ total_assignments: 0, average_score: null });
  });

  test('consensus: spread above 30 or differing statuses are flagged; agreement is not; one evaluation has none', async () => {
    const [m1, m2] = [await newMentor(), await newMentor()];
    const evaluate = async (app: number, scores: [number, 'ONAY' | 'RED' | 'INCELEME'][]) => {
      for (const [i, [puan, onerilen_durum]] of scores.entries()) {
        const atama = (await assign([m1, m2][i]!, app)).body as Atama;
        await t.database.db.insert(evaluations).values({ atama_id: atama.id, puan, yorum: 'x', onerilen_durum });
      }
    };
    const [agree, spread, statuses, single] = [await newApplication(), await newApplication(), await newApplication(), await newApplication()];
    await evaluate(agree, [[80, 'ONAY'], [88, 'ONAY']]);
    await evaluate(spread, [[90, 'ONAY'], [55, 'ONAY']]);
    await evaluate(statuses, [[70, 'ONAY'], [65, 'RED']]);
    await evaluate(single, [[70, 'ONAY']]);
    const of = async (app: number) => (await api('staff', 'GET', `admin/mentorler/consensus/?basvuru=${app}`)).body.consensus;
    expect(await of(agree)).toMatchObject({ evaluation_count: 2, spread: 8, flagged: false, statuses: ['ONAY'] });
    expect(await of(spread)).toMatchObject({ min_puan: 55, max_puan: 90, spread: 35, score_disagreement: true, status_disagreement: false, flagged: true });
    expect(await of(statuses)).toMatchObject({ score_disagreement: false, status_disagreement: true, flagged: true, statuses: ['ONAY', 'RED'] });
    expect(await of(single)).toBeNull();
    const overview = (await api('staff', 'GET', 'admin/mentorler/assignments_overview/')).body;
    const flagged = (overview.consensus as { basvuru_id: number; flagged: boolean }[]).filter((c) => c.flagged).map((c) => c.basvuru_id);
    expect(flagged).toEqual(expect.arrayContaining([spread, statuses]));
    expect(flagged).not.toContain(agree);
    expect((await api('staff', 'GET', 'admin/mentorler/consensus/?basvuru=2000000000')).status).toBe(404);
  });
});

describe('suggestions and the plan', () => {
  test('ranked by expertise fit, then load; conflicted, full and already assigned mentors left out with the reason', async () => {
    await t.database.db.update(mentors).set({ aktif: false }); // only this test's mentors compete
    const tarim = await newMentor({ uzmanlik: 'Tarım teknolojileri, sulama', kapasite: 5 });
    const busyTarim = await newMentor({ uzmanlik: 'Tarım, sulama', kapasite: 2 });
    const finans = await newMentor({ uzmanlik: 'Finans, yatırım', kapasite: 5 });
    const full = await newMentor({ uzmanlik: 'Tarım', kapasite: 1 });
    const conflicted = await newMentor({ uzmanlik: 'Tarım, sulama sistemleri' });
    await t.database.db.insert(mentorConflicts).values({ mentor_id: conflicted, sirket_id: w.companyB });
    await assign(busyTarim, await newApplication());
    await assign(full, await newApplication());
    const project = await newApplication('ONAY', {
      basvuran_id: w.userIds.otherOwner,
      proje_basligi: 'Akıllı Sulama',
      aciklama: 'Tarımsal alanlarda damla sulamanın sensörlerle yönetimi',
    });
    const res = await api('staff', 'GET', `admin/mentorler/suggestions/?basvuru=${project}`);
    expect(res.status).toBe(200);
    const ranked = res.body.suggestions as { mentor: { id: number }; score: number; matched_words: string[] }[];
    expect(ranked.map((s) => s.mentor.id)).toEqual([tarim, busyTarim, finans]);
    expect(ranked[0]!.matched_words).toEqual(['tarim', 'sulama']);
    expect(ranked[2]!.matched_words).toEqual([]);
    expect(res.body.excluded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mentor_id: full, reason: 'full' }),
        expect.objectContaining({ mentor_id: conflicted, reason: 'conflict' }),
      ]),
    );
    await assign(tarim, project);
    const after = await api('staff', 'GET', `admin/mentorler/suggestions/?basvuru=${project}`);
    expect(after.body.excluded).toEqual(expect.arrayContaining([expect.objectContaining({ mentor_id: tarim, reason: 'assigned' })]));
    expect((await api('staff', 'GET', 'admin/mentorler/suggestions/?basvuru=x')).status).toBe(400);
  });

  test('the plan: caps respected, load balanced, conflicts avoided; applied through bulk_assign it leaves nothing unassigned', async () => {
    // A clean slate: no other active mentor, no other unassigned project.
    await t.database.db.update(mentors).set({ aktif: false });
    await t.database.db.update(applications).set({ durum: 'TASLAK' });
    const a = await newMentor({ uzmanlik: 'Yazılım, yapay zeka', kapasite: 3 });
    const b = await newMentor({ uzmanlik: 'Yazılım', kapasite: 4 });
    const c = await newMentor({ uzmanlik: 'Enerji', kapasite: 1 });
    await t.database.db.insert(mentorConflicts).values({ mentor_id: a, sirket_id: w.companyA });
    const projects = [];
    for (let i = 0; i < 6; i++) projects.push(await newApplication('ONAY', { proje_basligi: `Yazılım platformu ${i}`, aciklama: 'Yapay zeka destekli' }));
    const conflictedProject = await newApplication('ONAY', { basvuran_id: w.userIds.owner, proje_basligi: 'Yapay zeka ile yazılım testi' });
    const energy = await newApplication('ONAY', { proje_basligi: 'Güneş enerjisi depolama' });

    const res = await api('staff', 'POST', 'admin/mentorler/suggested_plan/', {});
    expect(res.status).toBe(200);
    const plan = res.body as SuggestedPlan;
    const byMentor = (id: number) => plan.assignments.filter((p) => p.mentor_id === id).map((p) => p.basvuru_id);
    // 8 projects, 8 places (3 + 4 + 1): all placed, a (the better fit) full, the conflicted project with b.
    expect(plan.assignments).toHaveLength(8);
    expect(plan.unplaced).toEqual([]);
    expect(byMentor(a)).toHaveLength(3);
    expect(byMentor(b)).toHaveLength(4);
    expect(byMentor(c)).toEqual([energy]);
    expect(byMentor(a)).not.toContain(conflictedProject);
    expect(byMentor(b)).toContain(conflictedProject);
    // Nothing saved by the preview.
    expect(await assignmentRows(a, projects[0]!)).toEqual([]);

    const applied = await api('staff', 'POST', 'admin/mentorler/bulk_assign/', {
      assignments: plan.assignments.map(({ mentor_id, basvuru_id }) => ({ mentor_id, basvuru_id })),
    });
    expect(applied.body).toMatchObject({ total_successful: 8, total_failed: 0 });
    expect((await api('staff', 'GET', 'admin/mentorler/unassigned_projects/')).body.unassigned_projects).toEqual([]);
  });

  test('the plan balances equal mentors and leaves what exceeds every cap unplaced', async () => {
    await t.database.db.update(mentors).set({ aktif: false });
    await t.database.db.update(applications).set({ durum: 'TASLAK' });
    const m1 = await newMentor({ uzmanlik: 'Robotik', kapasite: 3 });
    const m2 = await newMentor({ uzmanlik: 'Robotik', kapasite: 3 });
    // m2 already carries one project: of 6 new ones m1 takes 3, m2 its 2 free places, one is left.
    await assign(m2, await newApplication());
    const projects = [];
    for (let i = 0; i < 6; i++) projects.push(await newApplication('ONAY', { proje_basligi: `Robotik kol ${i}` }));
    const plan = (await api('staff', 'POST', 'admin/mentorler/suggested_plan/', {})).body as SuggestedPlan;
    expect(plan.assignments.filter((p) => p.mentor_id === m1)).toHaveLength(3);
    expect(plan.assignments.filter((p) => p.mentor_id === m2)).toHaveLength(2);
    expect(plan.unplaced).toHaveLength(1);
    // Four projects for two equal, empty mentors: two each (the load cost is convex).
    await t.database.db.update(applications).set({ durum: 'TASLAK' });
    const m3 = await newMentor({ uzmanlik: 'Robotik', kapasite: 5 });
    const m4 = await newMentor({ uzmanlik: 'Robotik', kapasite: 5 });
    await t.database.db.update(mentors).set({ aktif: false }).where(inArray(mentors.id, [m1, m2]));
    for (let i = 0; i < 4; i++) await newApplication('ONAY', { proje_basligi: `Robotik el ${i}` });
    const even = (await api('staff', 'POST', 'admin/mentorler/suggested_plan/', {})).body as SuggestedPlan;
    expect([m3, m4].map((m) => even.assignments.filter((p) => p.mentor_id === m).length)).toEqual([2, 2]);
  });

  test('the plan for named projects only; a bad id list is a 400', async () => {
    await t.database.db.update(mentors).set({ aktif: false });
    const m = await newMentor({ uzmanlik: 'Biyoteknoloji', kapasite: 5 });
    const p1 = await newApplication();
    await newApplication(); // unassigned too, but not named
    const plan = (await api('staff', 'POST', 'admin/mentorler/suggested_plan/', { basvuru_ids: [p1] })).body as SuggestedPlan;
    expect(plan.assignments.map((x) => [x.mentor_id, x.basvuru_id])).toEqual([[m, p1]]);
    expect((await api('staff', 'POST', 'admin/mentorler/suggested_plan/', { basvuru_ids: ['x'] })).status).toBe(400);
  });
});
