// The permission world: the eight actors of the permission matrix and the objects they own, on a
// fresh database. Feature tests reuse it to prove who sees what.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { applications, assignments, calls, companies, companyMembers, mentors, storedFiles, users } from '../db/schema';
import { hashPassword } from '../services/passwords';
import type { TestContext } from './test-app';

export const ACTORS = [
  'anonymous',
  'applicantA',
  'applicantB',
  'assignedMentor',
  'otherMentor',
  'owner',
  'otherOwner',
  'staff',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export const WORLD_PASSWORD = 'World-Pass1!';

/**
 * How each actor is answered about something hidden from all but a few: `answers` for those, 404
 * for every other signed-in actor (nothing tells them it exists), 401 for anonymous.
 */
export function hiddenExcept(answers: Partial<Record<SignedInActor, number>>): Record<Actor, number> {
  return { ...(Object.fromEntries(ACTORS.map((a) => [a, 404])) as Record<Actor, number>), anonymous: 401, ...answers };
}

/** hiddenExcept with 200 for each of `readers`. */
export const readableBy = (...readers: SignedInActor[]): Record<Actor, number> =>
  hiddenExcept(Object.fromEntries(readers.map((r) => [r, 200])));

export interface World {
  userIds: Record<SignedInActor, number> & { employee: number };
  companyA: number;
  companyB: number;
  mentorIds: { assigned: number; other: number };
  callId: number;
  /** applicantA's application, actively assigned to assignedMentor. */
  applicationA: number;
  /** applicantB's application, no mentor. */
  applicationB: number;
  /** The employee's (companyA, calisan) application. */
  applicationEmployee: number;
  tokens: Record<SignedInActor, { access: string; refresh: string }>;
  /** Authorization header for an actor ({} for anonymous). */
  auth(actor: Actor): Record<string, string>;
}

export async function createWorld(t: TestContext): Promise<World> {
  const { db } = t.database;
  const password = await hashPassword(WORLD_PASSWORD);
  const mk = async (username: string, extra: Partial<typeof users.$inferInsert> = {}) => {
    const [row] = await db
      .insert(users)
      .values({ username, password, email: `${username}@example.test`, first_name: username, ...extra })
      .returning({ id: users.id });
    return row!.id;
  };
  const userIds = {
    applicantA: await mk('applicant_a'),
    applicantB: await mk('applicant_b'),
    assignedMentor: await mk('mentor_assigned'),
    otherMentor: await mk('mentor_other'),
    owner: await mk('owner_a'),
    otherOwner: await mk('owner_b'),
    staff: await mk('staff', { is_staff: true, is_superuser: true }),
    employee: await mk('employee_a'),
  };
  const [ca] = await db.insert(companies).values({ adi: 'A Teknoloji' }).returning();
  const [cb] = await db.insert(companies).values({ adi: 'B Yazılım' }).returning();
  await db.insert(companyMembers).values([
    { sirket_id: ca!.id, user_id: userIds.owner, rol: 'sahip' },
    { sirket_id: ca!.id, user_id: userIds.employee, rol: 'calisan' },
    { sirket_id: cb!.id, user_id: userIds.otherOwner, rol: 'sahip' },
  ]);
  const [ma] = await db.insert(mentors).values({ user_id: userIds.assignedMentor, unvan: 'Dr.', uzmanlik: 'Yazılım' }).returning();
  const [mo] = await db.insert(mentors).values({ user_id: userIds.otherMentor, unvan: 'Prof.', uzmanlik: 'Finans' }).returning();
  const [call] = await db
    .insert(calls)
    .values({ baslik: 'Açık Çağrı', aciklama: 'Test', baslangic: new Date('2020-01-01'), bitis: new Date('2099-12-31') })
    .returning();
  const app = async (basvuran_id: number, sirket_id: number | null = null) => {
    const [row] = await db
      .insert(applications)
      .values({ cagri_id: call!.id, basvuran_id, sirket_id, proje_basligi: `Proje ${basvuran_id}`, aciklama: 'Açıklama', durum: 'ONAY' })
      .returning({ id: applications.id });
    return row!.id;
  };
  const applicationA = await app(userIds.applicantA);
  const applicationB = await app(userIds.applicantB);
  const applicationEmployee = await app(userIds.employee, ca!.id);
  await db.insert(assignments).values({ mentor_id: ma!.id, basvuru_id: applicationA });

  const usernames: Record<SignedInActor, string> = {
    applicantA: 'applicant_a',
    applicantB: 'applicant_b',
    assignedMentor: 'mentor_assigned',
    otherMentor: 'mentor_other',
    owner: 'owner_a',
    otherOwner: 'owner_b',
    staff: 'staff',
  };
  const tokens = {} as World['tokens'];
  for (const [actor, username] of Object.entries(usernames) as [SignedInActor, string][]) {
    const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: WORLD_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login of ${username} failed: ${res.statusCode} ${res.body}`);
    tokens[actor] = res.json();
  }
  return {
    userIds,
    companyA: ca!.id,
    companyB: cb!.id,
    mentorIds: { assigned: ma!.id, other: mo!.id },
    callId: call!.id,
    applicationA,
    applicationB,
    applicationEmployee,
    tokens,
    auth: (actor): Record<string, string> =>
      actor === 'anonymous' ? {} : { authorization: `Bearer ${tokens[actor].access}` },
  };
}

/**
 * A stored-file row with no bytes behind it, for rows that need one (a receipt's document) in tests
 * that never download it. `uploadedBy` null: nobody's.
 */
export async function insertTestFile(db: Db, uploadedBy: number | null = null): Promise<number> {
  const key = `test-${randomUUID()}`;
  const [row] = await db
    .insert(storedFiles)
    .values({ storage_key: key, original_name: 'd.pdf', mime: 'application/pdf', ext: 'pdf', size: 1, sha256: key.slice(0, 64), uploaded_by: uploadedBy })
    .returning({ id: storedFiles.id });
  return row!.id;
}
