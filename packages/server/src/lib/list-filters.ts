// The filters of the admin lists. Most are "when the query names a value, that column equals it":
// written as a map from query field to column, so a list's filters are one line.
import { eq, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = value` for each query field of `columns` the query gives (undefined for one it does
 * not), in the map's order. A column's values are of its field's type.
 */
export function equalsGiven<Q extends object>(query: Q, columns: { [K in keyof Q]?: AnyColumn<{ data: NonNullable<Q[K]> }> }): (SQL | undefined)[] {
  return Object.entries(columns).map(([field, column]) => {
    const value = query[field as keyof Q];
    return value === undefined ? undefined : eq(column as AnyColumn, value);
  });
}
