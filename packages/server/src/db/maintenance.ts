// What PostgreSQL's autovacuum does, for embedded PGlite, which has none: PGlite runs PostgreSQL in
// single-user mode (no background workers, no statistics collector), so its tables would never be
// vacuumed (dead rows never reused, index-only scans always reading the table) nor analyzed (the
// planner guessing every row count, and the admin lists' estimated totals with it).
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A table is analyzed again when its row count moved by more than this many rows plus this share
 * of the count at its last ANALYZE: autovacuum's defaults (autovacuum_analyze_threshold 50,
 * autovacuum_analyze_scale_factor 0.1).
 */
const ANALYZE_THRESHOLD_ROWS = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

export interface MaintenanceRun {
  vacuumed: string[];
  analyzed: string[];
}

/**
 * One round: VACUUM each table of the schema (cheap where nothing changed: the visibility map skips
 * its pages), then ANALYZE those whose row count (as VACUUM counted it) moved enough since this
 * process last analyzed them, and every table on the first round. One table at a time, with a turn
 * of the event loop between two, so that on PGlite (the server's own thread) requests run between
 * them: the longest pause is one table's ANALYZE (about 150 ms for 100 000 applications).
 */
export function pgliteMaintenance(db: Db) {
  const rowsAtAnalyze = new Map<string, number>();
  const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));
  const rows = async <R>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: R[] }).rows;

  return async function maintain(): Promise<MaintenanceRun> {
    const run: MaintenanceRun = { vacuumed: [], analyzed: [] };
    const tables = await rows<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
    for (const { name } of tables) {
      await db.execute(sql`vacuum ${sql.identifier(name)}`);
      run.vacuumed.push(name);
      await yieldTurn();
      const [counted] = await rows<{ n: number }>(sql`select reltuples::float8 as n from pg_class where relname = ${name} and relnamespace = 'public'::regnamespace`);
      const now = Math.max(0, Number(counted?.n ?? 0));
      const before = rowsAtAnalyze.get(name);
      if (before === undefined || Math.abs(now - before) > ANALYZE_THRESHOLD_ROWS + ANALYZE_SCALE_FACTOR * before) {
        await db.execute(sql`analyze ${sql.identifier(name)}`);
        rowsAtAnalyze.set(name, now);
        run.analyzed.push(name);
        await yieldTurn();
      }
    }
    return run;
  };
}
