// Accepting an invitation: the link (services/account-links.ts, kind 'davet') sets the password,
// spends itself and any other link of the account; a security event records it.
import { INVITATION_MESSAGES } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import type { Tx } from '../../lib/transaction';
import { setPasswordWithLink } from '../../services/account-links';
import { recordSecurityEvent, type RequestLike } from '../guvenlik-olaylari/repository';

/** Answers the account's username; an unknown, used, replaced or expired link is a 400 on `token`. */
export async function acceptInvitation(db: Tx, token: string, newPassword: string, request: RequestLike): Promise<string> {
  const user = await setPasswordWithLink(db, 'davet', token, newPassword);
  if (!user) throw ApiError.fields({ token: INVITATION_MESSAGES.invalidToken });
  await recordSecurityEvent(db, user.id, 'davet_kabul', request);
  return user.username;
}
