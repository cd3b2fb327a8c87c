// A forgotten password: a request makes a single-use link valid PASSWORD_RESET_MINUTES and e-mails
// it through the outbox (the notification `sifre_sifirlama`, always e-mailed); using the link sets
// a new password by the usual rules and ends every session of the account (services/account-links.ts,
// the mechanism invitations share). Both are security events of the account.
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { withTransaction, type Tx } from '../../lib/transaction';
import { issueLink, setPasswordWithLink } from '../../services/account-links';
import { recordSecurityEvent, type EventSource } from '../guvenlik-olaylari/repository';
import { activeUserByEmail } from './repository';

/** Makes a link for the active account with this address, if there is one; nothing otherwise. */
export async function requestReset(db: Tx, secret: string, email: string, source: EventSource): Promise<void> {
  await withTransaction(db, async (tx) => {
    const user = await activeUserByEmail(tx, email);
    if (!user) return;
    await issueLink(tx, secret, { userId: user.id, tur: 'sifirlama', validMs: PASSWORD_RESET_MINUTES * 60_000 });
    await recordSecurityEvent(tx, user.id, 'sifre_sifirlama_istegi', source);
  });
}

/** Spends the link and sets the password; an unknown, used or expired link is a 400 on `token`. */
export async function confirmReset(db: Tx, token: string, newPassword: string, source: EventSource): Promise<void> {
  const user = await setPasswordWithLink(db, 'sifirlama', token, newPassword);
  if (!user) throw ApiError.fields({ token: PASSWORD_RESET_MESSAGES.invalidToken });
  await recordSecurityEvent(db, user.id, 'sifre_sifirlama', source);
}
