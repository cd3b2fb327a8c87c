// Password hashing: argon2id (OWASP's first choice: m=19 MiB, t=2, p=1) through @node-rs/argon2, a
// native binding shipped prebuilt on the npm registry; the hash runs on libuv's thread pool. Stored in
// the PHC format (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which carries its own parameters.
// Hashes written by earlier versions (`scrypt$N$r$p$salt$hash`, N=2^17: 128 MiB and ~0.5 s a check)
// still verify; needsRehash() tells the login to replace them with an argon2id hash.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';

/** `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
export const ARGON2_PARAMS = { algorithm: 2 as const, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** One line for the bench and the logs. */
export const describeHashParams = () =>
  `argon2id m=${ARGON2_PARAMS.memoryCost} KiB, t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`;

const normalize = (password: string) => password.normalize('NFC');

export async function hashPassword(password: string): Promise<string> {
  return argon2Hash(normalize(password), ARGON2_PARAMS);
}

/** A hash of a random password: verifying against it costs the same as a real one (unknown users). */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_PARAMS.memoryCost},t=${ARGON2_PARAMS.timeCost},p=${ARGON2_PARAMS.parallelism}$`;

/** True for a stored hash that is not argon2id with today's parameters (an old scrypt hash, say). */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

const SCRYPT_MAXMEM = 256 * 1024 * 1024;
const scryptDerive = (password: string, salt: Buffer, length: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...options, maxmem: SCRYPT_MAXMEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** The legacy format; parameters are bounded so a tampered row cannot ask for gigabytes. */
async function verifyScrypt(password: string, parts: string[]): Promise<boolean> {
  const [, n, rr, pp, salt, hash] = parts;
  const N = Number(n);
  const r = Number(rr);
  const p = Number(pp);
  if (!(N > 1 && N <= 2 ** 17 && r >= 1 && r <= 16 && p >= 1 && p <= 4)) return false;
  const expected = Buffer.from(hash!, 'base64');
  if (expected.length === 0 || expected.length > 64) return false;
  const actual = await scryptDerive(normalize(password), Buffer.from(salt!, 'base64'), expected.length, { N, r, p });
  return timingSafeEqual(expected, actual);
}

/** Constant-time check. Always computes one hash, whatever the stored value looks like. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const value = stored ?? '';
  if (value.startsWith('$argon2')) {
    try {
      return await argon2Verify(value, normalize(password));
    } catch {
      return false; // a malformed PHC string
    }
  }
  const parts = value.split('$');
  if (parts.length === 6 && parts[0] === 'scrypt') return verifyScrypt(password, parts);
  // No usable hash (unknown user, unusable password): spend the same time, then refuse.
  await argon2Verify(await timingDummyHash(), normalize(password)).catch(() => false);
  return false;
}
