// /davet: the invitation's set-password page. The domain's rules under the fields; a refused link in
// the alert; on success nothing is signed in: the login page says the password is set, the username
// filled in.
import { afterEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchStub } from '@portal/api-client/testing';
import { INVITATION_MESSAGES, MSG } from '@portal/domain';
import { screen, userEvent, waitFor } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, signOut } from '../../../testing/session';
import { LoginPage } from '../../auth/login-page';
import { InvitationPage } from '../invitation-page';

let fetchStub: FetchStub | null = null;
afterEach(() => {
  fetchStub?.restore();
  fetchStub = null;
  resetSession();
});

const render = (entry: string) => {
  signOut();
  return renderRoutes(
    [
      { path: '/davet', element: <InvitationPage /> },
      { path: '/login', element: <LoginPage /> },
    ],
    { initialEntries: [entry] },
  );
};

describe('/davet', () => {
  it('without a token: says so, and the form waits', async () => {
    render('/davet');
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.missingToken);
    expect(screen.getByRole('button', { name: INVITATION_MESSAGES.save })).toBeDisabled();
  });

  it('the rules first; a refused link in the alert; then the login page with the notice and the username', async () => {
    let answer = jsonResponse(400, { token: [INVITATION_MESSAGES.invalidToken] });
    fetchStub = stubFetch(() => answer);
    const { probe } = render('/davet?token=abc');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Yeni şifre(?! \(tekrar\))/), 'zayif');
    await user.type(screen.getByLabelText(/Yeni şifre \(tekrar\)/), 'zayif');
    await user.click(screen.getByRole('button', { name: INVITATION_MESSAGES.save }));
    expect(await screen.findByText(MSG.password.minLength)).toBeTruthy();
    expect(fetchStub.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Yeni şifre(?! \(tekrar\))/));
    await user.type(screen.getByLabelText(/^Yeni şifre(?! \(tekrar\))/), 'Davet-Sifre1!');
    await user.clear(screen.getByLabelText(/Yeni şifre \(tekrar\)/));
    await user.type(screen.getByLabelText(/Yeni şifre \(tekrar\)/), 'Davet-Sifre1!');
    await user.click(screen.getByRole('button', { name: INVITATION_MESSAGES.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_MESSAGES.invalidToken);

    answer = jsonResponse(200, { detail: INVITATION_MESSAGES.done, username: 'davetli1' });
    await user.click(screen.getByRole('button', { name: INVITATION_MESSAGES.save }));
    await waitFor(() => expect(probe.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(INVITATION_MESSAGES.done);
    expect(screen.getByLabelText(/Kullanıcı Adı/)).toHaveValue('davetli1');
    expect(JSON.parse(fetchStub.calls[1]!.body!)).toEqual({ token: 'abc', new_password: 'Davet-Sifre1!' });
    expect(fetchStub.calls[1]!.path).toBe('/api/auth/invitation/accept/');
  });
});
