// The settings card of two-factor sign-in with a fake API: turning TOTP on shows the QR code and the
// secret, a wrong code is said in Turkish, the recovery codes are shown once; turning it off sends
// the password with the code, or with a recovery code when what was typed is not six digits.
import { describe, expect, it } from '@jest/globals';
import { TWO_FACTOR_MESSAGES as T, type TwoFactorStatus } from '@portal/domain';
import { renderWithProviders, screen } from '@portal/ui/testing';
import { TwoFactorCard, type TwoFactorApi } from '../two-factor-card';

/** Shaped like ky's HTTPError after the client's hooks. */
const httpError = (status: number, body: unknown) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { name: 'HTTPError', response: { status }, status, body });

function fakeApi() {
  let status: TwoFactorStatus = { totp: false, recovery_codes_left: 0, passkeys: [], passkeys_available: false, passkey_rp_id: null, required: true };
  const calls: Array<[string, unknown]> = [];
  const codes = Array.from({ length: 10 }, (_, i) => `kod${i}a-bcdef`);
  const api: TwoFactorApi = {
    status: async () => status,
    setup: async () => ({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr: 'data:image/png;base64,AAAA' }),
    confirm: async (body) => {
      calls.push(['confirm', body]);
      if (body.code !== '123456') throw httpError(400, { code: [T.codeInvalid] });
      status = { ...status, totp: true, recovery_codes_left: 10 };
      return { recovery_codes: codes };
    },
    regenerateRecoveryCodes: async () => ({ recovery_codes: codes }),
    disable: async (body) => {
      calls.push(['disable', body]);
      status = { ...status, totp: false, recovery_codes_left: 0 };
    },
    passkeyOptions: async () => ({ options: { challenge: 'c' }, state: 's' }),
    addPasskey: async () => ({ id: 1, ad: 'x', olusturuldu: '2026-01-01T00:00:00Z', son_kullanim: null }),
    removePasskey: async () => undefined,
  };
  return { api, calls, codes };
}

describe('TwoFactorCard', () => {
  it('turns TOTP on: QR code and secret, a wrong code said, then the ten recovery codes once', async () => {
    const { api, calls, codes } = fakeApi();
    const { user } = renderWithProviders(<TwoFactorCard api={api} />);
    expect(await screen.findByText(T.required)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.start }));
    expect((await screen.findByRole('img', { name: T.qrAlt })).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText(/Doğrulama kodu/), '000000');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    expect((await screen.findByRole('alert')).textContent).toContain(T.codeInvalid);
    await user.clear(screen.getByLabelText(/Doğrulama kodu/));
    await user.type(screen.getByLabelText(/Doğrulama kodu/), '123456');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list.textContent).toContain(codes[9]);
    await user.click(screen.getByRole('button', { name: T.savedCodes }));
    expect(await screen.findByText(T.onStatus)).toBeTruthy();
    expect(screen.getByText(T.recoveryLeft(10))).toBeTruthy();
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(calls.map((c) => c[0])).toEqual(['confirm', 'confirm']);
  });

  it('turns it off with the password and a recovery code (anything but six digits)', async () => {
    const { api, calls } = fakeApi();
    const { user } = renderWithProviders(<TwoFactorCard api={api} />);
    await user.click(await screen.findByRole('button', { name: T.start }));
    await user.type(await screen.findByLabelText(/Doğrulama kodu/), '123456');
    await user.click(screen.getByRole('button', { name: T.confirm }));
    await user.click(await screen.findByRole('button', { name: T.savedCodes }));
    await user.click(await screen.findByRole('button', { name: T.disable }));
    await user.type(screen.getByLabelText(/^Şifre/), 'Demo1234!');
    await user.type(screen.getByLabelText(/Kurtarma kodu/), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: T.disable }));
    expect(await screen.findByText(T.disabled)).toBeTruthy();
    expect(calls.at(-1)).toEqual(['disable', { password: 'Demo1234!', recovery_code: 'abcde-fghjk' }]);
    expect(await screen.findByText(T.offStatus)).toBeTruthy();
  });
});
