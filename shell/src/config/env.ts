// The one place the shell reads deployment configuration.
//   1. window.__PORTAL_CONFIG__ (a deployment may inject it into index.html or a script),
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

/** Default public application page of the programme (override per deployment, see above). */
export const DEFAULT_REGISTER_URL = 'https://www.kosgeb.gov.tr/';

function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}

export function registerUrl(): string {
  const fromWindow = typeof window !== 'undefined' ? window.__PORTAL_CONFIG__?.registerUrl : undefined;
  if (isHttpUrl(fromWindow)) return fromWindow.trim();
  const fromBuild = process.env.PORTAL_REGISTER_URL;
  if (isHttpUrl(fromBuild)) return fromBuild.trim();
  return DEFAULT_REGISTER_URL;
}
