// The one ky instance of the portal (spec 7): base /api/, JSON, bearer header from the stored access
// token, no timeout (spec 9), and on 401 one retry after a single-flight token refresh.
import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance, type Options } from 'ky';
import { API_BASE_PATH } from './constants';
import { TWO_FACTOR_SETUP_PATH, TWO_FACTOR_SETUP_REQUIRED_CODE } from '@portal/domain/core';
import { toApiError } from './errors';
import { navigateTo, navigateToLogin } from './session';
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './tokens';

/** `/api/` against the page origin in a browser; a placeholder origin elsewhere (tests override it). */
function defaultBaseUrl(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  const base = origin && origin !== 'null' ? origin : 'http://localhost';
  return new URL(API_BASE_PATH, base).href;
}

let baseUrl = defaultBaseUrl();

/** Requests that carry no bearer token and whose 401 is an answer, not an expired session. */
function isTokenEndpoint(url: string): boolean {
  return /\/token\/(refresh\/|2fa\/(passkey\/options\/)?)?$/.test(new URL(url).pathname);
}

/** Logout's failure is ignored (spec 7): never refresh or redirect because of it. */
function isLogoutEndpoint(url: string): boolean {
  return /\/auth\/logout\/$/.test(new URL(url).pathname);
}

const addBearer: BeforeRequestHook = (request) => {
  if (isTokenEndpoint(request.url)) return;
  const access = getAccessToken();
  if (access) request.headers.set('Authorization', `Bearer ${access}`);
};

const attachBody = toApiError;

const common: Options = {
  timeout: false,
  // The only retry is the one after a refresh (spec 7); ky's own retries are off.
  retry: 0,
};

/** Used to retry a request once after the refresh: bearer header, but no 401 handling. */
const retryClient = ky.create({
  ...common,
  hooks: { beforeRequest: [addBearer], beforeError: [attachBody] },
});

// ---------------------------------------------------------------------------------------------
// Single-flight refresh

interface RefreshAttempt {
  promise: Promise<string | null>;
  navigated: boolean;
}

let inFlight: RefreshAttempt | null = null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function doRefresh(): Promise<string | null> {
  const refresh = getRefreshToken();
  if (!refresh) {
    clearTokens();
    return null;
  }
  try {
    const body: unknown = await api.post('token/refresh/', { json: { refresh } }).json();
    if (!isRecord(body) || typeof body.access !== 'string' || body.access === '') {
      throw new Error('refresh response without access');
    }
    // Rotating refresh tokens: the new refresh replaces the stored one.
    const rotated = typeof body.refresh === 'string' && body.refresh !== '' ? body.refresh : null;
    setTokens({ access: body.access, refresh: rotated }, 'refresh');
    return body.access;
  } catch {
    // Another tab refreshed with the same token a moment earlier and stored the new pair (the
    // server refuses the loser of such a race without ending the session): carry on with theirs.
    const access = getAccessToken();
    if (getRefreshToken() !== refresh && access) return access;
    clearTokens();
    return null;
  }
}

export interface RefreshOptions {
  /** Send the user to /login when the refresh fails (default true). */
  navigateOnFailure?: boolean;
}

/**
 * Refresh the access token once for everyone who asks at the same time. Resolves to the new access
 * token, or null after clearing both tokens (no refresh token, rejected, or failed); then, unless
 * told otherwise, sends the user to /login (once per failed attempt).
 */
export async function refreshSession(options: RefreshOptions = {}): Promise<string | null> {
  let attempt = inFlight;
  if (!attempt) {
    const created: RefreshAttempt = { promise: doRefresh(), navigated: false };
    created.promise = created.promise.finally(() => {
      if (inFlight === created) inFlight = null;
    });
    inFlight = attempt = created;
  }
  const access = await attempt.promise;
  if (access === null && options.navigateOnFailure !== false && !attempt.navigated) {
    attempt.navigated = true;
    navigateToLogin();
  }
  return access;
}

const retryAfterRefresh: AfterResponseHook = async (request, _options, response) => {
  if (response.status !== 401) return;
  if (isTokenEndpoint(request.url) || isLogoutEndpoint(request.url)) return;

  // Another request may have refreshed while this one was on the wire: then just retry.
  const current = getAccessToken();
  const sent = request.headers.get('Authorization');
  const access = current && sent !== `Bearer ${current}` ? current : await refreshSession();
  if (!access) return; // the 401 stands; the user is on the way to /login

  return retryClient(request);
};

/**
 * STAFF_REQUIRE_2FA: a staff route refused because the account has no two-factor sign-in yet sends
 * the user to the settings card where it is turned on (whichever screen asked).
 */
const toTwoFactorSetup: AfterResponseHook = async (_request, _options, response) => {
  if (response.status !== 403) return;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  if (body?.code === TWO_FACTOR_SETUP_REQUIRED_CODE) navigateTo(TWO_FACTOR_SETUP_PATH);
};

function createApi(prefixUrl: string): KyInstance {
  return ky.create({
    ...common,
    prefixUrl,
    hooks: {
      beforeRequest: [addBearer],
      afterResponse: [retryAfterRefresh, toTwoFactorSetup],
      beforeError: [attachBody],
    },
  });
}

/**
 * The portal's ky instance. Paths are relative to /api/ without a leading slash, e.g.
 * `api.get('cagrilar/').json<Cagri[]>()`. Errors are ky HTTPErrors carrying `status` and the parsed
 * `body` (see ApiError).
 */
// A live binding: configureApiClient replaces it (tests); importers see the new instance.
export let api: KyInstance = createApi(baseUrl);

export interface ApiClientConfig {
  /** Absolute base URL of the API, e.g. 'http://127.0.0.1:8080/api/'. */
  baseUrl?: string;
}

/** Override the API base (tests, standalone remotes on another origin). */
export function configureApiClient(config: ApiClientConfig): void {
  if (config.baseUrl !== undefined) {
    baseUrl = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`;
    api = createApi(baseUrl);
  }
}

/** The base URL requests are sent to. */
export function getApiBaseUrl(): string {
  return baseUrl;
}
