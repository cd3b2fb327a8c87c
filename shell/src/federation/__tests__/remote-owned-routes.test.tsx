import { afterEach, describe, expect, it } from '@jest/globals';
import type { RemoteName } from '@portal/mf-config/remotes';
import { act, screen } from '@portal/ui/testing';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../testing/router';
import { resetSession, signIn, signOut, USERS } from '../../testing/session';
import { REMOTE_INCOMPATIBLE_MESSAGE } from '../remote-error-boundary';
import { RemoteOwnedRoutes, type RemotesConfigLoader } from '../remote-owned-routes';
import type { RemoteRoutesLoader } from '../remote-route';
import type { RemotesConfig } from '../remotes-config';

// What /remotes.json answers: each remote's entry and the routes its build wrote.
const CONFIG: RemotesConfig = {
  applicant: {
    entry: '/remotes/applicant/mf-manifest.json',
    routes: [
      { path: '/basvuru-basarili', access: 'public', title: 'Başvuru Alındı' },
      { path: '/cagrilar', access: 'user', title: 'Açık Çağrılar' },
      { path: '/yeni-ekran', access: 'user', title: 'Yeni Ekran' },
    ],
  },
  mentor: { entry: '/remotes/mentor/mf-manifest.json', routes: [{ path: '/mentor-evaluation', access: 'user', title: 'Atandığım Projeler' }] },
  company: { entry: '/remotes/company/mf-manifest.json', routes: [{ path: '/dekontlar', access: 'sirket_sahibi', title: 'Kira Dekont Takibi' }] },
  admin: { entry: '/remotes/admin/mf-manifest.json', routes: [{ path: '/admin/*', access: 'admin', title: 'Yönetim' }] },
};

/** Each remote's './routes' module: one screen per path, naming the remote. */
const SCREENS: Record<RemoteName, RouteObject[]> = {
  applicant: ['/basvuru-basarili', '/cagrilar', '/yeni-ekran'].map((path) => ({ path, element: <p>applicant {path}</p> })),
  mentor: [{ path: '/mentor-evaluation', element: <p>mentor screen</p> }],
  company: [{ path: '/dekontlar', element: <p>company screen</p> }],
  admin: [{ path: '/admin/dashboard', element: <p>admin dashboard</p> }],
};

function loaders(config: RemotesConfig, failure?: Error) {
  const loaded: RemoteName[] = [];
  const configPromise = Promise.resolve(config);
  const configLoader: RemotesConfigLoader = { load: () => configPromise };
  const cache = new Map<RemoteName, Promise<RouteObject[]>>();
  const loader: RemoteRoutesLoader = {
    load(remote) {
      let promise = cache.get(remote);
      if (!promise) {
        loaded.push(remote);
        promise = failure ? Promise.reject(failure) : Promise.resolve(SCREENS[remote]);
        promise.catch(() => undefined);
        cache.set(remote, promise);
      }
      return promise;
    },
    forgetFailed: () => undefined,
  };
  return { configLoader, loader, loaded };
}

async function renderAt(path: string, config: RemotesConfig = CONFIG, failure?: Error) {
  const { configLoader, loader, loaded } = loaders(config, failure);
  const view = await act(async () =>
    renderRoutes(
      [
        { path: '/', element: <p>HOME PAGE</p> },
        { path: '/login', element: <p>LOGIN PAGE</p> },
        { path: '*', element: <RemoteOwnedRoutes configLoader={configLoader} loader={loader} /> },
      ],
      { initialEntries: [path] },
    ),
  );
  return { ...view, loaded };
}

afterEach(resetSession);

describe('RemoteOwnedRoutes (routes from the remotes’ manifests)', () => {
  it('renders a path a remote added to its manifest, with the title from the manifest', async () => {
    signIn(USERS.plain);
    const { loaded } = await renderAt('/yeni-ekran');
    expect(await screen.findByText('applicant /yeni-ekran')).toBeTruthy();
    expect(document.title).toBe('Yeni Ekran · Kuluçka Portalı');
    expect(loaded).toEqual(['applicant']);
  });

  it('answers not-found for a path no remote claims, loading no remote', async () => {
    signIn(USERS.plain);
    const { loaded } = await renderAt('/hicbir-yer');
    expect(await screen.findByText('Sayfa bulunamadı')).toBeTruthy();
    expect(loaded).toEqual([]);
  });

  it('sends a visitor to the login page from a user route, but opens a public one', async () => {
    signOut();
    await renderAt('/cagrilar');
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
    resetSession();
    signOut();
    await renderAt('/basvuru-basarili');
    expect(await screen.findByText('applicant /basvuru-basarili')).toBeTruthy();
  });

  it("tells a signed-in non-owner on a company path 'Bu sayfayı görüntüleme yetkiniz yok.' (no redirect, no remote loaded)", async () => {
    for (const user of [USERS.plain, USERS.mentor, USERS.staff]) {
      signIn(user);
      const { loaded, unmount } = await renderAt('/dekontlar');
      expect(await screen.findByRole('alert')).toHaveTextContent('Bu sayfayı görüntüleme yetkiniz yok.');
      expect(screen.getByRole('heading', { level: 1, name: 'Kira Dekont Takibi' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe(user === USERS.staff ? '/admin/dashboard' : '/');
      expect(document.title).toBe('Kira Dekont Takibi · Kuluçka Portalı');
      expect(screen.queryByText('HOME PAGE')).toBeNull();
      expect(loaded).toEqual([]);
      unmount();
    }
    // A visitor still goes to the login page.
    signOut();
    await renderAt('/dekontlar');
    expect(await screen.findByText('LOGIN PAGE')).toBeTruthy();
  });

  it('sends a plain user home from the admin paths without loading that remote', async () => {
    for (const path of ['/admin/calls']) {
      signIn(USERS.plain);
      const { loaded, unmount } = await renderAt(path);
      expect(await screen.findByText('HOME PAGE')).toBeTruthy();
      expect(loaded).toEqual([]);
      unmount();
    }
  });

  it("opens /mentor-evaluation (a 'user' path) to a signed-in non-mentor, loading the mentor remote on demand", async () => {
    signIn(USERS.plain);
    const { loaded } = await renderAt('/mentor-evaluation');
    expect(await screen.findByText('mentor screen')).toBeTruthy();
    expect(loaded).toEqual(['mentor']);
  });

  it('opens the company path for an owner and the admin area for staff', async () => {
    signIn(USERS.owner);
    const owner = await renderAt('/dekontlar');
    expect(await screen.findByText('company screen')).toBeTruthy();
    owner.unmount();
    signIn(USERS.staff);
    await renderAt('/admin/dashboard');
    expect(await screen.findByText('admin dashboard')).toBeTruthy();
  });

  it("tries the user's remote whose manifest is unreadable, so its error panel shows", async () => {
    signIn(USERS.plain);
    const config: RemotesConfig = { ...CONFIG, applicant: { entry: '/remotes/applicant/mf-manifest.json', routes: null } };
    const { loaded } = await renderAt('/cagrilar', config, new Error('ScriptNetworkError'));
    expect((await screen.findByRole('alert')).textContent).toContain('Bu bölüm şu anda yüklenemedi.');
    expect(loaded).toEqual(['applicant']);
  });

  it('refuses a remote built against other shared code with the Turkish message and a reload button', async () => {
    signIn(USERS.plain);
    const refusal = new Error(
      '[ Federation Runtime ]: Version 0.1.0-c111 from shell of shared singleton module @portal/ui does not satisfy the requirement of applicant which needs 0.1.0-c222)',
    );
    await renderAt('/cagrilar', CONFIG, refusal);
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain(REMOTE_INCOMPATIBLE_MESSAGE);
    expect(screen.getByRole('button', { name: 'Sayfayı Yenile' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tekrar Dene/ })).toBeNull();
  });
});
