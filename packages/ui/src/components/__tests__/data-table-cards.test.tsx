// The DataTable in a phone-wide box: one card per row with every value and the row's actions.
// jsdom has no layout, so the box's width is given here (clientWidth, read when the table mounts).
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { renderWithProviders, screen, within } from '../../testing';
import { CARDS_BELOW, DataTable, type DataTableColumn } from '../data-table';
import { RowActions } from '../row-actions';

interface Row {
  id: number;
  proje: string;
  basvuran: string;
  cagri: string;
}

const rows: Row[] = [
  { id: 1, proje: 'Akıllı Sulama', basvuran: 'Ayşe Yılmaz', cagri: 'Tarım 2026' },
  { id: 2, proje: 'Çevrimiçi Öğrenme', basvuran: 'Mehmet Öz', cagri: 'Eğitim 2026' },
];

const approve = jest.fn<(id: number) => void>();
const columns: DataTableColumn<Row>[] = [
  { key: 'proje', header: 'Proje Başlığı', sortKey: 'proje', cell: (r) => r.proje },
  { key: 'basvuran', header: 'Başvuran', sortKey: 'basvuran', cell: (r) => r.basvuran },
  { key: 'cagri', header: 'Çağrı', priority: 'low', truncate: '12rem', cell: (r) => r.cagri },
  {
    key: 'islemler',
    header: 'İşlemler',
    align: 'end',
    actions: true,
    cell: (r) => (
      <RowActions
        name={r.proje}
        actions={[
          { kind: 'view', onClick: () => undefined },
          { kind: 'approve', onClick: () => approve(r.id) },
          { kind: 'reject', onClick: () => undefined },
          { kind: 'delete', onClick: () => undefined },
        ]}
      />
    ),
  },
];

/** Every element's box is `px` wide (what the DataTable measures). */
function boxWidth(px: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(px);
}

beforeEach(() => {
  approve.mockReset();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('DataTable on a phone (a box narrower than CARDS_BELOW)', () => {
  test('each row is a card: its title, its main values with their labels, the rest under Ayrıntılar, and its decision buttons and menu', async () => {
    boxWidth(358);
    const { user } = renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={rows} getRowId={(r) => r.id} rowLabel={(r) => r.proje} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Başvurular' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = cards[0]!;
    expect(first).toHaveTextContent('Akıllı Sulama');
    expect(within(first).getByText('Başvuran').tagName).toBe('DT');
    // A low-priority column opens under 'Ayrıntılar' (as in the table's row detail).
    expect(within(first).queryByText('Tarım 2026')).not.toBeInTheDocument();
    const details = within(first).getByRole('button', { name: 'Ayrıntılar: Akıllı Sulama' });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    expect(within(first).getByText('Çağrı').tagName).toBe('DT');
    expect(within(first).getByText('Tarım 2026')).toBeInTheDocument();
    expect(document.getElementById(details.getAttribute('aria-controls')!)).toHaveTextContent('Tarım 2026');
    // The row's actions, in the card's foot.
    const foot = within(first).getByTestId('data-table-card-actions');
    expect(within(foot).getByRole('button', { name: 'Onayla: Akıllı Sulama' })).toBeInTheDocument();
    expect(within(foot).getByRole('button', { name: 'Reddet: Akıllı Sulama' })).toBeInTheDocument();
    expect(within(foot).getByRole('button', { name: 'İşlemler: Akıllı Sulama' })).toBeInTheDocument();

    await user.click(within(cards[1]!).getByRole('button', { name: 'Onayla: Çevrimiçi Öğrenme' }));
    expect(approve).toHaveBeenCalledWith(2);
  });

  test('the headers are gone, so the order is a select (server mode reports it)', async () => {
    boxWidth(358);
    const onSortChange = jest.fn();
    const { user } = renderWithProviders(
      <DataTable aria-label="Başvurular" mode="server" columns={columns} rows={rows} getRowId={(r) => r.id} sort={null} onSortChange={onSortChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sıralama' });
    await user.selectOptions(select, 'Sıralama: Başvuran (azalan)');
    expect(onSortChange).toHaveBeenCalledWith({ key: 'basvuran', direction: 'desc' });
  });

  test('client mode sorts the cards', async () => {
    boxWidth(358);
    const { user } = renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Sıralama: Proje Başlığı (azalan)');
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((c) => c.querySelector('div')?.textContent)).toEqual([
      'Çevrimiçi Öğrenme',
      'Akıllı Sulama',
    ]);
  });

  test('while loading: placeholder cards under one named status; nothing to act on', () => {
    boxWidth(358);
    renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={[]} loading loadingText="Başvurular yükleniyor..." />);
    const status = screen.getByRole('status', { name: 'Başvurular yükleniyor...' });
    expect(status).toHaveTextContent('Başvurular yükleniyor...');
    expect(screen.queryByRole('button', { name: /Onayla/ })).not.toBeInTheDocument();
  });

  test('empty: the empty text, no cards', () => {
    boxWidth(358);
    renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={[]} emptyText="Henüz başvuru bulunmamaktadır" />);
    expect(screen.getByText('Henüz başvuru bulunmamaktadır')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});

describe('DataTable from CARDS_BELOW up', () => {
  test('a table whose actions column is pinned to the right edge', () => {
    boxWidth(CARDS_BELOW);
    renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Başvurular' });
    const actionsHeader = within(table).getByRole('columnheader', { name: 'İşlemler' });
    expect(actionsHeader).toHaveStyle({ position: 'sticky' });
    const cell = within(table).getByRole('button', { name: 'Onayla: Akıllı Sulama' }).closest('td');
    expect(cell).toHaveStyle({ position: 'sticky' });
    expect(screen.queryByRole('combobox', { name: 'Sıralama' })).not.toBeInTheDocument();
  });

  test('cardsBelow={0} keeps the table in any box', () => {
    boxWidth(300);
    renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={rows} cardsBelow={0} />);
    expect(screen.getByRole('table', { name: 'Başvurular' })).toBeInTheDocument();
  });

  test('while loading: placeholder rows under one named status', () => {
    renderWithProviders(<DataTable aria-label="Başvurular" columns={columns} rows={[]} loading />);
    const status = screen.getByRole('status', { name: 'Yükleniyor...' });
    expect(within(screen.getByRole('table')).getByRole('status')).toBe(status);
  });
});
