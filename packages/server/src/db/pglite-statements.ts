// A statement cache for PGlite, as PostgreSQL drivers keep one (pgx, postgres.js): each query text
// is parsed once into a named statement and later runs only bind and execute it. PGlite's own
// `query` parses, describes and plans every query afresh (an unnamed statement; drizzle's PGlite
// driver ignores statement names), and for the portal's 4- to 6-table joins the planning cost five
// to ten times the running: the dashboard's five newest applications, 1.5-2 ms a query, 0.2 ms as a
// named statement. PostgreSQL keeps a named statement's generic plan when it costs no more than the
// custom ones (always, for a text without parameters: the pages' LIMIT is written into the text,
// lib/prepared.ts), the rule lib/prepared.ts's runKept relies on for the server.
import { parse, protocol, type messages as backend, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept; the least recently used one is closed to make room (pgx keeps 512). */
export const STATEMENTS_KEPT = 256;

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
/** A type's parser, as PGlite calls it (the type's oid second: array parsers read it). */
type Parser = (text: string, typeId: number) => unknown;
type Field = Results['fields'][number];

interface Statement {
  name: string;
  /** The parameters' type oids, to serialise the values as PGlite's query does. */
  paramTypes: number[];
  /** Its result columns (none for a statement without rows), from the Describe when it was prepared. */
  fields: Field[];
}

/** PostgreSQL refuses to run a kept statement whose result columns a DDL changed since. */
const CACHED_PLAN_CHANGED = '0A000';

const { serialize } = protocol;

/** Rows an INSERT, UPDATE, DELETE, COPY or MERGE touched, from its CommandComplete tag (as PGlite reads it). */
function affectedRowsOf(tag: string): number {
  const words = tag.split(' ');
  switch (words[0]) {
    case 'INSERT':
      return Number.parseInt(words[2]!, 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(words[1]!, 10);
    default:
      return 0;
  }
}

/**
 * A run's answer, as PGlite's `parseResults` makes it, with each column's type parser looked up once
 * a run instead of once a field (a list of 200 rows has 2 600 fields; the lookups were a tenth of
 * such a request's CPU on PGlite).
 */
function resultsOf<T>(fields: Field[], replies: BackendMessage[], defaults: Record<number, Parser>, options: QueryOptions | undefined): Results<T> {
  const given = options?.parsers as Record<number, Parser> | undefined;
  const parsers = fields.map(({ dataTypeID }) => given?.[dataTypeID] ?? defaults[dataTypeID]);
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  let affectedRows = 0;
  for (const reply of replies) {
    if (reply.name === 'dataRow') {
      const values: unknown[] = (reply as backend.DataRowMessage).fields;
      for (let i = 0; i < values.length; i++) {
        const parser = parsers[i];
        if (parser && values[i] !== null) values[i] = parser(values[i] as string, fields[i]!.dataTypeID);
      }
      rows.push(asArrays ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (reply.name === 'commandComplete') {
      affectedRows += affectedRowsOf((reply as backend.CommandCompleteMessage).text);
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Makes `client.query` run through named statements (the instance's own method is replaced; its
 * transactions, `exec` and `sql` are PGlite's). A query with a blob (COPY) or given parameter
 * types runs as before. Returns how many statements are kept (for tests).
 */
export function keepStatements(client: PGlite, kept = STATEMENTS_KEPT): { size: () => number } {
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;
  /** Names of the statements evicted from `statements`: closed in the next prepare's message. */
  const closing: string[] = [];

  async function prepare(text: string): Promise<Statement> {
    if (statements.size >= kept) {
      const [oldest] = statements;
      statements.delete(oldest![0]);
      closing.push(oldest![1].name);
    }
    const name = `pglite_${++counter}`;
    const { messages } = await client.execProtocol(
      concat([...closing.splice(0).map((old) => serialize.close({ type: 'S', name: old })), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages),
      fields: (messages.find((m) => m.name === 'rowDescription') as backend.RowDescriptionMessage | undefined)?.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID })) ?? [],
    };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(statement: Statement, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await client.execProtocol(concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    return resultsOf<T>(statement.fields, messages, client.parsers, options);
  }

  async function namedQuery<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    try {
      if (statement) {
        // Most recently used last: the Map's first entry is the one to evict.
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      try {
        return await run<T>(statement, params, options);
      } catch (err) {
        if ((err as { code?: string }).code !== CACHED_PLAN_CHANGED) throw err;
        statements.delete(text);
        closing.push(statement.name);
        return await run<T>(await prepare(text), params, options);
      }
    } catch (err) {
      // As PGlite's own errors: the query and its parameters on the error.
      throw Object.assign(err as object, { query: text, params });
    } finally {
      if (!client.isInTransaction()) await client.syncToFs();
    }
  }

  client.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return plainQuery<T>(text, params, options);
    await client._checkReady();
    // As PGlite's own query: one at a time, and never inside another caller's transaction.
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => namedQuery<T>(text, params, options)));
  }) as PGlite['query'];

  return { size: () => statements.size };
}
