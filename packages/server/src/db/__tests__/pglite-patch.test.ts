// patches/@electric-sql__pglite@0.3.11.patch (pnpm-workspace.yaml's patchedDependencies): PGlite
// parses a query's results without copying its ~316 default type parsers into a new object, and
// decodes each field of a data row from the protocol buffer without copying its bytes first, with
// plain offsets and Node's UTF-8 decoder. These tests fail
// when the patch is not applied (a version bump drops it) and when parsing changes meaning.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';

let client: PGlite;

beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
});

afterAll(async () => {
  await client.close();
});

describe('PGlite with the project patch', () => {
  it('does not enumerate its default parsers on every query', async () => {
    const defaults = client.parsers;
    let enumerations = 0;
    client.parsers = new Proxy(defaults, {
      ownKeys(target) {
        enumerations += 1;
        return Reflect.ownKeys(target);
      },
    });
    try {
      // Drizzle passes its own parsers with every query, as here.
      const { rows } = await client.query<[number, boolean, number[], string]>(
        'select $1::int, true, array[1, 2]::int[], now()::timestamptz',
        [7],
        { rowMode: 'array', parsers: { 1184: (value: string) => `raw ${value}` } },
      );
      const [int, bool, ints, timestamp] = rows[0]!;
      expect([int, bool, ints]).toEqual([7, true, [1, 2]]);
      expect(timestamp).toMatch(/^raw \d{4}-/);
      expect(enumerations).toBe(0);
    } finally {
      client.parsers = defaults;
    }
  });

  it('decodes every field of every row from the shared buffer, copying none', async () => {
    const slice = ArrayBuffer.prototype.slice;
    let copies = 0;
    ArrayBuffer.prototype.slice = function (this: ArrayBuffer, ...args: [number?, number?]) {
      copies += 1;
      return slice.apply(this, args);
    };
    // The data rows are read with plain offsets and Node's UTF-8 decoder, one call a field.
    const utf8Slice = Buffer.prototype.utf8Slice;
    let decoded = 0;
    Buffer.prototype.utf8Slice = function (this: Buffer, ...args: [number?, number?]) {
      decoded += 1;
      return utf8Slice.apply(this, args);
    };
    let rows: { n: number; title: string; empty: string | null; tail: string }[];
    try {
      ({ rows } = await client.query<{ n: number; title: string; empty: string | null; tail: string }>(
        `select n, 'Çağrı başvurusu ' || n || ' ğüşiöç İ' as title, null::text as empty, repeat('ş', n) as tail
           from generate_series(1, 300) n order by n`,
      ));
    } finally {
      ArrayBuffer.prototype.slice = slice;
      Buffer.prototype.utf8Slice = utf8Slice;
    }
    // Unpatched: one copy a non-null field (600 here, and the column names); the protocol's own few copies remain.
    expect(copies).toBeLessThan(50);
    // 300 rows of three non-null fields; unpatched, none (PGlite's own reader uses a TextDecoder).
    expect(decoded).toBeGreaterThanOrEqual(900);
    expect(rows).toHaveLength(300);
    rows.forEach((row, i) => {
      const n = i + 1;
      expect(row).toEqual({ n, title: `Çağrı başvurusu ${n} ğüşiöç İ`, empty: null, tail: 'ş'.repeat(n) });
    });
  });
});
