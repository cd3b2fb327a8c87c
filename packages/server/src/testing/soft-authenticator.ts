// A software WebAuthn authenticator for the API tests: a P-256 key, 'none' attestation, and
// assertions signed the way a security key or a phone signs them (WebAuthn Level 2, sections 6.1
// and 6.5), so the server's real @simplewebauthn/server checks run on real signatures. The browser
// suite uses Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftAuthenticator {
  credentialId: string;
  /** A registration answer (navigator.credentials.create) for these creation options. */
  register(options: { challenge: string }, origin: string, rpId: string): Record<string, unknown>;
  /** An assertion (navigator.credentials.get) for these request options; the counter moves on each time. */
  assert(options: { challenge: string }, origin: string, rpId: string): Record<string, unknown>;
  /** Sets the next counter value (a clone of an older copy shows an old counter). */
  setCounter(n: number): void;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const id = randomBytes(16);
  let counter = 0;
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const authData = (rpId: string, flags: number, attested?: Uint8Array) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64url(id),
    register(options, origin, rpId) {
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
      // UP | UV | AT
      const data = authData(rpId, 0x45, attested);
      const attestationObject = isoCBOR.encode(new Map<string, string | Map<string, string> | Uint8Array>([['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', data]]));
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    assert(options, origin, rpId) {
      counter += 1;
      // UP | UV
      const data = authData(rpId, 0x05);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: 'public-key',
        response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature) },
        clientExtensionResults: {},
      };
    },
    setCounter(n) {
      counter = n - 1;
    },
  };
}
