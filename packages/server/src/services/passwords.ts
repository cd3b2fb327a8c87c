// Password hashing with node:crypto scrypt (OWASP: N=2^17, r=8, p=1). Stored as
// `scrypt$N$r$p$salt$hash` (base64) so parameters can be raised later without breaking old hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 2 ** 17;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 256 * 1024 * 1024;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash of a random password: verifying against it costs the same as a real one (unknown users). */
let dummyHash: Promise<string> | undefined;
export const timingDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Constant-time check. Always computes one hash, whatever the stored value looks like. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  const valid = parts.length === 6 && parts[0] === 'scrypt';
  const [, n, rr, pp, salt, hash] = valid ? parts : (await timingDummyHash()).split('$');
  const expected = Buffer.from(hash!, 'base64');
  const actual = await derive(password, Buffer.from(salt!, 'base64'), { N: Number(n), r: Number(rr), p: Number(pp) });
  return valid && expected.length === actual.length && timingSafeEqual(expected, actual);
}
