// Demo data (filled in by the seed work). `npm run seed` seeds on demand.
import type { Db } from '../db/client';

export async function seedDemoIfEmpty(_db: Db): Promise<boolean> {
  return false;
}
