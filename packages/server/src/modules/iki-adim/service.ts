// Two-factor sign-in: the rules. Each change of a person's second factor happens in one function
// here (enableTotp, regenerateRecoveryCodes, disableTwoFactor, addPasskey, removePasskey,
// resetTwoFactorByStaff) and so
// does each use of a recovery code (useRecoveryCode): the places a security event is recorded.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { createHash } from 'node:crypto';
import { TWO_FACTOR_MESSAGES as M, type Passkey, type PasskeyRegistrationOptions, type TotpSetup, type TwoFactorStatus } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { withTransaction, type Tx } from '../../lib/transaction';
import { bumpTokenVersion } from '../auth/repository';
import type { PasskeyState, RelyingParty } from '../../services/passkeys';
import { verifyPassword } from '../../services/passwords';
import { newRecoveryCodes, newTotpSecret, qrDataUrl, totpStep, totpUri, type TwoFactorCrypto } from '../../services/two-factor';
import {
  acceptStep,
  accountLabel,
  deletePasskey,
  deleteTwoFactor,
  findPasskey,
  findTotp,
  hasTwoFactor,
  insertPasskey,
  passkeysOf,
  passwordHash,
  usePasskey,
  userExists,
  type PasskeyRow,
  replaceRecoveryCodes,
  spendRecoveryCode,
  unusedRecoveryCodes,
  upsertPendingTotp,
} from './repository';

/** One factor as a request gives it: a TOTP code, a recovery code or a passkey's answer (the contract allows exactly one). */
export interface SecondFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
  passkey?: Record<string, unknown> | undefined;
}

/** What a passkey check needs: the relying party, the state helper, and the login challenge's jti. */
export interface PasskeyContext {
  rp: RelyingParty;
  state: PasskeyState;
  jti: string;
}

const passkeyOut = (row: PasskeyRow): Passkey => ({
  id: row.id,
  ad: row.ad,
  olusturuldu: row.olusturuldu.toISOString(),
  son_kullanim: row.son_kullanim?.toISOString() ?? null,
});
const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(',') : undefined);

export async function twoFactorStatus(
  db: Tx,
  user: { id: number; is_staff: boolean },
  options: { staffRequire2fa: boolean; rp: RelyingParty },
): Promise<TwoFactorStatus> {
  const totp = await hasTwoFactor(db, user.id);
  return {
    totp,
    recovery_codes_left: totp ? await unusedRecoveryCodes(db, user.id) : 0,
    passkeys: (await passkeysOf(db, user.id)).map(passkeyOut),
    passkeys_available: options.rp.available,
    passkey_rp_id: options.rp.available ? options.rp.id : null,
    required: options.staffRequire2fa && user.is_staff,
  };
}

/** A new secret for the user to scan; the only time it leaves the server. 400 when 2FA is already on. */
export async function startTotpSetup(db: Tx, crypto: TwoFactorCrypto, userId: number): Promise<TotpSetup> {
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(db, userId, crypto.encryptSecret(secret)))) throw ApiError.detail(400, M.alreadyEnabled);
  const otpauth_url = totpUri(secret, await accountLabel(db, userId));
  return { secret, otpauth_url, qr: await qrDataUrl(otpauth_url) };
}

/** A TOTP code's time step when it is right, current and not used before; the row's secret decrypted. */
async function checkTotp(db: Tx, crypto: TwoFactorCrypto, userId: number, code: string, enabled: boolean): Promise<number | null> {
  const row = await findTotp(db, userId);
  if (!row || (row.etkin !== null) !== enabled) return null;
  const secret = crypto.decryptSecret(row.secret);
  if (!secret) return null;
  return totpStep(secret, code, row.son_adim);
}

/** Confirms the setup with a current code: 2FA is on, and the ten recovery codes are answered once. */
export async function enableTotp(db: Tx, crypto: TwoFactorCrypto, userId: number, code: string): Promise<string[]> {
  const row = await findTotp(db, userId);
  if (!row) throw ApiError.detail(400, M.noSetup);
  if (row.etkin !== null) throw ApiError.detail(400, M.alreadyEnabled);
  const step = await checkTotp(db, crypto, userId, code, false);
  if (step === null) throw ApiError.fields({ code: M.codeInvalid });
  const codes = newRecoveryCodes();
  const done = await withTransaction(db, async (tx) => {
    if (!(await acceptStep(tx, userId, step, { enable: true }))) return false;
    await replaceRecoveryCodes(tx, userId, codes.map((c) => crypto.recoveryCodeHash(c)));
    return true;
  });
  if (!done) throw ApiError.fields({ code: M.codeInvalid });
  return codes;
}

/** Spends a recovery code of the user: true once per code. */
export async function useRecoveryCode(db: Tx, crypto: TwoFactorCrypto, userId: number, code: string): Promise<boolean> {
  return spendRecoveryCode(db, userId, crypto.recoveryCodeHash(code));
}

/**
 * Checks the factor of a user with 2FA on: a TOTP code (accepted once: its step is recorded) or a
 * recovery code (spent). A wrong one is the 400 on its field.
 */
export async function verifySecondFactor(db: Tx, crypto: TwoFactorCrypto, userId: number, factor: SecondFactor, passkey?: PasskeyContext): Promise<void> {
  if (factor.passkey !== undefined) {
    if (!passkey || !(await hasTwoFactor(db, userId)) || !(await checkPasskey(db, userId, factor.passkey, passkey))) {
      throw ApiError.fields({ passkey: M.passkeyInvalid });
    }
    return;
  }
  if (factor.recovery_code !== undefined) {
    if (!(await hasTwoFactor(db, userId)) || !(await useRecoveryCode(db, crypto, userId, factor.recovery_code))) {
      throw ApiError.fields({ recovery_code: M.recoveryInvalid });
    }
    return;
  }
  const step = factor.code === undefined ? null : await checkTotp(db, crypto, userId, factor.code, true);
  if (step === null || !(await acceptStep(db, userId, step))) throw ApiError.fields({ code: M.codeInvalid });
}

/** The password of a settings change; 400 on `password` when wrong. */
async function checkPassword(db: Tx, userId: number, password: string): Promise<void> {
  if (!(await verifyPassword(password, await passwordHash(db, userId)))) throw ApiError.fields({ password: M.passwordWrong });
}

/** Ten new recovery codes (the old ones stop working), with the password and a current code. */
export async function regenerateRecoveryCodes(db: Tx, crypto: TwoFactorCrypto, userId: number, password: string, code: string): Promise<string[]> {
  await checkPassword(db, userId, password);
  if (!(await hasTwoFactor(db, userId))) throw ApiError.detail(400, M.notEnabled);
  await verifySecondFactor(db, crypto, userId, { code });
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(db, userId, codes.map((c) => crypto.recoveryCodeHash(c)));
  return codes;
}

/** Turns 2FA off (the secret and the recovery codes are deleted), with the password and a factor. */
export async function disableTwoFactor(db: Tx, crypto: TwoFactorCrypto, userId: number, password: string, factor: SecondFactor): Promise<void> {
  await checkPassword(db, userId, password);
  if (!(await hasTwoFactor(db, userId))) throw ApiError.detail(400, M.notEnabled);
  await verifySecondFactor(db, crypto, userId, factor);
  await deleteTwoFactor(db, userId);
}

/** A stable, opaque WebAuthn user handle (no personal data leaves in it). */
const userHandle = (rp: RelyingParty, userId: number) => createHash('sha256').update(`${rp.id} user ${userId}`).digest().subarray(0, 16);

/** Creation options for a new passkey, with the signed state of its challenge. Needs TOTP on (its recovery codes). */
export async function passkeyRegistrationOptions(
  db: Tx,
  rp: RelyingParty,
  state: PasskeyState,
  user: { id: number; username: string },
): Promise<PasskeyRegistrationOptions> {
  if (!rp.available) throw ApiError.detail(400, M.passkeyUnavailable);
  if (!(await hasTwoFactor(db, user.id))) throw ApiError.detail(400, M.passkeysNeedTotp);
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: userHandle(rp, user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  return { options: options as unknown as PasskeyRegistrationOptions['options'], state: await state.signRegistration(user.id, options.challenge) };
}

/** Registers the browser's new credential (checked against the state's challenge and this portal's origin). */
export async function addPasskey(
  db: Tx,
  rp: RelyingParty,
  state: PasskeyState,
  userId: number,
  body: { state: string; response: Record<string, unknown>; ad: string },
): Promise<Passkey> {
  if (!rp.available) throw ApiError.detail(400, M.passkeyUnavailable);
  if (!(await hasTwoFactor(db, userId))) throw ApiError.detail(400, M.passkeysNeedTotp);
  const challenge = await state.verifyRegistration(body.state, userId);
  if (!challenge) throw ApiError.fields({ state: M.passkeyStateInvalid });
  const verified = await verifyRegistrationResponse({
    response: body.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verified?.verified) throw ApiError.fields({ response: M.passkeyInvalid });
  const { credential } = verified.registrationInfo;
  const row = await insertPasskey(db, {
    user_id: userId,
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    sayac: credential.counter,
    transports: (credential.transports ?? []).join(','),
    ad: body.ad,
  });
  if (!row) throw ApiError.fields({ response: M.passkeyInvalid });
  return passkeyOut(row);
}

/** Removes one of the user's passkeys; 404 for anyone else's. */
export async function removePasskey(db: Tx, userId: number, id: number): Promise<void> {
  if (!(await deletePasskey(db, userId, id))) throw ApiError.notFound();
}

/** Request options for a login's second step: the user's passkeys, the challenge derived from the login's. */
export async function passkeyLoginOptions(db: Tx, userId: number, ctx: PasskeyContext) {
  if (!ctx.rp.available) throw ApiError.detail(400, M.passkeyUnavailable);
  const rows = await passkeysOf(db, userId);
  if (rows.length === 0 || !(await hasTwoFactor(db, userId))) throw ApiError.detail(400, M.passkeyInvalid);
  const options = await generateAuthenticationOptions({
    rpID: ctx.rp.id,
    allowCredentials: rows.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    challenge: Buffer.from(ctx.state.loginChallenge(ctx.jti), 'base64url'),
    userVerification: 'preferred',
  });
  return { options: options as unknown as PasskeyRegistrationOptions['options'] };
}

/** An assertion of one of the user's passkeys for this login's challenge; its counter must move on. */
async function checkPasskey(db: Tx, userId: number, response: Record<string, unknown>, ctx: PasskeyContext): Promise<boolean> {
  if (!ctx.rp.available || typeof response.id !== 'string') return false;
  const row = await findPasskey(db, userId, response.id);
  if (!row) return false;
  const result = await verifyAuthenticationResponse({
    response: response as unknown as AuthenticationResponseJSON,
    expectedChallenge: ctx.state.loginChallenge(ctx.jti),
    expectedOrigin: ctx.rp.origin,
    expectedRPID: ctx.rp.id,
    credential: { id: row.credential_id, publicKey: Buffer.from(row.public_key, 'base64url'), counter: row.sayac, transports: transportsOf(row) },
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) return false;
  return usePasskey(db, row.id, result.authenticationInfo.newCounter);
}

/**
 * A superuser turns off another person's two-factor sign-in (lost phone and recovery codes): the
 * secret, the recovery codes and the passkeys go, and every session of the person ends. Not one's
 * own (that takes the password and a code, in the settings). 404 for an unknown user.
 */
export async function resetTwoFactorByStaff(db: Tx, actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw ApiError.detail(409, M.resetSelf);
  await withTransaction(db, async (tx) => {
    if (!(await userExists(tx, userId))) throw ApiError.notFound();
    await deleteTwoFactor(tx, userId);
    await bumpTokenVersion(tx, userId);
  });
}
