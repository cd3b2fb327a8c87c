// The cryptography of two-factor sign-in, with no database: TOTP (RFC 6238, otplib), the
// encryption of a stored TOTP secret, and recovery codes.
// - A TOTP secret is stored AES-256-GCM encrypted under a key derived (HKDF) from the server's
//   secret: a copy of the database alone does not give anyone the codes. Changing SECRET_KEY
//   therefore turns every TOTP setup unreadable (those users sign in with a recovery code, or staff
//   turn it off for them).
// - Recovery codes are 10 characters from a 31-letter alphabet (about 49.5 random bits), shown once as
//   "xxxxx-xxxxx" and stored as an HMAC-SHA256 under another derived key: a stolen table cannot be
//   brute-forced offline without the server's secret.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@portal/domain';

/** The issuer an authenticator app shows next to the account. */
export const TOTP_ISSUER = 'Kuluçka Merkezi Portalı';

/** A code of the previous or next time step is accepted too (clock drift, a code typed as it turned). */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;

const derive = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, '', `portal ${purpose}`, 32));

export interface TwoFactorCrypto {
  encryptSecret(base32: string): string;
  decryptSecret(stored: string): string | null;
  recoveryCodeHash(code: string): string;
}

export function twoFactorCrypto(serverSecret: string): TwoFactorCrypto {
  const encKey = derive(serverSecret, 'totp secret');
  const macKey = derive(serverSecret, 'recovery code');
  return {
    /** "v1.<iv>.<tag>.<ciphertext>", base64url parts. */
    encryptSecret(base32) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encKey, iv);
      const ct = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ct].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    /** null when the text was not made with this server's secret (or was tampered with). */
    decryptSecret(stored) {
      const [v, iv, tag, ct] = stored.split('.');
      if (v !== 'v1' || !iv || !tag || !ct) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    recoveryCodeHash(code) {
      return createHmac('sha256', macKey).update(normalizeRecoveryCode(code)).digest('hex');
    },
  };
}

export const newTotpSecret = () => generateSecret({ length: 20 });

export const totpUri = (secret: string, account: string) =>
  generateURI({ issuer: TOTP_ISSUER, label: account, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

export const qrDataUrl = (text: string) => QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });

/**
 * The time step a code belongs to when it is valid now (this step or one either side), and later
 * than `afterStep` (the last accepted one: no replay); null otherwise.
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** 31 characters without i, l, o, 0 and 1 (nothing to misread): 10 of them are about 49.5 random bits. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.normalize('NFKC').toLowerCase().replace(/[\s-]+/g, '');

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
