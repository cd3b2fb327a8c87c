// A forgotten password: a request makes a single-use link valid PASSWORD_RESET_MINUTES and e-mails
// it through the outbox (the notification `sifre_sifirlama`, always e-mailed); using the link sets
// a new password by the usual rules and ends every session of the account.
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES } from '@portal/domain';
import { isoIstanbul } from '../../lib/dates';
import { ApiError } from '../../lib/errors';
import { withTransaction, type Tx } from '../../lib/transaction';
import { hashPassword } from '../../services/passwords';
import { newResetNonce, resetToken, tokenSha256 } from '../../services/password-reset-token';
import { insertNotifications } from '../bildirimler/repository';
import { activeUserByEmail, insertReset, setPasswordAfterReset, useReset } from './repository';

/** Makes a link for the active account with this address, if there is one; nothing otherwise. */
export async function requestReset(db: Tx, secret: string, email: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const user = await activeUserByEmail(tx, email);
    if (!user) return;
    const nonce = newResetNonce();
    const gecerlilik = new Date(Date.now() + PASSWORD_RESET_MINUTES * 60_000);
    const id = await insertReset(tx, { user_id: user.id, nonce, token_sha256: tokenSha256(resetToken(secret, nonce)), gecerlilik });
    await insertNotifications(tx, 'sifre_sifirlama', { sifirlama_id: id, gecerlilik: isoIstanbul(gecerlilik) }, [user.id]);
  });
}

/** Spends the link and sets the password; an unknown, used or expired link is a 400 on `token`. */
export async function confirmReset(db: Tx, token: string, newPassword: string): Promise<void> {
  // Hashed first, whatever the token: every attempt costs the same.
  const hash = await hashPassword(newPassword);
  const done = await withTransaction(db, async (tx) => {
    const userId = await useReset(tx, tokenSha256(token));
    if (userId === null) return false;
    await setPasswordAfterReset(tx, userId, hash);
    return true;
  });
  if (!done) throw ApiError.fields({ token: PASSWORD_RESET_MESSAGES.invalidToken });
}
