// The one way a screen shows a failed request as a toast: the server's own words (detail,
// non_field_errors, field messages, the body text; the api-client's extraction) as the toast's
// title, else the screen's `fallback`; an optional `title` puts the screen's sentence first and the
// server's words under it. Same look as every other toast (@portal/ui's notifyError).
import { extractErrorText } from '@portal/api-client';
import { notifyError } from '@portal/ui';

export function notifyApiError(error: unknown, fallback: string, title?: string): void {
  const text = extractErrorText(error, fallback);
  if (title === undefined) notifyError(text);
  else notifyError(title, text === title ? undefined : text);
}
