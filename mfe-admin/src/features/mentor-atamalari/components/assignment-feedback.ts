// What the mentor assignment screens tell staff after an assign, a bulk assign or a remove: the
// server's error behind 'Hata: ', the spec's fallback when it gives none, another text when the
// request never got an answer.
import { extractErrorText, getErrorStatus, isNetworkError } from '@portal/api-client';
import { MSG } from '@portal/domain';

const M = MSG.assignment;

/** 'Hata: <server error>', else `failed`; `network` when there was no answer. */
export function assignmentErrorText(error: unknown, failed: string, network: string): string {
  if (getErrorStatus(error) === null && isNetworkError(error)) return network;
  const text = extractErrorText(error, '');
  return text ? `${M.errorPrefix}${text}` : failed;
}

// The portal's one toast style (@portal/ui), under the names these screens use.
export { notifyError, notifySuccess } from '@portal/ui';
