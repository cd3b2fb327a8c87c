// A query built once per database handle and run by name. Drizzle builds the SQL text of a query
// on every call (walking the column objects, escaping names): for a hot one-row read that cost more
// CPU than the database's answer. A prepared query is built once; on PostgreSQL it is also a named
// statement, parsed and planned once per pooled connection. Its parameters are sql.placeholder()s.
import type { Tx } from './transaction';

/**
 * `build(db)` is called once for each database (or transaction) handle it is asked for: the app's
 * handle in practice. `build` must end with `.prepare(name)`, a name unique to this query.
 */
export function preparedFor<Q>(build: (db: Tx) => Q): (db: Tx) => Q {
  const byDb = new WeakMap<object, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) byDb.set(db, (query = build(db)));
    return query;
  };
}
