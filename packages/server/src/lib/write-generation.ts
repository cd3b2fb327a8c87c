// How many writes this process has answered: every successful POST, PUT, PATCH and DELETE of the
// API (lib/routes.ts counts them). Figures kept from the database between requests (the admin
// lists' totals, lib/admin-list.ts) belong to one generation: a write through the app makes them
// old at once, so whoever changed a row sees the change in the next list's total.
let generation = 0;

export function writeGeneration(): number {
  return generation;
}

export function noteWrite(): void {
  generation += 1;
}
