// A prepared query's rows mapped by a function written for its columns. Drizzle maps every row
// with a generic loop (utils.js mapResultRow): for each column of each row it asks which kind of
// field it holds (`is()` walks the class chain), iterates the column's path and calls its decoder,
// even the ones that return the value as it is. A list of 200 applications (17 columns) spent 9 % of
// its request's CPU there. The function compiled here (once per selection) creates each row object
// with its keys in one literal and calls only the decoders that change a value (timestamps, json);
// a timestamptz is read by position (dates.ts, parsePgTimestamptz), four times as fast as
// drizzle's `new Date(text)`.
import { Column, is, noopDecoder, SQL } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { parsePgTimestamptz } from './dates';

interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** What drizzle's prepared queries (node-postgres and PGlite) hold of their selection. */
interface PreparedSelection {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

type RowsMapper = (rows: unknown[][], decoders: Decoder[]) => Record<string, unknown>[];

const identity = Column.prototype.mapFromDriverValue;

function decoderOf(field: unknown): Decoder {
  // A timestamptz read by position (dates.ts), not by drizzle's `new Date(text)`.
  if (is(field, PgTimestamp) && field.withTimezone) {
    const column = field;
    return { mapFromDriverValue: (value) => (typeof value === 'string' ? parsePgTimestamptz(value) : column.mapFromDriverValue(value as string)) };
  }
  if (is(field, Column)) return field as unknown as Decoder;
  // An SQL's decoder (mapWith) is internal to drizzle's types; an aliased SQL holds it in its `sql`.
  const expression = (is(field, SQL) ? field : (field as { sql: SQL }).sql) as unknown as { decoder: Decoder };
  return expression.decoder;
}

/** Whether a decoder returns the driver's value as it is (drizzle's default for columns and SQL). */
const keepsValue = (decoder: Decoder) => decoder.mapFromDriverValue === identity || decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue;

/**
 * The mapper of a flat selection (every key one level deep, as the portal's selects are) given its
 * keys and which of its decoders keep the value: a function of the rows and the decoders.
 */
function compileRowsMapper(keys: string[], plain: boolean[]): RowsMapper {
  const properties = keys.map((key, i) => `${JSON.stringify(key)}: ${plain[i] ? `r[${i}]` : `r[${i}] === null ? null : d[${i}].mapFromDriverValue(r[${i}])`}`);
  // One object literal: every row gets its keys (and one hidden class) at once. The source is our
  // own selection's keys, JSON-quoted, and indexes.
  return new Function('rows', 'd', `const out = new Array(rows.length); for (let i = 0; i < rows.length; i++) { const r = rows[i]; out[i] = { ${properties.join(', ')} }; } return out;`) as RowsMapper;
}

/** Compiled mappers by selection shape (keys and plain decoders); a list's pages share one. */
const compiled = new Map<string, RowsMapper>();
const COMPILED_MAX = 500;

/**
 * Gives a prepared query a compiled mapper of its selection (see the header). A query without a
 * selection (raw SQL) or with a nested one (a left join's object is nulled when all its columns are:
 * drizzle's joinsNotNullableMap) is left as drizzle maps it. Returns the query.
 */
export function withCompiledRows<Q>(prepared: Q): Q {
  const selection = prepared as PreparedSelection;
  const { fields } = selection;
  if (!fields || selection.customResultMapper || fields.some(({ path }) => path.length !== 1)) return prepared;
  const keys = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  const plain = decoders.map(keepsValue);
  const shape = `${keys.join('\0')}\0${plain.map((p) => (p ? 1 : 0)).join('')}`;
  let mapper = compiled.get(shape);
  if (mapper === undefined) {
    mapper = compileRowsMapper(keys, plain);
    if (compiled.size < COMPILED_MAX) compiled.set(shape, mapper);
  }
  const map = mapper;
  selection.customResultMapper = (rows) => map(rows, decoders);
  return prepared;
}

/**
 * A compiled statement (withCompiledRows) whose columns go on after its selection (lib/prepared.ts,
 * runKeptWith) answers `{ rows, after }`: its rows mapped by the selection, and the first row's
 * values of the columns after it (undefined when there are no rows). Only for a flat selection.
 */
export function withColumnsAfter<Q>(prepared: Q): Q {
  const selection = prepared as PreparedSelection;
  const mapRows = selection.customResultMapper;
  if (!mapRows || !selection.fields) throw new Error('withColumnsAfter: a compiled flat selection only');
  const width = selection.fields.length;
  selection.customResultMapper = (rows) => ({ rows: mapRows(rows), after: rows[0]?.slice(width) });
  return prepared;
}
