// How instants leave the API: ISO 8601 in Istanbul time, so that the first ten characters are the
// Istanbul date ('2025-01-31T23:59:59.000+03:00').
import { DateTime } from 'luxon';
import { TIME_ZONE } from '@portal/domain';

export function isoIstanbul(d: Date): string;
export function isoIstanbul(d: Date | null): string | null;
export function isoIstanbul(d: Date | null): string | null {
  return d ? DateTime.fromJSDate(d, { zone: TIME_ZONE }).toISO() : null;
}
