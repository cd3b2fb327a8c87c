import type { RezervasyonDurum } from '@portal/domain';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { applications, calls, reservations, resources, users } from '../schema';
import { pgErrorCode } from '../client';

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(() => t.close());

test('two approved reservations of one resource never overlap; back-to-back and waiting ones may', async () => {
  const { db } = t;
  const [u] = await db.insert(users).values({ username: 'u', password: 'x' }).returning();
  const [c] = await db.insert(calls).values({ baslik: 'c' }).returning();
  const [b] = await db
    .insert(applications)
    .values({ cagri_id: c!.id, basvuran_id: u!.id, proje_basligi: 'p', aciklama: 'a', durum: 'ONAY' })
    .returning();
  const [k] = await db.insert(resources).values({ ad: 'Toplantı Odası' }).returning();
  const row = (start: string, end: string, durum: RezervasyonDurum) => ({
    kaynak_id: k!.id,
    basvuru_id: b!.id,
    olusturan_id: u!.id,
    baslangic: new Date(start),
    bitis: new Date(end),
    durum,
  });
  await db.insert(reservations).values(row('2030-01-07T07:00:00Z', '2030-01-07T08:00:00Z', 'ONAY'));
  await db.insert(reservations).values(row('2030-01-07T08:00:00Z', '2030-01-07T08:30:00Z', 'ONAY')); // touches: ok
  await db.insert(reservations).values(row('2030-01-07T07:30:00Z', '2030-01-07T08:30:00Z', 'BEKLEME')); // waiting: ok
  const err = await db
    .insert(reservations)
    .values(row('2030-01-07T07:30:00Z', '2030-01-07T08:30:00Z', 'ONAY'))
    .then(() => null, (e: unknown) => e);
  expect(pgErrorCode(err)).toBe('23P01');
});
