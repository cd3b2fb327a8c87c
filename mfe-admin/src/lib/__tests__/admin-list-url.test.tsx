// The state of an admin list lives in the URL: a shared or reloaded address opens the same page,
// filter, order and search; every change writes the URL and the list query follows it; back and
// forward walk the pages, filters and orders.
import { describe, expect, it } from '@jest/globals';
import { renderScreen } from '@portal/app-kit/testing';
import type { Paginated } from '@portal/domain';
import { act, screen, waitFor } from '@portal/ui/testing';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AdminListTable, AdminListToolbar, useAdminList, type AdminListQuery } from '../admin-list';
import { DateFilter } from '../date-filter';

interface Row {
  id: number;
  ad: string;
}
const FILTERS = ['durum', 'tarih_gte'] as const;
type Query = AdminListQuery<(typeof FILTERS)[number]>;

function fakeList(seen: Query[]) {
  return (query: Query) => {
    seen.push(query);
    const data: Paginated<Row> = { count: 45, next: null, previous: null, results: [{ id: query.page, ad: `Kayıt ${query.page}` }] };
    return { data, isPending: false, isError: false, error: null } as unknown as UseQueryResult<Paginated<Row>>;
  };
}

function Screen({ seen }: { seen: Query[] }) {
  const admin = useAdminList({ label: 'Kayıtlar', filters: FILTERS }, fakeList(seen));
  const navigate = useNavigate();
  return (
    <>
      <AdminListToolbar
        admin={admin}
        placeholder="Kayıtlarda ara..."
        status={{ key: 'durum', options: [{ value: 'ONAY', label: 'Onaylandı' }, { value: 'RED', label: 'Reddedildi' }] }}
      >
        <DateFilter label="Tarihinden" value={admin.list.filters.tarih_gte} onValueChange={(v) => admin.list.setFilter('tarih_gte', v)} />
      </AdminListToolbar>
      <AdminListTable
        aria-label="Kayıtlar"
        columns={[{ key: 'ad', header: 'Ad', sortKey: 'ad', cell: (r: Row) => r.ad }]}
        {...admin}
        emptyText={{ none: 'Yok', noMatch: 'Eşleşen yok' }}
      />
      <button type="button" onClick={() => navigate(-1)}>
        Geri
      </button>
      <button type="button" onClick={() => navigate(1)}>
        İleri
      </button>
      <button
        type="button"
        onClick={() => {
          // Two changes before the router renders the first (a fast user on a slow machine).
          admin.list.setFilter('durum', 'ONAY');
          admin.list.setSort({ key: 'ad', direction: 'desc' });
        }}
      >
        İkisi birden
      </button>
    </>
  );
}

const last = (seen: Query[]) => seen[seen.length - 1];

/** Renders the screen at `route` and waits for the row of page `shown`; `seen` collects the list queries it sends. */
async function renderAt(route: string, shown: number) {
  const seen: Query[] = [];
  const view = renderScreen(<Screen seen={seen} />, { route });
  expect(await screen.findByText(`Kayıt ${shown}`)).toBeInTheDocument();
  return { ...view, seen };
}

describe('admin list state in the URL', () => {
  it('a shared address opens the same page, filter, order and search', async () => {
    const { seen } = await renderAt('/admin/x?page=3&durum=ONAY&ordering=-ad&search=g%C3%BCne%C5%9F&tarih_gte=2026-03-05', 3);
    expect(last(seen)).toEqual({ page: 3, page_size: 20, search: 'güneş', ordering: '-ad', durum: 'ONAY', tarih_gte: '2026-03-05' });
    expect(screen.getByText('Sayfa 3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Durum filtresi' })).toHaveValue('ONAY');
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('searchbox', { name: 'Kayıtlarda ara...' })).toHaveValue('güneş');
    // The date filter: a visible label, the day the Turkish way.
    expect(screen.getByLabelText('Tarihinden')).toHaveValue('05.03.2026');
  });

  it('a broken page number opens page 1', async () => {
    const { seen } = await renderAt('/admin/x?page=abc', 1);
    expect(last(seen)?.page).toBe(1);
  });

  it('changes write the URL (a new filter or order starts from page 1); back and forward walk them', async () => {
    const { user, location, seen } = await renderAt('/admin/x', 1);

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(location()).toBe('/admin/x?page=2');
    expect(await screen.findByText('Kayıt 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum filtresi' }), 'RED');
    expect(location()).toBe('/admin/x?durum=RED');
    expect(last(seen)).toMatchObject({ page: 1, durum: 'RED' });

    await user.click(screen.getByRole('button', { name: 'Ad' }));
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad');

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad&page=2');

    // Only a real day reaches the URL, as ISO.
    await user.type(screen.getByLabelText('Tarihinden'), '05.03.202');
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad&page=2');
    await user.type(screen.getByLabelText('Tarihinden'), '6');
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad&tarih_gte=2026-03-05');

    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad&page=2');
    expect(screen.getByLabelText('Tarihinden')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(location()).toBe('/admin/x?durum=RED&ordering=ad');
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(location()).toBe('/admin/x?durum=RED');
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(location()).toBe('/admin/x?page=2');
    expect(screen.getByRole('combobox', { name: 'Durum filtresi' })).toHaveValue('');
    expect(last(seen)).toMatchObject({ page: 2, durum: '' });
    await user.click(screen.getByRole('button', { name: 'İleri' }));
    expect(location()).toBe('/admin/x?durum=RED');
    expect(screen.getByRole('combobox', { name: 'Durum filtresi' })).toHaveValue('RED');
  });

  it('a change builds on the newest URL: two at once both land; a sort on page 2 is one step back to page 2', async () => {
    const { user, location } = await renderAt('/admin/x?page=2', 2);
    await user.click(screen.getByRole('button', { name: 'İkisi birden' }));
    expect(location()).toBe('/admin/x?durum=ONAY&ordering=-ad');
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    await user.click(screen.getByRole('button', { name: 'Ad' }));
    expect(location()).toBe('/admin/x?durum=ONAY&ordering=ad');
    await user.click(screen.getByRole('button', { name: 'Geri' }));
    expect(location()).toBe('/admin/x?durum=ONAY&ordering=-ad&page=2');
  });

  it('the search is written after a pause, replacing the entry; clearing is one step back', async () => {
    const { user, location, seen } = await renderAt('/admin/x?durum=ONAY&page=2', 2);
    await user.type(screen.getByRole('searchbox', { name: 'Kayıtlarda ara...' }), 'ışık');
    await waitFor(() => expect(location()).toBe('/admin/x?durum=ONAY&search=%C4%B1%C5%9F%C4%B1k'));
    expect(last(seen)).toMatchObject({ page: 1, search: 'ışık', durum: 'ONAY' });

    await user.click(screen.getByRole('button', { name: /Filtreleri Temizle/ }));
    expect(location()).toBe('/admin/x');
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Geri' }));
    });
    expect(location()).toBe('/admin/x?durum=ONAY&search=%C4%B1%C5%9F%C4%B1k');
    expect(screen.getByRole('searchbox', { name: 'Kayıtlarda ara...' })).toHaveValue('ışık');
  });
});
