// The one place the shell reads deployment configuration.
//   1. window.__PORTAL_CONFIG__, filled from /portal-config.json before the app starts
//      (loadPortalConfig; the server answers it with the deployment's settings),
//   2. the build-time PORTAL_REGISTER_URL (DefinePlugin in @portal/mf-config),
//   3. the default below.

export interface PortalConfig {
  /** The programme's public application page, opened by the login screen's 'Kayıt Ol' link. */
  registerUrl?: string;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: PortalConfig;
  }
}

export const PORTAL_CONFIG_URL = '/portal-config.json';

/** Fetches the deployment's settings into window.__PORTAL_CONFIG__; never rejects. */
export async function loadPortalConfig(fetchImpl: typeof fetch = globalThis.fetch): Promise<void> {
  try {
    const res = await fetchImpl(PORTAL_CONFIG_URL, { headers: { accept: 'application/json' } });
    if (!res.ok) return;
    const body: unknown = await res.json();
    if (body && typeof body === 'object') window.__PORTAL_CONFIG__ = { ...window.__PORTAL_CONFIG__, ...(body as PortalConfig) };
  } catch {
    // Offline or a dev server without the file: the build-time settings apply.
  }
}

/** Default public application page of the programme (override per deployment, see above). */
export const DEFAULT_REGISTER_URL = 'https://www.kosgeb.gov.tr/';

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

/** The link as the build knows it (2 and 3 above): what a page prerendered at build time holds. */
export function buildTimeRegisterUrl(): string {
  const fromBuild = process.env.PORTAL_REGISTER_URL;
  return isHttpUrl(fromBuild) ? fromBuild.trim() : DEFAULT_REGISTER_URL;
}

export function registerUrl(): string {
  const fromWindow = typeof window !== 'undefined' ? window.__PORTAL_CONFIG__?.registerUrl : undefined;
  return isHttpUrl(fromWindow) ? fromWindow.trim() : buildTimeRegisterUrl();
}
