/** Small zod 4 building blocks shared by the schemas. */
import { z } from 'zod';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '../constants';
import { DATE_ONLY_RE } from '../dates';

/** '' / whitespace / null -> undefined, so "not chosen" reads as missing. */
export function blankToUndefined(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  return v;
}

/** A positive integer id; accepts numbers and numeric strings (multipart sends text). One message for every failure. */
export function zId(message: string) {
  return z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message));
}

/** An optional positive integer id ('' and null read as absent). */
export function zOptionalId(message: string) {
  return z.preprocess(blankToUndefined, z.coerce.number({ error: message }).int(message).positive(message).optional());
}

/** A required string, trimmed, non-empty after trimming; optional max length. */
export function zRequiredText(message: string, max?: { length: number; message: string }) {
  const s = z.string({ error: message }).trim().min(1, message);
  return max ? s.max(max.length, max.message) : s;
}

/** An optional string, trimmed, with a max length; null reads as absent. */
export function zOptionalText(max: number, message: string) {
  return z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(max, message).optional());
}

/** A valid calendar date 'YYYY-MM-DD'. */
export function isValidDateOnly(v: string): boolean {
  return DATE_ONLY_RE.test(v) && DateTime.fromISO(v, { zone: TIME_ZONE }).isValid;
}

/** Numbers and numeric strings -> number; blank -> undefined; anything else unchanged (fails z.number). */
export function numberish(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b === 'string') {
    const n = Number(b.trim().replace(',', '.'));
    return Number.isNaN(n) ? b : n;
  }
  return b;
}

/** A checked predicate with its message, for rules reported in order (first failure only). */
export type OrderedRule<T> = readonly [test: (v: T) => boolean, message: string];

/** The message of the first rule that fails, or null. */
export function firstFailure<T>(value: T, rules: ReadonlyArray<OrderedRule<T>>): string | null {
  for (const [test, message] of rules) if (!test(value)) return message;
  return null;
}
