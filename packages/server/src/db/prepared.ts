// The few fixed-shape queries that run on most requests (the actor, the bell, one's own lists, the
// calls) are built once per database handle with drizzle's `.prepare()` and run with placeholders:
// drizzle does not walk their columns and joins again to write the same SQL on every request.
// Without a name (UNNAMED_STATEMENT) PostgreSQL parses the statement on each run, as it does an
// unprepared query, and nothing stays on the connection: it works behind PgBouncer in transaction
// mode. What is kept is the query object, never an answer.
import type { Db } from './client';

/** node-postgres' unnamed statement (the name drizzle passes on): nothing is kept server-side. */
export const UNNAMED_STATEMENT = '';

/** `build(db)` on the first call for a database handle (the app's pool or PGlite), the same query after. */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
