// Passkeys (WebAuthn, @simplewebauthn/server) as a second factor: the relying party this portal is,
// and the signed state that carries a registration's challenge from the options to the answer.
// - The relying party is PORTAL_URL (the address people open): its origin is what the browser must
//   report and its host name the RP ID. Never the request's Host header, which a relaying phishing
//   proxy could choose. Browsers refuse an IP address as RP ID, so then passkeys are not offered.
// - At login, the WebAuthn challenge is derived from the login challenge (an HMAC of its jti): the
//   login challenge is single use, and so is the assertion made for it; nothing is stored.
import { createHmac, hkdfSync } from 'node:crypto';
import { isIP } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';

export interface RelyingParty {
  name: string;
  id: string;
  origin: string;
  /** false when the portal's address is an IP address (browsers refuse passkeys there). */
  available: boolean;
}

export function relyingParty(portalUrl: string): RelyingParty {
  const url = new URL(portalUrl);
  return { name: 'Kuluçka Merkezi Portalı', id: url.hostname, origin: url.origin, available: isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0 };
}

const REGISTRATION_SECONDS = 300;

export interface PasskeyState {
  /** Signs the challenge of a registration for this user (valid 5 minutes). */
  signRegistration(userId: number, challenge: string): Promise<string>;
  /** The registration's challenge, or null when the state is not this user's, expired or forged. */
  verifyRegistration(state: string, userId: number): Promise<string | null>;
  /** The WebAuthn challenge of a login's second step (base64url), from the login challenge's jti. */
  loginChallenge(jti: string): string;
}

export function passkeyState(serverSecret: string): PasskeyState {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'portal passkey state', 32));
  return {
    async signRegistration(userId, challenge) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ typ: 'passkey_registration', user_id: userId, challenge })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setExpirationTime(now + REGISTRATION_SECONDS)
        .sign(key);
    },
    async verifyRegistration(state, userId) {
      try {
        const { payload } = await jwtVerify(state, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'passkey_registration' || payload.user_id !== userId || typeof payload.challenge !== 'string') return null;
        return payload.challenge;
      } catch {
        return null;
      }
    },
    loginChallenge(jti) {
      return createHmac('sha256', key).update(`login ${jti}`).digest('base64url');
    },
  };
}
