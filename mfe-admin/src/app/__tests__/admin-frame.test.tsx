import { beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import { matchRoutes, renderMatches, useLocation, type RouteObject } from 'react-router-dom';
import { routes } from '../../routes';
import { ADMIN_PAGES, builtPages } from '../admin-pages';
import { screenTestApi } from '../../lib/testing';

/** Renders the remote's routes the way the shell does (matchRoutes + renderMatches). */
function RemoteRoutes({ routes: list }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = matchRoutes(list, location);
  return matches ? renderMatches(matches) : <p>bulunamadı</p>;
}

const api = screenTestApi();

beforeEach(() => {
  const empty = { count: 0, next: null, previous: null, results: [] };
  api.answer(() => jsonResponse(200, empty));
});

describe('admin frame', () => {
  it('links only the admin pages that have a screen, in the list order, and titles the current page', async () => {
    renderScreen(<RemoteRoutes routes={routes} />, { route: '/admin/calls' });
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    const links = within(nav).getAllByRole('link');
    const shown = links.map((l) => [l.textContent, l.getAttribute('href')]);
    expect(shown).toEqual(builtPages().map((p) => [p.label, p.path]));
    for (const pair of [
      ['Başvurular', '/admin/applications'],
      ['Çağrılar', '/admin/calls'],
      ['Raporlar', '/admin/reports'],
      ['Kaynaklar', '/admin/resources'],
      ['Rezervasyonlar', '/admin/reservations'],
    ]) {
      expect(shown).toContainEqual(pair);
    }
    expect(within(nav).getByRole('link', { name: 'Çağrılar' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dekontlar' })).toHaveAttribute('href', '/admin/receipts');
    expect(screen.getByRole('heading', { level: 1, name: 'Çağrı Yönetimi' })).toBeInTheDocument();
    // The lazy screen renders inside the frame.
    expect(await screen.findByRole('table', { name: 'Çağrılar' })).toBeInTheDocument();
  });

  it('navigates between the admin pages', async () => {
    const { user, location } = renderScreen(<RemoteRoutes routes={routes} />, { route: '/admin/calls' });
    await screen.findByRole('table', { name: 'Çağrılar' });
    await user.click(screen.getByRole('link', { name: 'Başvurular' }));
    expect(await screen.findByRole('table', { name: 'Başvurular' })).toBeInTheDocument();
    expect(location()).toBe('/admin/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Başvuru Yönetimi' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Başvurular' })).toHaveAttribute('aria-current', 'page'));
  });

  it('registers routes (absolute paths) only for pages with a screen: no placeholders', () => {
    expect(matchRoutes(routes, '/admin/calls')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/applications')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/reports')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/users')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/dashboard')).not.toBeNull();
    expect(matchRoutes(routes, '/admin')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/mentors')).not.toBeNull();
    expect(matchRoutes(routes, '/admin/yok')).toBeNull();
    // Every page of the list has its screen now.
    expect(builtPages()).toHaveLength(ADMIN_PAGES.length);
    // One list: every page of the spec's admin dashboard is named there; later issues add a screen.
    expect(ADMIN_PAGES.map((p) => p.label)).toEqual([
      'Genel Bakış',
      'Başvurular',
      'Çağrılar',
      'Raporlar',
      'Kullanıcılar',
      'Şirketler',
      'Mentorlar',
      'Mentor Atamaları',
      'Kaynaklar',
      'Rezervasyonlar',
      'Dekontlar',
    ]);
    expect(builtPages().map((p) => p.path)).toEqual([
      '/admin/dashboard',
      '/admin/applications',
      '/admin/calls',
      '/admin/reports',
      '/admin/users',
      '/admin/companies',
      '/admin/mentors',
      '/admin/mentor-assignments',
      '/admin/resources',
      '/admin/reservations',
      '/admin/receipts',
    ]);
  });
});
