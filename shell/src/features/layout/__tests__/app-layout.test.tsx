import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, within } from '@portal/ui/testing';
import { renderRoutes } from '../../../testing/router';
import { resetSession, signIn, signOut, USERS, type TestUser } from '../../../testing/session';
import { AppLayout } from '../app-layout';

function renderAt(path: string) {
  return renderRoutes([{ element: <AppLayout />, children: [{ path: '*', element: <p>PAGE</p> }] }], {
    initialEntries: [path],
  });
}

function buttons(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Hızlı erişim' });
  return within(nav)
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? '');
}

const COLOR = 'Renk modunu değiştir';
/** The notification bell (signed in only), before the colour mode. */
const BELL = 'Bildirimler';

afterEach(resetSession);

// The bell's lazy chunk is, under Jest, a first import of a large module graph (transformed on
// first use): on a loaded CI machine that took longer than findBy's one second. Import it once
// here, in the order floating-actions.tsx does, so the tests wait for a render, not a transform.
beforeAll(async () => {
  await import('../../../app/query-provider');
  await import('../../notifications/notification-bell');
}, 60_000);

describe('AppLayout (spec section 2, Layout)', () => {
  it('has a footer with the logo and the current-year copyright', () => {
    signOut();
    renderAt('/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()}`);
    expect(within(footer).getByText('Kuluçka Portalı')).toBeTruthy();
  });

  it('shows only the colour-mode button when signed out', () => {
    signOut();
    renderAt('/login');
    expect(buttons()).toEqual([COLOR]);
  });

  const cases: Array<[string, TestUser, string, string[]]> = [
    ['plain user at /', USERS.plain, '/', ['Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['plain user elsewhere', USERS.plain, '/cagrilar', ['Ana sayfa', 'Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['mentor elsewhere', USERS.mentor, '/settings', ['Ana sayfa', 'Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['staff at /', USERS.staff, '/', ['Yönetim paneli', 'Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['staff outside admin', USERS.staff, '/basvuru-basarili', ['Yönetim paneli', 'Ana sayfa', 'Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['staff at /admin', USERS.staff, '/admin', ['Ayarlar', 'Çıkış yap', BELL, COLOR]],
    ['staff inside admin', USERS.staff, '/admin/calls', ['Ayarlar', 'Çıkış yap', BELL, COLOR]],
  ];

  it.each(cases)('%s', async (_name, user, path, expected) => {
    signIn(user);
    renderAt(path);
    // The bell is loaded after sign-in (a lazy chunk): wait for it, then read the whole bar.
    await screen.findByRole('button', { name: new RegExp(`^${BELL}`) });
    expect(buttons()).toEqual(expected);
  });

  it.each([
    ['plain user: home goes to /', USERS.plain, '/cagrilar', 'Ana sayfa', '/'],
    ['staff: home goes to /admin/dashboard', USERS.staff, '/basvuru-basarili', 'Ana sayfa', '/admin/dashboard'],
    ['staff: admin panel goes to /admin', USERS.staff, '/', 'Yönetim paneli', '/admin'],
    ['plain user: settings', USERS.plain, '/', 'Ayarlar', '/settings'],
    ['staff: settings', USERS.staff, '/admin/calls', 'Ayarlar', '/settings'],
    ['sign-out', USERS.plain, '/', 'Çıkış yap', '/logout'],
  ])('%s', async (_name, user, from, label, to) => {
    signIn(user);
    const { probe, user: events } = renderAt(from);
    await events.click(screen.getByRole('button', { name: label }));
    expect(probe.pathname).toBe(to);
  });
});
