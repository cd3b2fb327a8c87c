// The admin lists' statements kept per key and run by name (lib/admin-list.ts, known-matches.ts,
// the dashboard); nothing else uses this file. On PostgreSQL a kept statement is a named statement,
// parsed and planned once per pooled connection (PGlite ignores names). Its parameters are
// sql.placeholder()s; its rows are mapped with a function compiled for their selection
// (lib/row-mapper.ts).
import { createHash } from 'node:crypto';
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { withColumnsAfter, withCompiledRows } from './row-mapper';
import type { Tx } from './transaction';

/**
 * Runs a query that is built per request (a list's page: its filters and ordering vary) as a named
 * statement, named after its SQL text, and keeps the statement by `key`: a key that determines the
 * query wholly, its text and its parameters (an admin list's page: the list, what the statement is
 * for and the query string's fields), except the `values` of its sql.placeholder()s.
 *
 * Named: on PostgreSQL the statement is parsed once per pooled connection and, after five runs,
 * PostgreSQL may keep one generic plan for it instead of planning every run (its usual rule for
 * prepared statements: when the generic plan costs no more than the custom ones). Planning the
 * portal's 4- to 6-table list joins took 1-5 ms, several times what running them took. Every
 * parameter stays a parameter; only the name is new. PGlite's driver ignores names. Each connection keeps what it has prepared until it closes, so only the
 * first NAMED_STATEMENTS_MAX texts of the process are named; later ones run unnamed.
 *
 * Kept: a request that repeats a key (a list's first page on every visit and refetch, the pages of
 * one search, the rows of any page by their ids) runs its statement without building the query
 * again. Drizzle builds a query by walking every column, join and condition of it: 8 % of an admin
 * page's CPU, a fifth of a search's (three statements). A query that depends on anything but its
 * key and values (the clock, the caller) must not be kept. `build` runs only for a key not kept.
 */
export async function runKept<R>(db: Tx, key: string, build: () => NamedRunnable<R>, values?: Record<string, unknown>): Promise<R> {
  return (await keptStatement(db, key, () => preparedNamed(build())).execute(values)) as R;
}

/**
 * `db.execute(query)` (raw SQL, its answer `{ rows }`) as a named statement on PostgreSQL, kept by
 * a key as runKept keeps its statements: a search's count with its arms and its page's two ways
 * planned in 0.4-0.5 ms on a warm connection, half of what running it took.
 */
export async function executeKept<Row>(db: Tx, key: string, build: () => SQL, values?: Record<string, unknown>): Promise<{ rows: Row[] }> {
  return (await keptStatement(db, key, () => preparedRaw(db, build())).execute(values)) as { rows: Row[] };
}

/**
 * runKept for a select with more columns after its own (`after`, e.g. a list's total as a scalar
 * subquery, which PostgreSQL runs once for the statement) and, when given, a WITH before it
 * (`before`, whose names both may use): one statement where there were two, one round trip and one
 * plan. Its rows are mapped by the select's own selection (a flat one); `after` answers the first
 * row's values of the added columns, undefined when there are no rows (then ask for them apart).
 */
export async function runKeptWith<Row, After extends unknown[]>(
  db: Tx,
  key: string,
  build: () => { query: NamedRunnable<unknown>; after: SQL[]; before?: SQL },
  values?: Record<string, unknown>,
): Promise<{ rows: Row[]; after: After | undefined }> {
  return (await keptStatement(db, key, () => withColumnsAfter(preparedNamed(extended(build())))).execute(values)) as { rows: Row[]; after: After | undefined };
}

/** The select, its text given the columns after its own and the WITH before it (see runKeptWith). */
function extended<Q extends NamedRunnable<unknown>>({ query, after, before }: { query: Q; after: SQL[]; before?: SQL }): Q {
  const select = query as unknown as SelectInternals;
  // Each column nested in an SQL of its own: drizzle writes a single-table select's own SQL fields
  // with their columns' table names dropped, which in a subquery could name another table's column.
  const fields = { ...select.config.fields, ...Object.fromEntries(after.map((column, i) => [`after_${i}`, sql`${column}`])) };
  const text = select.dialect.buildSelectQuery({ ...select.config, fields });
  const tree = before ? sql`${before} ${text}` : text;
  select.getSQL = () => tree;
  return query;
}

/** What a drizzle select builder holds of its selection (internals of drizzle's PgSelect). */
interface SelectInternals {
  config: { fields: Record<string, unknown> };
  dialect: { buildSelectQuery(config: object): SQL };
  getSQL(): SQL;
}

interface Statement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** A query builder's statement, named after its text (unnamed past NAMED_STATEMENTS_MAX texts). */
function preparedNamed(query: NamedRunnable<unknown>): Statement {
  // An undefined name is an unnamed statement (node-postgres parses it every run; PGlite ignores names).
  return withCompiledRows(query.prepare(statementName(buildOnce(query).sql) as string));
}

/** Raw SQL's statement, named after its text on PostgreSQL; its rows as `{ rows }`, as db.execute answers. */
function preparedRaw(db: Tx, query: SQL): Statement {
  const { dialect, session } = db as unknown as RawExecutor;
  const built = placeholdersOnce(dialect.sqlToQuery(query));
  return session.prepareQuery(built, undefined, onPostgresServer(db) ? statementName(built.sql) : undefined, false);
}

export const KEPT_STATEMENTS_MAX = 1_000;
/** Kept statements by database handle, then by key, least recently used first. */
const keptStatements = new WeakMap<object, Map<string, Statement>>();

function keptStatement(db: Tx, key: string, prepare: () => Statement): Statement {
  let kept = keptStatements.get(db);
  if (!kept) keptStatements.set(db, (kept = new Map()));
  let statement = kept.get(key);
  if (statement) kept.delete(key);
  else statement = prepare();
  kept.set(key, statement);
  if (kept.size > KEPT_STATEMENTS_MAX) kept.delete(kept.keys().next().value!);
  return statement;
}

/** What a drizzle database or transaction handle holds to run raw SQL (internals of drizzle's PgDatabase). */
interface RawExecutor {
  dialect: Built['dialect'];
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: false): Statement };
}

/** The statement name of a query text; undefined (run unnamed) past NAMED_STATEMENTS_MAX texts. */
function statementName(text: string): string | undefined {
  let name = namedStatements.get(text);
  if (name === undefined && namedStatements.size < NAMED_STATEMENTS_MAX) {
    name = `shape_${createHash('sha1').update(text).digest('base64url')}`;
    namedStatements.set(text, name);
  }
  return name;
}

/** Whether the database is a PostgreSQL server (node-postgres, a pool of connections), not PGlite. */
export function onPostgresServer(db: Tx): boolean {
  return is((db as unknown as { _: { session: unknown } })._.session, NodePgSession);
}

type NamedRunnable<R> = PromiseLike<R> & { getSQL(): SQL; prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> } };

/** What a drizzle query builder holds of its dialect (an internal of drizzle's builders). */
interface Built {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  getSQL(): SQL;
}

/**
 * The query's SQL text and parameters, built once for both of preparedNamed's uses: its text names the
 * statement, and drizzle's prepare() would build it all again (walking every column and join of a
 * list's select: 200-350 µs of an admin page's CPU). The builder is given back the same tree and
 * text when it prepares itself; lib/__tests__/prepared.test.ts counts the builds.
 */
function buildOnce(query: object): { sql: string } {
  const builder = query as Built;
  const { dialect } = builder;
  const tree = builder.getSQL();
  const built = placeholdersOnce(dialect.sqlToQuery(tree));
  builder.getSQL = () => tree;
  builder.dialect = Object.assign(Object.create(dialect) as Built['dialect'], {
    sqlToQuery: (sql: SQL) => (sql === tree ? built : dialect.sqlToQuery(sql)),
  });
  return built;
}

interface BuiltQuery {
  sql: string;
  params: unknown[];
  typings?: unknown[];
}

/**
 * The query with each sql.placeholder() sent once. Drizzle writes a parameter for every place a
 * placeholder stands; a search's statement names the other tables' matches (the 2 500 user ids of
 * "ayse") in each of its ways to the page, so the same array was sent and parsed two or three times
 * a request. PostgreSQL reads `$3` any number of times from one value: that statement ran in
 * 2.2 ms instead of 2.5 (one connection, alternating blocks of 100). Left as built when the text's
 * parameters are not exactly $1..$n in order (then a `$` of the text could be something else).
 */
export function placeholdersOnce<Q extends BuiltQuery>(built: Q): Q {
  const names = built.params.map((p) => (is(p, Placeholder) ? p.name : undefined));
  const placeholders = names.filter((name) => name !== undefined);
  if (new Set(placeholders).size === placeholders.length) return built;
  const tokens = [...built.sql.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1]));
  if (tokens.length !== built.params.length || tokens.some((n, i) => n !== i + 1)) return built;
  /** Old parameter number -> new one; the kept parameters' old indexes. */
  const renumbered: number[] = [];
  const kept: number[] = [];
  const firstOf = new Map<string, number>();
  names.forEach((name, i) => {
    const first = name === undefined ? undefined : firstOf.get(name);
    if (first !== undefined) {
      renumbered[i + 1] = first;
      return;
    }
    kept.push(i);
    renumbered[i + 1] = kept.length;
    if (name !== undefined) firstOf.set(name, kept.length);
  });
  return {
    ...built,
    sql: built.sql.replace(/\$(\d+)\b/g, (_, n: string) => `$${renumbered[Number(n)]}`),
    params: kept.map((i) => built.params[i]),
    ...(built.typings ? { typings: kept.map((i) => built.typings![i]) } : {}),
  };
}

export const NAMED_STATEMENTS_MAX = 200;
const namedStatements = new Map<string, string>();

/**
 * A LIMIT written into the SQL text instead of sent as a parameter: PostgreSQL's generic plan of
 * `limit $1` assumes a tenth of the rows, which makes it lose to planning every run; with the row
 * count in the text, a page's generic plan is the cheap one. Only for small integers we choose.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`literalLimit: ${n}`);
  // Drizzle writes an SQL object given as the limit into the text as is.
  return sql.raw(String(n)) as unknown as number;
}
