import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { renderWithProviders, screen } from '../../testing';
import { FILTER_ALL, SearchFilterBar } from '../search-filter-bar';

const options = [
  { value: 'aktif', label: 'Aktif' },
  { value: 'kapali', label: 'Kapalı' },
];

function Harness({ onClearSpy }: { onClearSpy: () => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState(FILTER_ALL);
  return (
    <>
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder="Çağrılarda ara..."
        status={status}
        onStatusChange={setStatus}
        statusOptions={options}
        onClear={() => {
          setSearch('');
          setStatus(FILTER_ALL);
          onClearSpy();
        }}
      >
        <button type="button">Sırala</button>
      </SearchFilterBar>
      <output data-testid="state">{`${search}|${status}`}</output>
    </>
  );
}

describe('SearchFilterBar', () => {
  test('searches, filters with Tümü first, and clears', async () => {
    const onClear = jest.fn();
    const { user } = renderWithProviders(<Harness onClearSpy={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Çağrılarda ara...' });
    expect(input).toHaveAttribute('placeholder', 'Çağrılarda ara...');

    const select = screen.getByRole('combobox', { name: 'Durum filtresi' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.text)).toEqual(['Tümü', 'Aktif', 'Kapalı']);
    expect(screen.getByRole('button', { name: 'Sırala' })).toBeInTheDocument();

    await user.type(input, 'yapay');
    await user.selectOptions(select, 'kapali');
    expect(screen.getByTestId('state')).toHaveTextContent('yapay|kapali');

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('state')).toHaveTextContent('|');
    expect(input).toHaveValue('');
  });

  test('without onClear or options it is just the search box', () => {
    renderWithProviders(<SearchFilterBar search="" onSearchChange={() => {}} />);
    expect(screen.getByRole('searchbox', { name: 'Ara...' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filtreleri Temizle' })).not.toBeInTheDocument();
  });

  test('busy: a spinner in the search box and "Aranıyor..." in its status; gone when the list has answered', () => {
    const { rerender } = renderWithProviders(<SearchFilterBar search="yapay" onSearchChange={() => {}} busy />);
    const status = screen.getByTestId('search-busy');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent('Aranıyor...');
    expect(status.querySelector('.chakra-spinner')).not.toBeNull();
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-busy', 'true');
    rerender(<SearchFilterBar search="yapay" onSearchChange={() => {}} busy={false} />);
    expect(screen.getByTestId('search-busy')).toBeEmptyDOMElement();
    expect(screen.getByRole('searchbox')).not.toHaveAttribute('aria-busy');
    // A list filtered in the browser passes no busy: no status region at all.
    rerender(<SearchFilterBar search="yapay" onSearchChange={() => {}} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
