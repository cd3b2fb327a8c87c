// The one rule for text, without zod or luxon: the light entry (@portal/domain/core) and the
// zod helpers (helpers.ts) both use it.

/**
 * C0 controls (NUL, BEL, ESC, ...), DEL, C1 controls and lone UTF-16 surrogates. NUL cannot be
 * stored in PostgreSQL text at all, the others are invisible, break terminals and logs, or cannot
 * be encoded as UTF-8. Multi-line fields (descriptions, comments, summaries) keep tab, line feed
 * and carriage return; single-line fields and passwords refuse them too.
 */
// Control characters are the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

/** The same rule as a JSON Schema pattern (ECMA-262, `u`): text with none of those characters. */
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\p{Cs}]*$/u;
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cs}]*$/u;

/** The rule's pattern for text as sent; `trimmed` when the schema trims first (blanks around are then allowed). */
export function textRulePattern(options: TextOptions, trimmed: boolean): RegExp {
  const rule = options.multiline ? NO_CONTROL_MULTI_LINE : NO_CONTROL_SINGLE_LINE;
  return trimmed ? new RegExp(`^\\s*${rule.source.slice(1, -1)}\\s*$`, 'u') : rule;
}

export interface TextOptions {
  /** Tab, line feed and carriage return allowed (descriptions, comments). */
  multiline?: boolean;
}

/** True when `text` holds a character the text rule refuses. */
export function hasControlCharacters(text: string, options: TextOptions = {}): boolean {
  return (options.multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text);
}
