import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@portal/ui/testing';
import { useParams, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../testing/router';
import type { RemoteName } from '@portal/mf-config/remotes';
import { resetSession, signIn, USERS } from '../../testing/session';
import { RemoteRoute, type RemoteRoutesLoader } from '../remote-route';

function CallApply() {
  const { cagriId } = useParams();
  return <p>APPLY {cagriId}</p>;
}

const REMOTE_ROUTES: RouteObject[] = [
  { path: '/cagrilar', element: <p>CALLS SCREEN</p> },
  { path: '/cagri/:cagriId/basvur', element: <CallApply /> },
];

/** A loader like the registry's: caches the promise, forgets only a failed one. */
function fakeLoader(outcomes: Array<'fail' | 'ok'>) {
  let cached: { promise: Promise<RouteObject[]>; failed: boolean } | null = null;
  const calls: RemoteName[] = [];
  const loader: RemoteRoutesLoader = {
    load(remote) {
      if (cached) return cached.promise;
      calls.push(remote);
      const outcome = outcomes.shift() ?? 'ok';
      const entry = {
        promise: outcome === 'ok' ? Promise.resolve(REMOTE_ROUTES) : Promise.reject(new Error('ScriptNetworkError')),
        failed: outcome === 'fail',
      };
      entry.promise.catch(() => undefined);
      cached = entry;
      return entry.promise;
    },
    forgetFailed() {
      if (cached?.failed) cached = null;
    },
  };
  return { loader, calls };
}

async function renderRemote(path: string, loader: RemoteRoutesLoader, remote: RemoteName = 'applicant') {
  // Suspense inside act: the render must be awaited for the suspended promise to settle.
  return act(async () =>
    renderRoutes(
    [
      { path: '/', element: <p>HOME PAGE</p> },
      { path: '/cagrilar', element: <RemoteRoute remote={remote} loader={loader} /> },
      { path: '/cagri/:cagriId/basvur', element: <RemoteRoute remote={remote} loader={loader} /> },
      { path: '/kaynaklar', element: <RemoteRoute remote={remote} loader={loader} /> },
    ],
    { initialEntries: [path] },
    ),
  );
}

afterEach(resetSession);

describe('RemoteRoute', () => {
  it("renders the remote's matching screen with its params", async () => {
    signIn(USERS.plain);
    await renderRemote('/cagri/7/basvur', fakeLoader(['ok']).loader);
    expect(await screen.findByText('APPLY 7')).toBeTruthy();
  });

  it('shows a loading status named Yükleniyor... while the remote loads', async () => {
    signIn(USERS.plain);
    let release!: (routes: RouteObject[]) => void;
    const pending = new Promise<RouteObject[]>((resolve) => (release = resolve));
    await renderRemote('/cagrilar', { load: () => pending, forgetFailed: () => undefined });
    expect(screen.getByRole('status', { name: 'Yükleniyor...' })).toBeTruthy();
    await act(async () => release(REMOTE_ROUTES));
    expect(await screen.findByText('CALLS SCREEN')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("answers the shell's not-found page for a path the remote does not implement yet", async () => {
    signIn(USERS.plain);
    await renderRemote('/kaynaklar', fakeLoader(['ok']).loader);
    expect(await screen.findByText('Sayfa bulunamadı')).toBeTruthy();
  });

  it('shows the Turkish error panel when the remote fails, and retry recovers', async () => {
    signIn(USERS.plain);
    const { loader, calls } = fakeLoader(['fail', 'ok']);
    const { user } = await renderRemote('/cagrilar', loader);
    expect((await screen.findByRole('alert')).textContent).toContain('Bu bölüm şu anda yüklenemedi.');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /Tekrar Dene/ }));
    });
    expect(await screen.findByText('CALLS SCREEN')).toBeTruthy();
    expect(calls).toHaveLength(2);
  });

  it("sends a user home from a remote outside their roles (mentor remote for a plain user)", async () => {
    signIn(USERS.plain);
    await renderRemote('/cagrilar', fakeLoader(['ok']).loader, 'mentor');
    expect(await screen.findByText('HOME PAGE')).toBeTruthy();
  });
});
