// One way into a transaction. Repositories and services take a `Tx`: the database or an open
// transaction, which have the same query API; this file is the one place that says so.
import { pgErrorCode, type Db } from '../db/client';

export type Tx = Db;

export interface TransactionOptions {
  /** SQLSTATEs after which the whole transaction is run again (e.g. '40P01' deadlock, '40001' serialization). */
  retryOn?: readonly string[];
  /** Attempts in all, the first included; after the last the error goes to the caller. */
  maxAttempts?: number;
}

/**
 * Runs `fn` in a transaction, again (at most `maxAttempts` times in all) when it fails with one of
 * the `retryOn` codes. `fn` must be safe to run twice: everything it wrote rolled back.
 */
export async function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
  const { retryOn = [], maxAttempts = 3 } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => fn(tx as unknown as Tx));
    } catch (error) {
      const code = pgErrorCode(error);
      if (attempt >= maxAttempts || code === undefined || !retryOn.includes(code)) throw error;
    }
  }
}
