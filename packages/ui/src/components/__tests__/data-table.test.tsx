import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen, within } from '../../testing';
import { DataTable, type DataTableColumn } from '../data-table';

interface Row {
  id: number;
  ad: string;
  kapasite: number;
}

const rows: Row[] = [
  { id: 1, ad: 'Toplantı Odası', kapasite: 8 },
  { id: 2, ad: 'Çalışma Alanı', kapasite: 20 },
  { id: 3, ad: 'Atölye', kapasite: 12 },
  { id: 4, ad: 'İnceleme Odası', kapasite: 4 },
  { id: 5, ad: 'Bilgisayar Laboratuvarı', kapasite: 16 },
];

const columns: DataTableColumn<Row>[] = [
  { key: 'ad', header: 'Ad', cell: (r) => r.ad, sortKey: 'ad' },
  { key: 'kapasite', header: 'Kapasite', cell: (r) => `${r.kapasite} kişi`, sortKey: 'kapasite' },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  test('sorts client-side by a column, toggling the direction (Turkish collation)', async () => {
    const { user } = renderWithProviders(<DataTable aria-label="Kaynaklar" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(firstCells()).toEqual(['Toplantı Odası', 'Çalışma Alanı', 'Atölye', 'İnceleme Odası', 'Bilgisayar Laboratuvarı']);

    await user.click(screen.getByRole('button', { name: 'Ad' }));
    expect(firstCells()).toEqual(['Atölye', 'Bilgisayar Laboratuvarı', 'Çalışma Alanı', 'İnceleme Odası', 'Toplantı Odası']);
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Ad' }));
    expect(firstCells()).toEqual(['Toplantı Odası', 'İnceleme Odası', 'Çalışma Alanı', 'Bilgisayar Laboratuvarı', 'Atölye']);
    expect(screen.getByRole('columnheader', { name: 'Ad' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Kapasite' }));
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      '4 kişi',
      '8 kişi',
      '12 kişi',
      '16 kişi',
      '20 kişi',
    ]);
  });

  test('pages client-side with Önceki / Sonraki and "Sayfa X / Y"', async () => {
    const { user } = renderWithProviders(<DataTable columns={columns} rows={rows} pageSize={2} />);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['Atölye', 'İnceleme Odası']);

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(firstCells()).toEqual(['Bilgisayar Laboratuvarı']);
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Önceki' }));
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
  });

  test('server mode only reports sort and page changes', async () => {
    const onPageChange = jest.fn();
    const onSortChange = jest.fn();
    const { user } = renderWithProviders(
      <DataTable
        mode="server"
        columns={columns}
        rows={rows.slice(0, 2)}
        page={1}
        pageSize={2}
        total={5}
        onPageChange={onPageChange}
        sort={null}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Kapasite' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'kapasite', direction: 'asc' });
    // rows are shown as given, and the controlled page did not move
    expect(firstCells()).toEqual(['Toplantı Odası', 'Çalışma Alanı']);
    expect(screen.getByText('Sayfa 1 / 3')).toBeInTheDocument();
  });

  test('shows the empty text and the loading state', () => {
    const { rerender } = renderWithProviders(
      <DataTable columns={columns} rows={[]} pageSize={10} emptyText="Henüz kaynak bulunmamaktadır" />,
    );
    expect(screen.getByText('Henüz kaynak bulunmamaktadır')).toBeInTheDocument();
    expect(screen.queryByText(/Sayfa/)).not.toBeInTheDocument();

    rerender(<DataTable columns={columns} rows={[]} loading emptyText="Henüz kaynak bulunmamaktadır" />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(screen.queryByText('Henüz kaynak bulunmamaktadır')).not.toBeInTheDocument();
  });

  test("folded columns open in the row's detail from its toggle; long text keeps its whole text", async () => {
    const folded: DataTableColumn<Row>[] = [
      { key: 'ad', header: 'Ad', cell: (r) => `${r.ad} (çok uzun bir açıklama)`, truncate: '5rem' },
      { key: 'kapasite', header: 'Kapasite', priority: 'low', cell: (r) => `${r.kapasite} kişi` },
    ];
    const { user } = renderWithProviders(
      <DataTable aria-label="Kaynaklar" columns={folded} rows={rows.slice(0, 2)} getRowId={(r) => r.id} rowLabel={(r) => r.ad} />,
    );
    // The whole text is in the cell (cut only by CSS), for screen readers.
    expect(screen.getByText('Toplantı Odası (çok uzun bir açıklama)')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Ayrıntılar: Toplantı Odası' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(bodyRows()).toHaveLength(2);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(detail).not.toBeNull();
    expect(within(detail as HTMLElement).getByText('Kapasite')).toBeInTheDocument();
    expect(within(detail as HTMLElement).getByText('8 kişi')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);

    await user.click(toggle);
    expect(bodyRows()).toHaveLength(2);
  });

  test('no toggle column when every column is always shown', () => {
    renderWithProviders(<DataTable aria-label="Kaynaklar" columns={columns} rows={rows} getRowId={(r) => r.id} />);
    expect(screen.queryByRole('button', { name: /Ayrıntılar/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });
});
