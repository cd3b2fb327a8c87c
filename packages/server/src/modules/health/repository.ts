import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../../db/client';
import type { Tx } from '../../lib/transaction';

export const HEALTH_MESSAGES = {
  databaseDown: 'Veritabanı yanıt vermiyor.',
  migrationsPending: 'Veritabanı şeması güncel değil: bekleyen migration var.',
} as const;

/** Throws when the database does not answer. */
export async function pingDatabase(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations this build has (drizzle's journal, read once). */
const committedMigrations = (() => {
  let count: number | undefined;
  return () => (count ??= (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length);
})();

/** Whether the database has every migration of this build (drizzle records each in drizzle.__drizzle_migrations). */
export async function migrationsApplied(db: Tx): Promise<boolean> {
  try {
    const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0) >= committedMigrations();
  } catch {
    return false;
  }
}
