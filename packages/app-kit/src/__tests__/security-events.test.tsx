// The security events list: newest first as the server sends them, a warning sign as a chip, the
// address and browser (or 'unknown') under each, and a pager that asks the loader for the next page.
import { describe, expect, it } from '@jest/globals';
import { GUVENLIK_MESSAGES, type GuvenlikOlayi, type GuvenlikOlayPage } from '@portal/domain';
import { screen, userEvent, waitFor, within } from '@portal/ui/testing';
import { SecurityEventList } from '../security-events';
import { renderScreen } from '../testing';

const event = (id: number, extra: Partial<GuvenlikOlayi> = {}): GuvenlikOlayi => ({
  id,
  tur: 'giris',
  etiket: 'Giriş yapıldı',
  zaman: '2026-11-29T12:30:00+03:00',
  adres: '192.0.2.10',
  tarayici: 'Firefox 128 · Linux',
  ...extra,
});

describe('SecurityEventList', () => {
  it('lists a page, marks failed sign-ins, and pages on', async () => {
    const asked: number[] = [];
    const load = async (page: number, size: number): Promise<GuvenlikOlayPage> => {
      asked.push(page);
      const all = [event(3), event(2, { tur: 'giris_basarisiz', etiket: 'Başarısız giriş denemesi', tarayici: null }), event(1, { adres: null })];
      return { count: all.length, next: null, previous: null, results: all.slice((page - 1) * size, page * size) };
    };
    renderScreen(<SecurityEventList queryKey={['test-events']} load={load} pageSize={2} />);
    const list = await screen.findByRole('list', { name: GUVENLIK_MESSAGES.title });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Giriş yapıldı');
    expect(items[0]!.textContent).toContain('192.0.2.10 · Firefox 128 · Linux');
    expect(items[1]!.textContent).toContain(`192.0.2.10 · ${GUVENLIK_MESSAGES.unknownBrowser}`);
    expect(screen.getByText('Sayfa 1 / 2')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(screen.getByText('Sayfa 2 / 2')).toBeTruthy());
    expect(within(screen.getByRole('list', { name: GUVENLIK_MESSAGES.title })).getAllByRole('listitem')[0]!.textContent).toContain(GUVENLIK_MESSAGES.unknownAddress);
    expect(asked).toEqual([1, 2]);
  });

  it('says when there is nothing yet', async () => {
    renderScreen(<SecurityEventList queryKey={['empty']} load={async () => ({ count: 0, next: null, previous: null, results: [] })} />);
    await screen.findByText(GUVENLIK_MESSAGES.empty);
  });
});
