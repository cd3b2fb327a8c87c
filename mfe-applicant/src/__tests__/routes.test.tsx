import { describe, expect, test } from '@jest/globals';
import { jsonResponse } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen } from '@portal/ui/testing';
import { matchRoutes, renderMatches, useLocation } from 'react-router-dom';
import { screenTestApi } from '../lib/testing';
import { routes } from '../routes';

const api = screenTestApi();

/** Renders the match the way the shell does (matchRoutes + renderMatches, no data router). */
function ShellLikeOutlet() {
  const matches = matchRoutes(routes, useLocation());
  return matches ? renderMatches(matches) : <p>Bulunamadı</p>;
}

describe('applicant/routes', () => {
  test('absolute paths of the calls and applications screens', () => {
    const paths = routes.map((r) => r.path);
    for (const p of ['/cagrilar', '/cagri/:cagriId/basvur', '/basvuru-basarili', '/my-applications']) expect(paths).toContain(p);
    for (const p of ['/kaynaklar', '/kaynak/:kaynakId/rezervasyon/yeni', '/my-reservations', '/rezervasyon/:rezervasyonId/guncelle']) {
      expect(paths).toContain(p);
    }
    for (const p of ['/basvuru/:basvuruId/raporlar', '/basvuru/:basvuruId/reports', '/basvuru/:basvuruId/rapor/yeni']) {
      expect(paths).toContain(p);
    }
    expect(routes.every((r) => !r.loader && !r.action)).toBe(true);
  });

  test('a lazy screen renders through the route table', async () => {
    api.answer(() => jsonResponse(200, []));
    renderScreen(<ShellLikeOutlet />, { route: '/basvuru-basarili' });
    expect(await screen.findByRole('heading', { name: 'Başvurunuz başarıyla alındı' })).toBeInTheDocument();
  });
});
