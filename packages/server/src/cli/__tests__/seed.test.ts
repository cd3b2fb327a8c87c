import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  applications,
  assignments,
  calls,
  companies,
  companyMembers,
  evaluations,
  mentors,
  receipts,
  reports,
  reservations,
  resources,
  storedFiles,
  users,
} from '../../db/schema';
import { verifyPassword } from '../../services/passwords';
import { localStorageFor } from '../../services/storage';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoIfEmpty } from '../seed';

let t: TestDatabase;
let dataDir: string;
let seeded: boolean;
let seedMs: number;

beforeAll(async () => {
  t = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-seed-'));
  const started = Date.now();
  seeded = await seedDemoIfEmpty(t.db, { dataDir });
  seedMs = Date.now() - started;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const statuses = async (table: typeof applications | typeof reports | typeof reservations | typeof receipts) =>
  new Set((await t.db.select({ durum: table.durum }).from(table)).map((r) => r.durum));

describe('demo seed', () => {
  test('seeds an empty database quickly (one password hash)', () => {
    expect(seeded).toBe(true);
    expect(seedMs).toBeLessThan(3000);
  });

  test('the five README accounts log in with the demo password; admin is staff and superuser', async () => {
    const rows = await t.db.select().from(users);
    for (const { username } of DEMO_ACCOUNTS) {
      const user = rows.find((u) => u.username === username);
      expect(user).toBeDefined();
      expect(user!.is_active).toBe(true);
      expect(await verifyPassword(DEMO_PASSWORD, user!.password)).toBe(true);
    }
    const admin = rows.find((u) => u.username === 'admin')!;
    expect(admin.is_staff && admin.is_superuser).toBe(true);
    expect(rows.filter((u) => u.is_staff).map((u) => u.username)).toEqual(['admin']);
    // One hash reused: every demo account shares it.
    expect(new Set(rows.map((u) => u.password)).size).toBe(1);
  });

  test('roles: active mentor, company owner and employee of Demo Teknoloji A.Ş.', async () => {
    const mentorRows = await t.db
      .select({ username: users.username, aktif: mentors.aktif, unvan: mentors.unvan, uzmanlik: mentors.uzmanlik })
      .from(mentors)
      .innerJoin(users, eq(users.id, mentors.user_id));
    const mentor1 = mentorRows.find((m) => m.username === 'mentor1');
    expect(mentor1?.aktif).toBe(true);
    expect(mentor1?.unvan).not.toBe('');
    expect(mentor1?.uzmanlik).not.toBe('');
    const members = await t.db
      .select({ username: users.username, rol: companyMembers.rol, adi: companies.adi })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.user_id))
      .innerJoin(companies, eq(companies.id, companyMembers.sirket_id));
    expect(members).toEqual(
      expect.arrayContaining([
        { username: 'sirket1', rol: 'sahip', adi: 'Demo Teknoloji A.Ş.' },
        { username: 'calisan1', rol: 'calisan', adi: 'Demo Teknoloji A.Ş.' },
      ]),
    );
    expect(members.some((m) => m.username === 'kullanici1')).toBe(false);
  });

  test('every status of every table is present', async () => {
    expect(await statuses(applications)).toEqual(new Set(['TASLAK', 'GONDERILDI', 'INCELEME', 'ONAY', 'RED']));
    expect(await statuses(reports)).toEqual(new Set(['TASLAK', 'GONDERILDI', 'ONAY', 'RED']));
    expect(await statuses(reservations)).toEqual(new Set(['BEKLEME', 'ONAY', 'RED', 'IPTAL']));
    expect(await statuses(receipts)).toEqual(new Set(['YUKLENDI', 'ONAYLANDI', 'REDDEDILDI']));
    const suggested = new Set((await t.db.select({ d: evaluations.onerilen_durum }).from(evaluations)).map((r) => r.d));
    expect(suggested).toEqual(new Set(['ONAY', 'RED', 'INCELEME']));
    const active = new Set((await t.db.select({ a: assignments.aktif }).from(assignments)).map((r) => r.a));
    expect(active).toEqual(new Set([true, false]));
    const resourceActive = new Set((await t.db.select({ a: resources.aktif }).from(resources)).map((r) => r.a));
    expect(resourceActive).toEqual(new Set([true, false]));
  });

  test('calls: open, closed, expired, undated and one with detay_url', async () => {
    const rows = await t.db.select().from(calls);
    const now = Date.now();
    expect(rows.some((c) => c.aktif && c.bitis && c.bitis.getTime() > now)).toBe(true);
    expect(rows.some((c) => !c.aktif)).toBe(true);
    expect(rows.some((c) => c.aktif && c.bitis && c.bitis.getTime() < now)).toBe(true);
    expect(rows.some((c) => c.bitis === null)).toBe(true);
    expect(rows.some((c) => c.detay_url)).toBe(true);
  });

  test('kullanici1 and calisan1 have approved applications (calisan1 through the company) with an active mentor1', async () => {
    const approved = await t.db
      .select({ username: users.username, sirket_id: applications.sirket_id, id: applications.id })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.basvuran_id))
      .where(eq(applications.durum, 'ONAY'));
    const k1 = approved.find((a) => a.username === 'kullanici1');
    const c1 = approved.find((a) => a.username === 'calisan1');
    expect(k1).toBeDefined();
    expect(c1?.sirket_id).not.toBeNull();
    const mentor1 = await t.db
      .select({ basvuru_id: assignments.basvuru_id })
      .from(assignments)
      .innerJoin(mentors, eq(mentors.id, assignments.mentor_id))
      .innerJoin(users, eq(users.id, mentors.user_id))
      .where(and(eq(users.username, 'mentor1'), eq(assignments.aktif, true)));
    expect(mentor1.map((a) => a.basvuru_id)).toEqual(expect.arrayContaining([k1!.id, c1!.id]));
    const ownReports = await t.db
      .select({ username: users.username })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.olusturan_id));
    const authors = new Set(ownReports.map((r) => r.username));
    expect(authors.has('calisan1') && authors.has('sirket1') && authors.has('kullanici1')).toBe(true);
  });

  test('reservations lie on the 30-minute grid between 09:00 and 18:00 Istanbul on upcoming weekdays', async () => {
    const rows = await t.db.select().from(reservations);
    for (const r of rows) {
      const start = DateTime.fromJSDate(r.baslangic).setZone('Europe/Istanbul');
      const end = DateTime.fromJSDate(r.bitis).setZone('Europe/Istanbul');
      expect(start.weekday).toBeLessThanOrEqual(5);
      expect(start.toMillis()).toBeGreaterThan(Date.now());
      expect(start.minute % 30).toBe(0);
      expect(end.minute % 30).toBe(0);
      expect(start.hour).toBeGreaterThanOrEqual(9);
      expect(end.hour * 60 + end.minute).toBeLessThanOrEqual(18 * 60);
    }
  });

  test('stored files exist with their bytes (PDF and PNG magic)', async () => {
    const files = await t.db.select().from(storedFiles);
    expect(files.length).toBeGreaterThan(0);
    const storage = localStorageFor(dataDir);
    const magics = new Set<string>();
    for (const f of files) {
      const bytes = fs.readFileSync(storage.pathOf(f.storage_key));
      expect(bytes.length).toBe(f.size);
      magics.add(bytes.subarray(0, 4).toString('latin1'));
    }
    expect(magics).toEqual(new Set(['%PDF', '\x89PNG']));
  });

  test('seedDemoIfEmpty is a no-op the second time', async () => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(applications))[0]!.n;
    const before = await count();
    expect(await seedDemoIfEmpty(t.db, { dataDir })).toBe(false);
    expect(await count()).toBe(before);
  });
});
