import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { QueryState } from '../query-state';
import { SkeletonList } from '../skeleton-list';

describe('SkeletonList', () => {
  test('one polite status named by its label, its words for screen readers, the placeholders hidden', () => {
    renderWithProviders(<SkeletonList label="Çağrılar yükleniyor..." count={4} />);
    const status = screen.getByRole('status', { name: 'Çağrılar yükleniyor...' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Çağrılar yükleniyor...');
    expect(status.querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(4);
    // No spinner: the list's shape instead.
    expect(status.querySelector('.chakra-spinner')).toBeNull();
  });

  test('cards: three card placeholders by default; page: a heading bar above the lines', () => {
    const { unmount } = renderWithProviders(<SkeletonList label="Yükleniyor..." variant="cards" />);
    const grid = screen.getByRole('status').querySelector(':scope > [aria-hidden="true"]');
    expect(grid?.children).toHaveLength(3);
    unmount();
    renderWithProviders(<SkeletonList label="Yükleniyor..." variant="page" />);
    expect(screen.getByRole('status').querySelectorAll(':scope > [aria-hidden="true"]')).toHaveLength(6);
  });

  test("QueryState's loading state is the skeleton (no spinner), then the content", () => {
    const query = { isPending: true, isError: false, refetch: () => undefined };
    const { rerender } = renderWithProviders(
      <QueryState query={query} loadingLabel="Raporlar yükleniyor..." errorTitle="Hata">
        içerik
      </QueryState>,
    );
    const status = screen.getByRole('status', { name: 'Raporlar yükleniyor...' });
    expect(status).toHaveAttribute('data-testid', 'loading-state');
    expect(status.querySelector('.chakra-spinner')).toBeNull();
    rerender(
      <QueryState query={{ ...query, isPending: false }} loadingLabel="Raporlar yükleniyor..." errorTitle="Hata">
        içerik
      </QueryState>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('içerik')).toBeInTheDocument();
  });
});
