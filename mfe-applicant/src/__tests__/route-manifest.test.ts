import { describe, expect, test } from '@jest/globals';
import { routeManifestProblems } from '@portal/mf-config/remotes';
import { routeManifest } from '../route-manifest';
import { routes } from '../routes';

describe('applicant route manifest', () => {
  test('is a valid manifest (what the build writes to routes.json)', () => {
    expect(routeManifestProblems(routeManifest)).toEqual([]);
  });

  test('every route the remote exposes is listed in it, in its order', () => {
    const listed = routeManifest.map((entry) => entry.path as string);
    const exposed = routes.map((route) => route.path ?? '');
    expect(exposed.filter((p) => !listed.includes(p))).toEqual([]);
    expect(exposed).toEqual(listed.filter((p) => exposed.includes(p)));
  });

  test('the success page after applying is public, the rest need a signed-in user', () => {
    const access = Object.fromEntries(routeManifest.map((entry) => [entry.path, entry.access]));
    expect(access['/basvuru-basarili']).toBe('public');
    expect(Object.values(access).filter((a) => a !== 'user')).toEqual(['public']);
  });
});
