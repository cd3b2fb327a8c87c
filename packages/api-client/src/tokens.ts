// Token storage: access_token / refresh_token in localStorage (spec 7, 9), plus a change feed so
// the auth store follows refreshes and clears made by the HTTP client (and by other tabs).
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from './constants';

/** Why the stored tokens changed. `external` = another tab changed localStorage. */
export type TokenChangeReason = 'set' | 'refresh' | 'clear' | 'external';

export interface TokenChange {
  access: string | null;
  refresh: string | null;
  reason: TokenChangeReason;
}

export type TokenListener = (change: TokenChange) => void;

/** Thrown by `setTokens` when the tokens cannot be written (quota, private mode, no storage). */
export class TokenStorageError extends Error {
  override readonly name = 'TokenStorageError';
  constructor(options?: { cause?: unknown }) {
    super('Token storage failed', options);
  }
}

/** `undefined` = use globalThis.localStorage; `null` = no storage at all. */
let storageOverride: Storage | null | undefined;
const listeners = new Set<TokenListener>();

/** Replace the storage (tests, or a non-browser host). Pass `undefined` to go back to localStorage. */
export function setTokenStorage(storage: Storage | null | undefined): void {
  storageOverride = storage;
}

function getStorage(): Storage | null {
  if (storageOverride !== undefined) return storageOverride;
  try {
    // Reading window.localStorage itself throws when the browser blocks site data.
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    const value = getStorage()?.getItem(key) ?? null;
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

function emit(reason: TokenChangeReason): void {
  const change: TokenChange = { access: getAccessToken(), refresh: getRefreshToken(), reason };
  for (const listener of [...listeners]) {
    try {
      listener(change);
    } catch (error) {
      console.error('[api-client] token listener failed', error);
    }
  }
}

/**
 * Store the access token and (when given) the refresh token. A missing `refresh` keeps the stored
 * one. Throws TokenStorageError when storage is unavailable or refuses the write.
 */
export function setTokens(
  tokens: { access: string; refresh?: string | null },
  reason: Exclude<TokenChangeReason, 'clear' | 'external'> = 'set',
): void {
  const storage = getStorage();
  if (!storage) throw new TokenStorageError();
  try {
    storage.setItem(ACCESS_TOKEN_KEY, tokens.access);
    if (tokens.refresh) storage.setItem(REFRESH_TOKEN_KEY, tokens.refresh);
  } catch (cause) {
    throw new TokenStorageError({ cause });
  }
  emit(reason);
}

/** Remove both tokens. Never throws. */
export function clearTokens(): void {
  const storage = getStorage();
  try {
    storage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    /* nothing more we can do */
  }
  try {
    storage?.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    /* nothing more we can do */
  }
  emit('clear');
}

/** Subscribe to token changes (set, refresh, clear, other tab). Returns the unsubscribe function. */
export function onTokensChanged(listener: TokenListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab signing in or out changes localStorage: follow it.
const win = (globalThis as { window?: Window }).window;
if (win && typeof win.addEventListener === 'function') {
  win.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) {
      emit('external');
    }
  });
}
