// Other tables' matches of a search, known before its statement runs. A list searched by the name
// of its rows' applicant, company or call (list-query's matchingIds) read those matches through
// the other table's trigram index on every request: "ayse" over 20 000 users is 2 500 matches on
// 785 heap pages (2.3 ms of the applications page's 4.3 ms in PostgreSQL), "kullanici_01234" walks
// the long posting lists of its common trigrams (1.3 ms). They only change with writes, and staff
// page, sort and filter by the same term: so the ids are kept per database handle, table and term
// until the next write through the app and for at most KNOWN_MATCHES_TTL_MS (refreshed behind the
// request that finds them old: a write by another process shows within it, as with the lists'
// kept totals), and the statement takes them as an int[] parameter, kept as its text: as a JS
// array the driver wrote the 2 500 Ayşes' ids out again on every request (1.4 ms of the server's
// CPU, more than the scan it saved). A table with more than KNOWN_MATCHES_MAX matches is read by
// its subquery as before.
import { getTableName, sql } from 'drizzle-orm';
import { KeptFigures } from './kept-figures';
import { matchesOf, unseen, type KnownIds, type SearchedTable } from './list-query';
import { executeKept } from './prepared';
import type { Tx } from './transaction';
import { writeGeneration } from './write-generation';

export const KNOWN_MATCHES_MAX = 5_000;
const KNOWN_MATCHES_TTL_MS = 10_000;
/** Tables and terms kept per database handle, oldest dropped first (at most ~30 KB each). */
const KEPT_TERMS_MAX = 200;

/** A table's matches of a term, as an int[] literal (built once: sent as it is); null: more than KNOWN_MATCHES_MAX. */
type Matches = { ids: string | null };

const keptByDb = new WeakMap<object, KeptFigures<Matches>>();

/** The `known` of one search's SearchPattern: collects the tables its arms name, then their ids. */
export class KnownMatches implements KnownIds {
  private readonly tables: SearchedTable[] = [];

  placeholderOf(table: SearchedTable) {
    let i = this.tables.indexOf(table);
    if (i < 0) i = this.tables.push(table) - 1;
    return unseen(sql.placeholder(`known_${i}`), 'int[]');
  }

  /**
   * The placeholders' values for the term's LIKE pattern (kept, or read in one statement); null
   * when a table has more matches than are kept: the search then reads its subqueries.
   */
  async values(db: Tx, like: string): Promise<Record<string, string> | null> {
    if (this.tables.length === 0) return {};
    let kept = keptByDb.get(db);
    if (!kept) keptByDb.set(db, (kept = new KeptFigures<Matches>(KNOWN_MATCHES_TTL_MS, KEPT_TERMS_MAX)));
    const figures = kept;
    const generation = writeGeneration();
    const byKey = new Map(this.tables.map((table) => [`${generation} ${getTableName(table)} ${like}`, table]));
    const keys = [...byKey.keys()];
    const read = async (some: string[]) => {
      const matches = await readMatches(db, some.map((key) => byKey.get(key)!), like);
      some.forEach((key, i) => figures.set(key, matches[i]));
      return matches;
    };
    const missing = keys.filter((key) => figures.get(key) === undefined);
    if (missing.length > 0) await read(missing);
    else figures.refreshStale(keys, read);
    const values: Record<string, string> = {};
    for (const [i, key] of keys.entries()) {
      const ids = figures.get(key)?.ids;
      if (!ids) return null;
      values[`known_${i}`] = ids;
    }
    return values;
  }
}

/** Each table's ids matching the pattern (at most KNOWN_MATCHES_MAX + 1 read), in one statement. */
async function readMatches(db: Tx, tables: SearchedTable[], like: string): Promise<Matches[]> {
  const key = `known matches ${tables.map(getTableName).join(' ')}`;
  const limit = sql.raw(String(KNOWN_MATCHES_MAX + 1));
  const { rows } = await executeKept<Record<string, number[]>>(
    db,
    key,
    () => sql`select ${sql.join(
      tables.map((table, i) => sql`array(${matchesOf(table, unseen(sql.placeholder('like')))} limit ${limit}) as ${sql.identifier(`m${i}`)}`),
      sql`, `,
    )}`,
    { like },
  );
  const row = rows[0]!;
  return tables.map((_, i) => {
    const ids = row[`m${i}`]!;
    return { ids: ids.length > KNOWN_MATCHES_MAX ? null : `{${ids.join(',')}}` };
  });
}
