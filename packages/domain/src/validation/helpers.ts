/** Small zod 4 building blocks shared by the schemas. */
import { z } from 'zod';
import { DateTime } from 'luxon';
import { TIME_ZONE } from '../constants';
import { DATE_ONLY_RE, parseInputDate } from '../dates';
import { MSG } from '../messages';
import { textRulePattern, type TextOptions } from './text';

/** '' / whitespace / null -> undefined, so "not chosen" reads as missing. */
export function blankToUndefined(v: unknown): unknown {
  if (v === null) return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  return v;
}

/**
 * What a preprocessing step (`z.preprocess(step, schema)`) lets through beyond its schema, for the
 * OpenAPI document: `blank` when '', blanks and null read as absent (for an optional schema), `text`
 * the JSON Schema of the text it turns into the schema's value.
 */
export const PREPROCESSED_INPUTS = new Map<(v: unknown) => unknown, { blank: boolean; null?: boolean; text?: object }>();

/** null read as absent (a JSON client clearing an optional field). */
export function nullToUndefined(v: unknown): unknown {
  return v === null ? undefined : v;
}
PREPROCESSED_INPUTS.set(nullToUndefined, { blank: false, null: true });

/** Largest id a database key holds (PostgreSQL integer / serial). */
export const MAX_ID = 2_147_483_647;

/**
 * Numbers stay; a string of digits (surrounding blanks allowed, as multipart sends text) becomes a
 * number; any other string ('0x1F', '1e3', '12abc') is left unchanged and fails the number check.
 */
function idish(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b === 'string') return /^\s*\d+\s*$/.test(b) ? Number(b.trim()) : b;
  return b;
}
PREPROCESSED_INPUTS.set(blankToUndefined, { blank: true });
// The digits of 1 ... 2 147 483 647 (MAX_ID), blanks around allowed.
const ID_DIGITS = '0*(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';
PREPROCESSED_INPUTS.set(idish, { blank: true, text: { type: 'string', pattern: `^\\s*${ID_DIGITS}\\s*$` } });

/**
 * A positive integer id no larger than MAX_ID; accepts numbers and digit strings (multipart sends
 * text). One message for every failure.
 */
export function zId(message: string) {
  return z.preprocess(idish, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
}

/** An optional id by the same rule ('' and null read as absent). */
export function zOptionalId(message: string) {
  return z.preprocess(idish, z.number({ error: message }).int(message).positive(message).max(MAX_ID, message).optional());
}

// ---------------------------------------------------------------------------------------------
// The one rule for text: no control characters
// ---------------------------------------------------------------------------------------------

export { hasControlCharacters, type TextOptions } from './text';

/**
 * The text rule on a string schema: refuses control characters with MSG.common.controlCharacters.
 * Every string a form or the API takes goes through it (the schemas below, and zText for the
 * rest), so the UI shows the same field error the server answers.
 */
export function noControlCharacters<T extends z.ZodString>(schema: T, options: TextOptions = {}): T {
  // A pattern (not a refinement) so that the OpenAPI document states the rule too. zod tests it on
  // the trimmed text when the schema trims; the document sees the text as sent, blanks (tab, line
  // feed ...) around it included.
  const pattern = textRulePattern(options, schema.safeParse(' a ').data === 'a');
  return schema.regex(pattern, { message: MSG.common.controlCharacters, abort: true }) as T;
}

/** A multipart file field: any part with a file (described as 'file: ...'; its content is checked by the route's rule). */
export function zFileField(description: string) {
  return z.string().describe(description);
}

/** A string checked by the text rule; `error` is the message for a missing value or a non-string. */
export function zText(options: TextOptions & { error?: string } = {}) {
  return noControlCharacters(z.string(options.error === undefined ? undefined : { error: options.error }), options);
}

const NOT_BLANK = /\S/;

/** A required string, trimmed, non-empty after trimming; optional max length; the text rule. */
export function zRequiredText(message: string, max?: { length: number; message: string }, options: TextOptions = {}) {
  // /\S/ says 'not blank' to the OpenAPI document (the value is trimmed first, so only min(1) can fail here).
  const s = noControlCharacters(z.string({ error: message }).trim().min(1, { message, abort: true }).regex(NOT_BLANK, message), options);
  return max ? s.max(max.length, max.message) : s;
}

/** An optional string, trimmed, with a max length; null reads as absent; the text rule. */
export function zOptionalText(max: number, message: string, options: TextOptions = {}) {
  // nullish + transform (not preprocess) so the input type stays `string | null | undefined`, optional.
  return noControlCharacters(z.string().trim().max(max, message), options)
    .nullish()
    .transform((v) => v ?? undefined);
}

/** A valid calendar date 'YYYY-MM-DD' with a year parseInputDate() takes. */
export function isValidDateOnly(v: string): boolean {
  return DATE_ONLY_RE.test(v) && DateTime.fromISO(v, { zone: TIME_ZONE }).isValid && parseInputDate(v)?.isValid === true;
}

/** A date or date-time text with a four-digit year in the input range (see parseInputDate). */
export function isValidInputInstant(v: string): boolean {
  return parseInputDate(v)?.isValid === true;
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

PREPROCESSED_INPUTS.set(numberish, { blank: true });

/** A checked predicate with its message, for rules reported in order (first failure only). */
export type OrderedRule<T> = readonly [test: (v: T) => boolean, message: string];

/** The message of the first rule that fails, or null. */
export function firstFailure<T>(value: T, rules: ReadonlyArray<OrderedRule<T>>): string | null {
  for (const [test, message] of rules) if (!test(value)) return message;
  return null;
}
