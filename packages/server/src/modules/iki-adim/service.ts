// Two-factor sign-in: the rules. Each change of a person's second factor happens in one function
// here (enableTotp, regenerateRecoveryCodes, disableTwoFactor) and so does each use of a recovery
// code (useRecoveryCode): the places a security event is recorded.
import { TWO_FACTOR_MESSAGES as M, type TotpSetup, type TwoFactorStatus } from '@portal/domain';
import { ApiError } from '../../lib/errors';
import { withTransaction, type Tx } from '../../lib/transaction';
import { verifyPassword } from '../../services/passwords';
import { newRecoveryCodes, newTotpSecret, qrDataUrl, totpStep, totpUri, type TwoFactorCrypto } from '../../services/two-factor';
import {
  acceptStep,
  accountLabel,
  deleteTwoFactor,
  findTotp,
  hasTwoFactor,
  passwordHash,
  replaceRecoveryCodes,
  spendRecoveryCode,
  unusedRecoveryCodes,
  upsertPendingTotp,
} from './repository';

/** One factor as a request gives it: a TOTP code or a recovery code (the contract allows exactly one). */
export interface SecondFactor {
  code?: string | undefined;
  recovery_code?: string | undefined;
}

export async function twoFactorStatus(db: Tx, user: { id: number; is_staff: boolean }, staffRequire2fa: boolean): Promise<TwoFactorStatus> {
  const totp = await hasTwoFactor(db, user.id);
  return {
    totp,
    recovery_codes_left: totp ? await unusedRecoveryCodes(db, user.id) : 0,
    required: staffRequire2fa && user.is_staff,
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
export async function verifySecondFactor(db: Tx, crypto: TwoFactorCrypto, userId: number, factor: SecondFactor): Promise<void> {
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
