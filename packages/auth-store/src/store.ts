// The session store (spec 4 "Session"): one zustand store shared by the shell and every remote.
import {
  authApi,
  clearTokens,
  extractErrorText,
  getAccessToken,
  getErrorStatus,
  getRefreshToken,
  isHttpError,
  isNetworkError,
  navigateToLogin,
  onTokensChanged,
  refreshSession,
  setTokens,
} from '@portal/api-client';
import { MSG, TWO_FACTOR_MESSAGES } from '@portal/domain/core';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { decodeSessionUser, isSessionExpired, loadSessionRules, type SessionUser } from './session-user';

const M = MSG.auth;

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Alert text for the login screen (startup rejection, last login failure); null when none. */
  error: string | null;
  /** Session start (spec 4): check the stored token, refreshing an expired one once. */
  bootstrap: () => Promise<void>;
  /** Sign in; resolves to the user, rejects with an Error carrying the Turkish message (spec 8). */
  login: (username: string, password: string) => Promise<SessionUser>;
  /**
   * The second step of a login that threw TwoFactorRequired: its challenge and a TOTP code or a
   * recovery code. Rejects with TwoFactorError (a wrong code: try again) or LoginError (start over).
   */
  completeTwoFactor: (
    challenge: string,
    factor: { code: string } | { recovery_code: string } | { passkey: Record<string, unknown> },
  ) => Promise<SessionUser>;
  /** Tell the server, then always clear the tokens and go to /login. */
  logout: () => Promise<void>;
  clearError: () => void;
}

export type AuthStore = UseBoundStore<StoreApi<AuthState>>;

/** How long logout waits for the server before clearing anyway (HTTP has no timeout, spec 9). */
export const LOGOUT_SERVER_WAIT_MS = 5000;

/** A login failure with its Turkish message. */
export class LoginError extends Error {
  override readonly name = 'LoginError';
}

/**
 * The password was right and the account has two-factor sign-in: not an error for the user, the
 * login page's cue to ask for the second step (store.completeTwoFactor with this challenge).
 */
export class TwoFactorRequired extends Error {
  override readonly name = 'TwoFactorRequired';
  constructor(
    readonly challenge: string,
    /** What the second step accepts ('totp', 'recovery_code', 'passkey'). */
    readonly methods: readonly string[] = ['totp', 'recovery_code'],
  ) {
    // Said by a screen that has no second step of its own (the remotes' standalone sign-in).
    super(TWO_FACTOR_MESSAGES.stepHintTotp);
  }
}

/** A second step that failed but may be tried again (wrong code: 400; too many tries: 429). */
export class TwoFactorError extends Error {
  override readonly name = 'TwoFactorError';
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** The Turkish message of a failed token request (spec 8 "Login and session"). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof LoginError) return error.message;
  const status = getErrorStatus(error);
  if (status === 401) return M.wrongCredentials;
  if (status === 429) return M.tooManyAttempts;
  if (isHttpError(error)) return extractErrorText(error, M.loginFailed);
  if (isNetworkError(error)) return M.checkConnection;
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return M.loginFailed;
}

function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

function createAuthStore(): AuthStore {
  let bootstrapping: Promise<void> | null = null;

  const store = create<AuthState>()((set) => {
    const signedOut = (error: string | null = null) => set({ status: 'unauthenticated', user: null, error });

    /** Stores the pair of a completed login and answers its user. */
    async function signIn(pair: unknown): Promise<SessionUser> {
      const { access, refresh } = (typeof pair === 'object' && pair !== null ? pair : {}) as {
        access?: unknown;
        refresh?: unknown;
      };
      if (!isNonEmptyString(access) || !isNonEmptyString(refresh)) throw fail(M.invalidResponseFormat);

      const user = await decodeSessionUser(access);
      if (!user) throw fail(M.invalidTokenStructure);

      try {
        setTokens({ access, refresh });
      } catch {
        throw fail(M.tokenStoreFailed);
      }
      set({ status: 'authenticated', user, error: null });
      return user;
    }

    const fail = (message: string): LoginError => {
      clearTokens();
      signedOut(message);
      return new LoginError(message);
    };

    async function runBootstrap(): Promise<void> {
      set({ status: 'loading' });
      const access = getAccessToken();
      if (!access) {
        if (getRefreshToken()) clearTokens();
        signedOut();
        return;
      }
      const user = await decodeSessionUser(access);
      if (!user) {
        clearTokens();
        signedOut(M.sessionExpiredStartup);
        return;
      }
      if (!isSessionExpired(user)) {
        set({ status: 'authenticated', user, error: null });
        return;
      }
      // Expired: one refresh attempt when a refresh token exists, no redirect from here.
      if (getRefreshToken()) {
        const fresh = await decodeSessionUser(await refreshSession({ navigateOnFailure: false }));
        if (fresh && !isSessionExpired(fresh)) {
          set({ status: 'authenticated', user: fresh, error: null });
          return;
        }
      }
      clearTokens();
      signedOut();
    }

    return {
      status: 'loading',
      user: null,
      error: null,

      bootstrap() {
        if (!bootstrapping) {
          // Offline before the session rules could load: signed out with the reason, tokens kept
          // (a reload with a connection restores the session).
          bootstrapping = runBootstrap().catch(() => signedOut(M.checkConnection)).finally(() => {
            bootstrapping = null;
          });
        }
        return bootstrapping;
      },

      async login(username, password) {
        // The rules load on first use; failing to fetch them is being offline (spec 8).
        const rules = await loadSessionRules().catch(() => null);
        if (!rules) throw fail(M.checkConnection);
        const input = rules.ZLoginSchema.safeParse({ username, password });
        if (!input.success) throw fail(input.error.issues[0]?.message ?? M.credentialsRequired);
        const { username: name } = input.data;

        let pair: unknown;
        try {
          pair = await authApi.obtainToken({ username: name, password });
        } catch (error) {
          throw fail(loginErrorMessage(error));
        }
        const second = (pair ?? {}) as { two_factor_required?: unknown; challenge?: unknown; methods?: unknown };
        if (second.two_factor_required === true && isNonEmptyString(second.challenge)) {
          set({ error: null });
          const methods = Array.isArray(second.methods) ? second.methods.filter(isNonEmptyString) : undefined;
          throw new TwoFactorRequired(second.challenge, methods);
        }
        return signIn(pair);
      },

      async completeTwoFactor(challenge, factor) {
        let pair: unknown;
        try {
          // A passkey's answer is checked by the server (@simplewebauthn/server), not shaped here.
          pair = await authApi.completeTwoFactor({ challenge, ...factor } as Parameters<typeof authApi.completeTwoFactor>[0]);
        } catch (error) {
          const status = getErrorStatus(error);
          if (status === 400) throw new TwoFactorError(extractErrorText(error, TWO_FACTOR_MESSAGES.codeInvalid));
          if (status === 429) throw new TwoFactorError(M.tooManyAttempts);
          if (status === 401) throw fail(TWO_FACTOR_MESSAGES.challengeInvalid);
          throw new TwoFactorError(loginErrorMessage(error));
        }
        return signIn(pair);
      },

      async logout() {
        const refresh = getRefreshToken();
        if (refresh) {
          // Failure ignored (spec 7); a server that never answers does not keep the user signed in.
          await waitAtMost(
            authApi.logout(refresh).catch(() => undefined),
            LOGOUT_SERVER_WAIT_MS,
          );
        }
        clearTokens();
        signedOut();
        navigateToLogin();
      },

      clearError() {
        set({ error: null });
      },
    };
  });

  // Follow the HTTP client: a refresh updates the user, a clear (refresh failed, other tab signed
  // out) signs out; another tab signing in signs in here too.
  onTokensChanged(({ access }) => {
    const state = store.getState();
    if (!access) {
      if (state.status !== 'unauthenticated' || state.user) store.setState({ status: 'unauthenticated', user: null });
      return;
    }
    void decodeSessionUser(access).then((user) => {
      // Decoded after a wait (the rules may still be loading): only if that token is still the one stored.
      if (user && !isSessionExpired(user) && getAccessToken() === access) {
        store.setState({ status: 'authenticated', user, error: null });
      }
    }, () => undefined);
  });

  return store;
}

// One store per page: Module Federation shares this module as a singleton; the global registry
// also covers a duplicate copy of the module (a misconfigured remote) so both see one session.
const STORE_KEY = Symbol.for('@portal/auth-store/store');
const registry = globalThis as { [STORE_KEY]?: AuthStore };

export const useAuthStore: AuthStore = (registry[STORE_KEY] ??= createAuthStore());
