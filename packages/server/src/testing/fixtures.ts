// Rows and readings that many server test files need beside the world: resources and reservations
// inserted directly (no booking rules in the way), future Istanbul days, row counts and the bytes on
// disk. Free of Jest, like world.ts.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';
import { reservations, resources } from '../db/schema';
import type { World } from './world';

/** The start of the Istanbul day `daysAhead` days from now (bookings must lie in the future). */
export const istanbulDay = (daysAhead: number): DateTime => DateTime.now().setZone('Europe/Istanbul').plus({ days: daysAhead }).startOf('day');

/** A resource (kaynak) row; its id. */
export async function insertResource(db: Db, values: typeof resources.$inferInsert): Promise<number> {
  const [row] = await db.insert(resources).values(values).returning({ id: resources.id });
  return row!.id;
}

type ReservationValues = Omit<typeof reservations.$inferInsert, 'basvuru_id' | 'olusturan_id'>;

/** Reservation row values booked by a world applicant on their own world application. */
export function bookedBy(w: World, booker: 'applicantA' | 'applicantB', values: ReservationValues): typeof reservations.$inferInsert {
  const basvuru_id = booker === 'applicantA' ? w.applicationA : w.applicationB;
  return { basvuru_id, olusturan_id: w.userIds[booker], ...values };
}

/** Rows of each table, e.g. `countRows(db, { reports, files: storedFiles })` -> `{ reports: 3, files: 5 }`. */
export async function countRows<K extends string>(db: Db, tables: Record<K, PgTable>): Promise<Record<K, number>> {
  const entries = await Promise.all(
    (Object.entries(tables) as [K, PgTable][]).map(async ([name, table]) => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
      return [name, row!.n] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<K, number>;
}

/** Every stored byte file under a data directory (not its secrets, keys or lock files). */
export function storedFilesOnDisk(dataDir: string): string[] {
  const walk = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      : [];
  return walk(dataDir).filter((f) => !/secret|\.key$|lock/i.test(path.basename(f)));
}
