// The server secret (JWT signing and signed file URLs). Config.secretKey wins; otherwise a
// 64-byte random hex key is generated once into `<dataDir>/secret_key` (mode 0600) and reused.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env';

const cache = new Map<string, string>();

export function secretKeyPath(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'secret_key');
}

/** Returns the server secret; synchronous so it can be read while building the app. */
export function loadSecret(config: Pick<Config, 'dataDir' | 'secretKey'>): string {
  if (config.secretKey) return config.secretKey;
  const file = secretKeyPath(config);
  const cached = cache.get(file);
  if (cached) return cached;
  let secret: string | undefined;
  try {
    secret = readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!secret) {
    mkdirSync(config.dataDir, { recursive: true });
    const fresh = randomBytes(64).toString('hex');
    try {
      // 'wx': never overwrite a key another process wrote in the meantime.
      writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
      secret = fresh;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  cache.set(file, secret);
  return secret;
}
