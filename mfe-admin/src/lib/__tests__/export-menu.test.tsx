import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { stubFetch, type FetchStub } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import { ExportMenu } from '../export-menu';

let s: FetchStub | null = null;
const saved: { href: string; download: string }[] = [];
let click: ReturnType<typeof jest.spyOn>;
const url = URL as unknown as { createObjectURL?: (b: Blob) => string; revokeObjectURL?: (u: string) => void };

beforeEach(() => {
  s = stubFetch(
    () =>
      new Response('\uFEFFID,Şirket Adı\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="sirketler-2025-01-31.csv"; filename*=UTF-8''sirketler-2025-01-31.csv` },
      }),
  );
  url.createObjectURL = () => 'blob:export';
  url.revokeObjectURL = () => {};
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  s?.restore();
  click.mockRestore();
  saved.length = 0;
});

describe('ExportMenu', () => {
  it("downloads the list's current view (search, ordering, filters; no paging) as CSV", async () => {
    const { user } = renderScreen(<ExportMenu list="sirketler" params={{ search: 'yazılım', ordering: '-adi', filters: { aktif: 'true' } }} />);
    await user.click(screen.getByRole('button', { name: 'Listeyi dışa aktar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = s!.calls[0]!;
    expect(call.path).toBe('/api/admin/sirketler/export/');
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ search: 'yazılım', ordering: '-adi', aktif: 'true', format: 'csv' });
    expect(saved[0]).toEqual({ href: 'blob:export', download: 'sirketler-2025-01-31.csv' });
  });

  it('Excel asks for xlsx; a fixed tab filter rides along', async () => {
    const { user } = renderScreen(
      <ExportMenu list="mentor-atamalari" params={{ search: '', ordering: '', filters: {} }} extra={{ aktif: 'true' }} label="Atamaları Dışa Aktar" />,
    );
    await user.click(screen.getByRole('button', { name: 'Atamaları Dışa Aktar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(s!.calls[0]!.path).toBe('/api/admin/mentor-atamalari/export/');
    expect(Object.fromEntries(new URL(s!.calls[0]!.url).searchParams)).toEqual({ aktif: 'true', format: 'xlsx' });
  });

  it('several lists in one menu: a group each, each item downloads its own list', async () => {
    const { user } = renderScreen(
      <ExportMenu
        targets={[
          { list: 'mentor-atamalari', params: { search: '', ordering: '', filters: {} }, extra: { aktif: 'true' }, title: 'Atamalar' },
          { list: 'degerlendirmeler', params: { search: '', ordering: '', filters: {} }, title: 'Değerlendirmeler' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Listeyi dışa aktar' }));
    const groups = await screen.findAllByRole('group');
    expect(groups.map((g) => within(g).getAllByRole('menuitem').map((i) => i.textContent))).toEqual([
      ['CSV', 'Excel'],
      ['CSV', 'Excel'],
    ]);
    await user.click(within(screen.getByRole('group', { name: 'Değerlendirmeler' })).getByRole('menuitem', { name: 'Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(s!.calls[0]!.path).toBe('/api/admin/degerlendirmeler/export/');
    expect(Object.fromEntries(new URL(s!.calls[0]!.url).searchParams)).toEqual({ format: 'xlsx' });
  });
});
