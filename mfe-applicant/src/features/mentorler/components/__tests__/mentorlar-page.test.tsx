import { describe, expect, test } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse } from '@portal/api-client/testing';
import type { Atama } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';
import { expectCounters, screenTestApi } from '../../../../lib/testing';
import { MentorlarPage } from '../mentorlar-page';
import { mentorCounts } from '../mentor-text';

const api = screenTestApi();

function atama(id: number, name: [string, string], aktif: boolean, tarih: string): Atama {
  return {
    id,
    tarih,
    aktif,
    basvuru: { id: 7, proje_basligi: 'Akıllı Tarım', durum: 'ONAY', basvuran: { id: 5, ad_soyad: 'Can', email: 'c@e.org', firma_adi: '' }, cagri: { id: 1, baslik: 'Ç' } },
    mentor: {
      id,
      name: `${name[0]} ${name[1]}`,
      aktif: true,
      unvan: 'Doç. Dr.',
      uzmanlik: 'tarım, nesnelerin interneti',
      user: { id: 20 + id, first_name: name[0], last_name: name[1], username: `mentor${id}`, email: `mentor${id}@example.org` },
    },
    evaluation_count: 0,
  };
}

const render = (id = '7') => renderScreen(<MentorlarPage />, { path: '/basvuru/:basvuruId/mentorlar', route: `/basvuru/${id}/mentorlar` });

describe('/basvuru/:id/mentorlar', () => {
  test('cards with name, username, status, title, e-mail, expertise, date; the three counts', async () => {
    const list = [atama(1, ['Mehmet', 'Kaya'], true, '2025-03-01T09:00:00Z'), atama(2, ['Zeynep', 'Arslan'], false, '2025-03-11T09:00:00Z')];
    const stub = api.answer((r) => (r.path === '/api/atamalar/' ? jsonResponse(200, list) : jsonResponse(200, { id: 7, proje_basligi: 'Akıllı Tarım' })));
    render();
    const card = await screen.findByRole('article', { name: 'Mehmet Kaya' });
    expect(within(card).getByText('@mentor1')).toBeInTheDocument();
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(within(card).getByText('Doç. Dr.')).toBeInTheDocument();
    expect(within(card).getByText('mentor1@example.org')).toBeInTheDocument();
    expect(within(card).getByText('tarım, nesnelerin interneti')).toBeInTheDocument();
    expect(within(card).getByText('1 Mart 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Zeynep Arslan' })).getByText('Pasif')).toBeInTheDocument();
    expect(new URL(stub.calls.find((c) => c.path === '/api/atamalar/')!.url).searchParams.get('basvuru')).toBe('7');
    expect(await screen.findByText('Proje: Akıllı Tarım')).toBeInTheDocument();
    expectCounters('Mentor sayıları', { 'Atanan Mentor': '2', 'Aktif Mentor': '1' });
  });

  test('days since the first assignment', () => {
    const now = Date.parse('2025-03-11T12:00:00Z');
    expect(mentorCounts([atama(1, ['A', 'B'], true, '2025-03-01T09:00:00Z'), atama(2, ['C', 'D'], true, '2025-03-10T09:00:00Z')], now).days).toBe(10);
    expect(mentorCounts([], now)).toEqual({ assigned: 0, active: 0, days: 0 });
  });

  test('empty, load error and a malformed id', async () => {
    api.answer(() => jsonResponse(200, []));
    const first = render();
    expect(await screen.findByText('Bu başvuruya henüz mentor atanmamış')).toBeInTheDocument();
    first.unmount();
    api.answer((r) => (r.path === '/api/atamalar/' ? jsonResponse(500, {}) : jsonResponse(200, { id: 7, proje_basligi: 'X' })));
    const second = render();
    expect(await screen.findByText('Veriler yüklenirken bir hata oluştu.')).toBeInTheDocument();
    second.unmount();
    render('abc');
    expect(screen.getByText('Geçersiz başvuru ID.')).toBeInTheDocument();
  });
});
