import { describe, expect, it } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import type { Bildirim, BildirimSayac, Paginated } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import type { NotificationsApi } from '../api';
import { NotificationBell } from '../notification-bell';
import { NotificationSettings, type PreferencesApi } from '../notification-settings';

const item = (id: number, okundu: boolean, link = '/my-applications'): Bildirim => ({
  id,
  tur: 'basvuru_durum',
  baslik: `Başvurunuz: Onaylandı ${id}`,
  mesaj: `“Proje ${id}” başvurunuzun durumu “Onaylandı” olarak güncellendi.`,
  link,
  okundu,
  olusturuldu: '2025-03-05T10:00:00Z',
});

function fakeApi(initial: Bildirim[]) {
  const items = [...initial];
  const calls: string[] = [];
  const api: NotificationsApi = {
    unreadCount: async (): Promise<BildirimSayac> => ({ okunmamis: items.filter((i) => !i.okundu).length, son_id: items[0]?.id ?? null }),
    list: async (params): Promise<Paginated<Bildirim>> => {
      calls.push(`list ${params?.ordering}`);
      return { count: items.length, next: null, previous: null, results: [...items] };
    },
    markRead: async (id) => {
      calls.push(`read ${id}`);
      const found = items.find((i) => i.id === id)!;
      found.okundu = true;
      return found;
    },
    markAllRead: async () => {
      calls.push('all');
      const n = items.filter((i) => !i.okundu).length;
      items.forEach((i) => (i.okundu = true));
      return { isaretlenen: n };
    },
  };
  return { api, calls };
}

describe('NotificationBell', () => {
  it('shows the unread count and lists the notifications, unread first by default', async () => {
    const { api, calls } = fakeApi([item(3, false), item(2, false), item(1, true)]);
    const view = renderScreen(<NotificationBell api={api} />);
    const bell = await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' });
    expect(within(bell).getByTestId('bildirim-sayisi').textContent).toBe('2');
    await view.user.click(bell);
    const list = await screen.findByRole('list', { name: 'Bildirimler' });
    expect(within(list).getAllByTestId('bildirim')).toHaveLength(3);
    expect(calls).toContain('list okunmamis');
    expect(within(list).getByText('“Proje 3” başvurunuzun durumu “Onaylandı” olarak güncellendi.')).toBeTruthy();
  });

  it('marks one read, then all read; the count follows', async () => {
    const { api, calls } = fakeApi([item(3, false), item(2, false)]);
    const view = renderScreen(<NotificationBell api={api} />);
    await view.user.click(await screen.findByRole('button', { name: 'Bildirimler: 2 okunmamış' }));
    await view.user.click(await screen.findByRole('button', { name: 'Okundu olarak işaretle: Başvurunuz: Onaylandı 3' }));
    // The drawer is modal: the bell behind it is hidden from the accessibility tree, so read its label.
    const bellLabel = () => screen.getByTestId('bildirim-zili').getAttribute('aria-label');
    await waitFor(() => expect(bellLabel()).toBe('Bildirimler: 1 okunmamış'));
    expect(calls).toContain('read 3');
    await view.user.click(screen.getByRole('button', { name: 'Tümünü okundu işaretle' }));
    await waitFor(() => expect(bellLabel()).toBe('Bildirimler'));
    expect(calls).toContain('all');
  });

  it("opens the object's page and marks the notification read", async () => {
    const { api, calls } = fakeApi([item(5, false, '/my-reservations')]);
    const view = renderScreen(<NotificationBell api={api} />, { otherRoutes: { '/my-reservations': <p>REZERVASYONLAR</p> } });
    await view.user.click(await screen.findByRole('button', { name: 'Bildirimler: 1 okunmamış' }));
    await view.user.click(await screen.findByRole('button', { name: 'Görüntüle' }));
    await waitFor(() => expect(view.location()).toBe('/my-reservations'));
    expect(calls).toContain('read 5');
  });

  it('says so when there is nothing', async () => {
    const { api } = fakeApi([]);
    const view = renderScreen(<NotificationBell api={api} />);
    await view.user.click(await screen.findByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByText('Henüz bildiriminiz yok.')).toBeTruthy();
  });
});

describe('NotificationSettings', () => {
  it('shows a switch per type and saves a flip', async () => {
    const saved: unknown[] = [];
    let state = {
      eposta_adresi: true,
      tercihler: [
        { tur: 'basvuru_durum' as const, etiket: 'Başvurumun durumu değişti', eposta: true },
        { tur: 'rapor_durum' as const, etiket: 'Raporum onaylandı veya reddedildi', eposta: true },
      ],
    };
    const api: PreferencesApi = {
      preferences: async () => state,
      savePreferences: async (body) => {
        saved.push(body);
        state = { ...state, tercihler: state.tercihler.map((c) => (c.tur === body.tercihler[0]!.tur ? { ...c, eposta: body.tercihler[0]!.eposta } : c)) };
        return state;
      },
    };
    const view = renderScreen(<NotificationSettings api={api} />);
    const toggle = await screen.findByRole('checkbox', { name: 'Raporum onaylandı veya reddedildi' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await view.user.click(toggle);
    expect(await screen.findByText('Bildirim tercihleriniz kaydedildi.')).toBeTruthy();
    expect(saved).toEqual([{ tercihler: [{ tur: 'rapor_durum', eposta: false }] }]);
    expect((screen.getByRole('checkbox', { name: 'Raporum onaylandı veya reddedildi' }) as HTMLInputElement).checked).toBe(false);
  });
});
