// db/pglite-statements.ts: PGlite's `query` through named statements answers exactly what PGlite's
// own does (values, types, errors), keeps one statement per text (bounded), plans it once, and
// survives a DDL that changes a kept statement's columns.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PGlite } from '@electric-sql/pglite';
import { keepStatements } from '../pglite-statements';

let plain: PGlite;
let named: PGlite;
let kept: { size: () => number };

beforeAll(async () => {
  [plain, named] = [new PGlite(), new PGlite()];
  for (const client of [plain, named]) {
    await client.exec(`create table t (id serial primary key, ad text not null unique, sayilar int[], veri jsonb, zaman timestamptz, aktif boolean)`);
  }
  kept = keepStatements(named, 3);
});

afterAll(async () => {
  await Promise.all([plain.close(), named.close()]);
});

const preparedCount = async (client: PGlite) =>
  (await client.query<{ n: number; generic: number; custom: number }>(
    `select count(*)::int as n, coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom from pg_prepared_statements`,
  )).rows[0]!;

describe('PGlite with kept statements', () => {
  it('answers what PGlite answers, parameters and rows alike', async () => {
    const insert = `insert into t (ad, sayilar, veri, zaman, aktif) values ($1, $2, $3, $4, $5) returning *`;
    const values = ['Çağrı Şirketi', [1, 2, 3], { a: ['ı', 1] }, new Date('2026-11-26T10:00:00Z'), null];
    const select = `select id, ad, sayilar, veri, zaman, aktif, $1::int + 1 as bir from t where ad = $2`;
    for (const client of [plain, named]) await client.query(insert, values);
    for (const rowMode of ['object', 'array'] as const) {
      const options = { rowMode, parsers: { 1184: (value: string) => `raw ${value}` } };
      const [a, b] = await Promise.all([plain.query(select, [41, 'Çağrı Şirketi'], options), named.query(select, [41, 'Çağrı Şirketi'], options)]);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      expect(b.rows).toHaveLength(1);
    }
    const update = `update t set aktif = $1 where id > $2`;
    const [a, b] = [await plain.query(update, [true, 0]), await named.query(update, [true, 0])];
    expect(b.affectedRows).toBe(a.affectedRows);
    expect(b.rows).toEqual([]);
    for (const change of [`insert into t (ad) values ('iki'), ('üç')`, `delete from t where ad in ('iki', 'üç') returning ad`]) {
      const [c, d] = [await plain.query(change), await named.query(change)];
      expect(d.affectedRows).toBe(2);
      expect(d).toEqual(c);
    }
  });

  it('keeps one statement per text and plans it once (generic plans after the first runs)', async () => {
    const text = `select count(*)::int as n from t where aktif = $1`;
    const before = await preparedCount(named);
    for (let i = 0; i < 12; i++) expect((await named.query<{ n: number }>(text, [true])).rows[0]!.n).toBe(1);
    const after = await preparedCount(named);
    expect(after.generic).toBeGreaterThan(before.generic);
    expect(kept.size()).toBeLessThanOrEqual(3);
  });

  it('closes the least recently used statement past its bound', async () => {
    for (let i = 0; i < 10; i++) await named.query(`select ${i}::int as n`);
    // The count query itself is kept too: never more than the bound.
    expect((await preparedCount(named)).n).toBeLessThanOrEqual(3);
    expect(kept.size()).toBe(3);
  });

  it('answers errors with their SQLSTATE and the statement still runs', async () => {
    const insert = `insert into t (ad) values ($1)`;
    await named.query(insert, ['tek']);
    await expect(named.query(insert, ['tek'])).rejects.toMatchObject({ code: '23505', query: insert });
    await expect(named.query(`select $1::int`, ['sayı değil'])).rejects.toMatchObject({ code: '22P02' });
    await expect(named.query(`selec 1`)).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    await named.query(insert, ['iki']);
    expect((await named.query<{ n: number }>(`select count(*)::int as n from t where ad in ('tek', 'iki')`)).rows[0]!.n).toBe(2);
  });

  it('runs a kept statement again after a DDL changed its columns', async () => {
    const text = `select * from t where id = $1`;
    const first = await named.query<Record<string, unknown>>(text, [1]);
    await named.exec(`alter table t add column yeni text default 'y'`);
    const second = await named.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(second.rows[0]!)).toEqual([...Object.keys(first.rows[0]!), 'yeni']);
  });

  it('waits for a transaction and queries inside it as PGlite does', async () => {
    const text = `select count(*)::int as n from t`;
    const before = (await named.query<{ n: number }>(text)).rows[0]!.n;
    const outside = named.transaction(async (tx) => {
      await tx.query(`insert into t (ad) values ($1)`, ['işlemde']);
      // Not visible to anyone else until the commit: the outer query waits for it.
      return (await tx.query<{ n: number }>(text)).rows[0]!.n;
    });
    const [inside, after] = await Promise.all([outside, named.query<{ n: number }>(text)]);
    expect(inside).toBe(before + 1);
    expect(after.rows[0]!.n).toBe(before + 1);
  });
});
