import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, sessionLoading, signIn, signOut, USERS, type TestUser } from '../../../testing/session';
import { RequireAuth, type RequireAuthProps } from '../require-auth';

function renderGuard(props: RequireAuthProps, at = '/protected') {
  const { probe } = renderRoutes(
    [
      { path: '/login', element: <p>LOGIN PAGE</p> },
      { path: '/elsewhere', element: <p>ELSEWHERE</p> },
      { path: '/', element: <p>HOME PAGE</p> },
      { path: '/admin/dashboard', element: <p>ADMIN DASHBOARD</p> },
      { element: <RequireAuth {...props} />, children: [{ path: '/protected', element: <p>PROTECTED</p> }] },
    ],
    { initialEntries: [at] },
  );
  return probe;
}

afterEach(resetSession);

describe('RequireAuth (spec section 2, Route guard)', () => {
  it("shows 'Loading...' while the session loads", () => {
    sessionLoading();
    renderGuard({});
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('PROTECTED')).toBeNull();
  });

  it('sends an unauthenticated visitor to /login by default', async () => {
    signOut();
    const probe = renderGuard({});
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
    expect(probe.pathname).toBe('/login');
  });

  it('sends an unauthenticated visitor to the given redirect path', async () => {
    signOut();
    renderGuard({ redirectTo: '/elsewhere' });
    expect(await screen.findByText('ELSEWHERE')).toBeTruthy();
  });

  const cases: Array<[string, TestUser, RequireAuthProps, string]> = [
    ['plain user, no role needed', USERS.plain, {}, 'PROTECTED'],
    ['plain user lacking mentor', USERS.plain, { role: 'mentor' }, 'HOME PAGE'],
    ['mentor with mentor role', USERS.mentor, { role: 'mentor' }, 'PROTECTED'],
    ['plain user lacking sirket_sahibi', USERS.plain, { role: 'sirket_sahibi' }, 'HOME PAGE'],
    ['owner with sirket_sahibi', USERS.owner, { role: 'sirket_sahibi' }, 'PROTECTED'],
    ['plain user lacking sirket_sahibi, with a denied screen', USERS.plain, { role: 'sirket_sahibi', denied: <p>DENIED</p> }, 'DENIED'],
    ['owner with sirket_sahibi and a denied screen', USERS.owner, { role: 'sirket_sahibi', denied: <p>DENIED</p> }, 'PROTECTED'],
    ['mentor lacking admin', USERS.mentor, { role: 'admin' }, 'HOME PAGE'],
    ['staff with admin', USERS.staff, { role: 'admin' }, 'PROTECTED'],
    ['staff on a general route with staffToAdmin', USERS.staff, { staffToAdmin: true }, 'ADMIN DASHBOARD'],
    ['staff without staffToAdmin', USERS.staff, {}, 'PROTECTED'],
    ['plain user with staffToAdmin', USERS.plain, { staffToAdmin: true }, 'PROTECTED'],
  ];

  it.each(cases)('%s', async (_name, user, props, expected) => {
    signIn(user);
    renderGuard(props);
    expect(await screen.findByText(expected)).toBeTruthy();
  });
});
