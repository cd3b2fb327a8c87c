// Single-use e-mailed links that set a password: password resets (tur 'sifirlama', valid
// PASSWORD_RESET_MINUTES) and invitations ('davet', valid INVITATION_HOURS). One mechanism for both:
// - the token is derived from a random nonce with the server's secret, so the database holds only
//   the nonce and the token's sha256; whoever reads the database cannot make a working link; the
//   mail worker, which has the secret, writes the link into the e-mail (mailLinkParams);
// - a link is a row of sifre_sifirlamalar, e-mailed through the outbox as a notification of its
//   kind (always e-mailed: an account notification);
// - using one (setPasswordWithLink) spends it in one statement (of two uses exactly one wins), sets
//   the password, ends every session and spends the account's other links of either kind.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BildirimTuru, HesapBaglantiTuru } from '@portal/domain';
import { passwordResets, users } from '../db/schema';
import { isoIstanbul } from '../lib/dates';
import { withTransaction, type Tx } from '../lib/transaction';
import { insertNotifications } from '../modules/bildirimler/repository';
import { hashPassword } from './passwords';

export const newLinkNonce = (): string => randomBytes(32).toString('hex');

/** The token of a link (the HMAC's label predates invitations; it is the same for both kinds). */
export const linkToken = (secret: string, nonce: string): string => createHmac('sha256', secret).update(`sifre-sifirlama:${nonce}`).digest('base64url');

export const tokenSha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Per kind: the client page the link opens, and the notification (with its id parameter) that e-mails it. */
const KINDS = {
  sifirlama: { page: '/sifre-sifirla', bildirim: 'sifre_sifirlama', idParam: 'sifirlama_id' },
  davet: { page: '/davet', bildirim: 'davet', idParam: 'davet_id' },
} as const satisfies Record<HesapBaglantiTuru, { page: string; bildirim: BildirimTuru; idParam: string }>;

/** The client path of a link's page for a token. */
export const linkPath = (tur: HesapBaglantiTuru, token: string): string => `${KINDS[tur].page}?token=${encodeURIComponent(token)}`;

/**
 * Makes a link of kind `tur` for the user, valid `validMs`, and queues its e-mail with `params`
 * (besides the link's id and expiry), in the caller's transaction. An invitation replaces the
 * user's earlier invitation links (they stop working); reset links stay until one is used.
 */
export async function issueLink(
  tx: Tx,
  secret: string,
  link: { userId: number; tur: HesapBaglantiTuru; validMs: number; params?: Record<string, unknown> },
): Promise<{ id: number; gecerlilik: Date }> {
  if (link.tur === 'davet') await spendLinks(tx, link.userId, 'davet');
  const nonce = newLinkNonce();
  const gecerlilik = new Date(Date.now() + link.validMs);
  const [row] = await tx
    .insert(passwordResets)
    .values({ user_id: link.userId, tur: link.tur, nonce, token_sha256: tokenSha256(linkToken(secret, nonce)), gecerlilik })
    .returning({ id: passwordResets.id });
  const kind = KINDS[link.tur];
  await insertNotifications(tx, kind.bildirim, { ...link.params, [kind.idParam]: row!.id, gecerlilik: isoIstanbul(gecerlilik) }, [link.userId]);
  return { id: row!.id, gecerlilik };
}

/** Spends the user's unused links (of one kind, or all). */
export async function spendLinks(tx: Tx, userId: number, tur?: HesapBaglantiTuru): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ kullanildi: sql`now()` })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.kullanildi), tur ? eq(passwordResets.tur, tur) : undefined));
}

/** The mail worker's hook: a link notification's e-mail gets its link (`baglanti`), made from the secret and the row's nonce. */
export async function mailLinkParams(secret: string, bildirim: BildirimTuru, params: Record<string, unknown>, db: Tx): Promise<Record<string, unknown>> {
  const entry = (Object.entries(KINDS) as [HesapBaglantiTuru, (typeof KINDS)[HesapBaglantiTuru]][]).find(([, k]) => k.bildirim === bildirim);
  if (!entry) return params;
  const [tur, kind] = entry;
  const [row] = await db.select({ nonce: passwordResets.nonce }).from(passwordResets).where(eq(passwordResets.id, Number(params[kind.idParam])));
  return row ? { ...params, baglanti: linkPath(tur, linkToken(secret, row.nonce)) } : params;
}

/**
 * Uses a link of kind `tur`: marks the unused, unexpired link with this token spent when its account
 * is active, sets the password, ends every session and the calendar feed URL, and spends the
 * account's other links. Answers the account's id and username, or null for an unknown, used or
 * expired link (nothing changes then). The password is hashed first, whatever the token: every
 * attempt costs the same.
 */
export async function setPasswordWithLink(db: Tx, tur: HesapBaglantiTuru, token: string, newPassword: string): Promise<{ id: number; username: string } | null> {
  const hash = await hashPassword(newPassword);
  return withTransaction(db, async (tx) => {
    const [link] = await tx
      .update(passwordResets)
      .set({ kullanildi: sql`now()` })
      .where(
        and(
          eq(passwordResets.token_sha256, tokenSha256(token)),
          eq(passwordResets.tur, tur),
          isNull(passwordResets.kullanildi),
          gt(passwordResets.gecerlilik, sql`now()`),
          sql`exists (select 1 from ${users} where ${users.id} = ${passwordResets.user_id} and ${users.is_active})`,
        ),
      )
      .returning({ user_id: passwordResets.user_id });
    if (!link) return null;
    const [user] = await tx
      .update(users)
      .set({ password: hash, password_changed_at: sql`now()`, token_version: sql`${users.token_version} + 1`, takvim_token: null })
      .where(eq(users.id, link.user_id))
      .returning({ id: users.id, username: users.username });
    await spendLinks(tx, link.user_id);
    return user!;
  });
}
