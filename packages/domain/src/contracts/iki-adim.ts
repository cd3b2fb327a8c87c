// Two-factor sign-in (iki adımlı doğrulama): a TOTP authenticator app (RFC 6238: 6 digits, 30 s)
// and ten single-use recovery codes (kurtarma kodları).
//
// Login with 2FA on: POST token/ with the right password answers ZTwoFactorChallenge instead of the
// token pair (accounts without 2FA get the pair exactly as before); POST token/2fa/ with the
// challenge and a code (or a recovery code) answers the pair. The challenge is a signed token valid
// TWO_FACTOR_CHALLENGE_SECONDS, spent by the login it completes.
//
// Settings (signed in): GET auth/2fa/ (the state), POST auth/2fa/totp/setup/ (a new secret, shown
// once with its QR code), POST auth/2fa/totp/confirm/ {code} (turns it on, answers the recovery
// codes once), POST auth/2fa/recovery-codes/ {password, code} (ten new codes; the old ones stop
// working), POST auth/2fa/disable/ {password, code | recovery_code}.
import { z } from 'zod';
import { TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '../two-factor';
import { zRequiredApiText } from './auth';

const M = TWO_FACTOR_MESSAGES;
const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Geçersiz veri: bir JSON nesnesi bekleniyordu.' });

/** A TOTP code as typed: digits, spaces allowed (apps show "123 456"). */
export const zTotpCode = zRequiredApiText(20)
  // The rule once more on the text as typed, so that the OpenAPI document states it ('' is min's).
  .regex(new RegExp(`^(?:\\s*(?:\\d\\s*){${TOTP_DIGITS}})?$`), M.codeFormat)
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), M.codeFormat));

/** A recovery code as typed: case, spaces and dashes do not matter (normalised by the server). */
export const zRecoveryCode = zRequiredApiText(64);

/** A second factor: exactly one of a TOTP code and a recovery code. */
const secondFactor = {
  code: zTotpCode.optional(),
  recovery_code: zRecoveryCode.optional(),
};
const exactlyOne = (v: { code?: unknown; recovery_code?: unknown; passkey?: unknown }, ctx: z.RefinementCtx) => {
  if ([v.code, v.recovery_code, v.passkey].filter((f) => f !== undefined).length !== 1) ctx.addIssue({ code: 'custom', message: M.oneOfCodes, path: ['code'] });
};

/**
 * A WebAuthn response as @simplewebauthn/browser gives it (registration or authentication): its
 * id and parts are checked by @simplewebauthn/server, this only bounds the shape.
 */
export const ZWebAuthnResponse = z
  .looseObject({
    id: z.string().max(1024),
    rawId: z.string().max(1024),
    type: z.literal('public-key'),
    response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  })
  .describe('a WebAuthn credential response (JSON, @simplewebauthn/browser)');

/** POST token/ for an account with 2FA: no tokens yet, the challenge of the second step. */
export const ZTwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
  /** What the second step accepts. */
  methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
  expires_in: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

/** POST token/2fa/: the challenge and one factor. */
export const ZTwoFactorLoginBody = body({ challenge: zRequiredApiText(4096), ...secondFactor, passkey: ZWebAuthnResponse.optional() }).superRefine(exactlyOne);
export type TwoFactorLoginBody = z.input<typeof ZTwoFactorLoginBody>;

/** A registered passkey as its owner sees it. */
export const ZPasskey = z.object({ id: z.number().int(), ad: z.string(), olusturuldu: z.string(), son_kullanim: z.string().nullable() });
export type Passkey = z.infer<typeof ZPasskey>;

/** GET auth/2fa/. */
export const ZTwoFactorStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(ZPasskey),
  /** Whether this portal's address allows passkeys (PORTAL_URL a domain name, not an IP address). */
  passkeys_available: z.boolean(),
  /** The host name passkeys are bound to (PORTAL_URL's); a page opened at another address cannot use them. */
  passkey_rp_id: z.string().nullable(),
  /** The account must turn 2FA on before staff routes answer (STAFF_REQUIRE_2FA, staff only). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST auth/2fa/totp/setup/ reads nothing: an empty JSON object or no body at all. */
export const ZTotpSetupBody = z.object({}).passthrough().nullish().describe('no body');

/** POST auth/2fa/totp/setup/: the new secret, only in this answer (base32), its otpauth URI and QR code. */
export const ZTotpSetup = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** A PNG data URL of the otpauth URI. */
  qr: z.string(),
});
export type TotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpConfirmBody = body({ code: zTotpCode });
export type TotpConfirmBody = z.input<typeof ZTotpConfirmBody>;

/** The recovery codes, answered once (on confirm and on regenerate). */
export const ZRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** POST auth/2fa/recovery-codes/: the password and a current TOTP code. */
export const ZRecoveryCodesBody = body({ password: zRequiredApiText(4096), code: zTotpCode });
export type RecoveryCodesBody = z.input<typeof ZRecoveryCodesBody>;

/** POST auth/2fa/disable/: the password and a current code or a recovery code. */
export const ZTwoFactorDisableBody = body({ password: zRequiredApiText(4096), ...secondFactor }).superRefine(exactlyOne);
export type TwoFactorDisableBody = z.input<typeof ZTwoFactorDisableBody>;

export const ZTwoFactorAnswer = z.object({ detail: z.string() });


/** WebAuthn options for the browser (navigator.credentials), as @simplewebauthn/server makes them. */
const ZWebAuthnOptions = z.looseObject({ challenge: z.string() }).describe('PublicKeyCredential options JSON');

/** POST auth/2fa/passkeys/options/: creation options and the signed state to send back with the answer. */
export const ZPasskeyRegistrationOptions = z.object({ options: ZWebAuthnOptions, state: z.string() });
export type PasskeyRegistrationOptions = z.infer<typeof ZPasskeyRegistrationOptions>;
export const ZPasskeyOptionsBody = ZTotpSetupBody;

/** POST auth/2fa/passkeys/: the state of the options, the browser's answer and a name. */
export const ZPasskeyRegisterBody = body({
  state: zRequiredApiText(4096),
  response: ZWebAuthnResponse,
  ad: zRequiredApiText(100, { trim: true, text: true }),
});
export type PasskeyRegisterBody = z.input<typeof ZPasskeyRegisterBody>;

/** POST token/2fa/passkey/options/: request options for the challenge of a login's second step. */
export const ZPasskeyLoginOptionsBody = body({ challenge: zRequiredApiText(4096) });
export const ZPasskeyLoginOptions = z.object({ options: ZWebAuthnOptions });
export type PasskeyLoginOptions = z.infer<typeof ZPasskeyLoginOptions>;
