// The token of a password reset link: derived from a random nonce with the server's secret, so the
// database holds only the nonce and the token's sha256. Whoever reads the database cannot make a
// working link; the mail worker, which has the secret, writes the link into the e-mail.
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newResetNonce = (): string => randomBytes(32).toString('hex');

export const resetToken = (secret: string, nonce: string): string => createHmac('sha256', secret).update(`sifre-sifirlama:${nonce}`).digest('base64url');

export const tokenSha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The client path of the reset page for a token. */
export const resetPath = (token: string): string => `/sifre-sifirla?token=${encodeURIComponent(token)}`;
