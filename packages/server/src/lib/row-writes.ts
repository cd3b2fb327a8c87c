// The write side of a noun's repository where it is the same for every noun: insert a row and
// answer its id; update or delete one row by id and answer whether it existed.
import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from './transaction';

type TableWithId = PgTable & { id: PgColumn };

/** INSERT ... RETURNING id. */
export async function insertRow<T extends TableWithId>(db: Tx, table: T, values: PgInsertValue<T>): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** UPDATE ... WHERE id = `id`; false when there is no such row. */
export async function updateRow<T extends TableWithId>(db: Tx, table: T, id: number, set: PgUpdateSetSource<T>): Promise<boolean> {
  const updated = await db.update(table).set(set).where(eq(table.id, id)).returning({ id: table.id });
  return updated.length > 0;
}

/** DELETE ... WHERE id = `id`; false when there is no such row. */
export async function deleteRow<T extends TableWithId>(db: Tx, table: T, id: number): Promise<boolean> {
  const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}
