import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { LoadingState } from '../loading-state';

describe('LoadingState', () => {
  test('a polite status named by its label; the words show, the spinner carries no name of its own', () => {
    renderWithProviders(<LoadingState label="Raporlar yükleniyor..." />);
    const status = screen.getByRole('status', { name: 'Raporlar yükleniyor...' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Raporlar yükleniyor...');
    // The one name is the region's: nothing inside repeats it (a Spinner span may not carry aria-label).
    expect(status.querySelectorAll('[aria-label]')).toHaveLength(0);
    expect(screen.queryByLabelText('Raporlar yükleniyor...', { selector: ':not([role=status])' })).not.toBeInTheDocument();
  });

  test('inline: the same named status, its words beside a small spinner', () => {
    renderWithProviders(<LoadingState label="Geçmiş yükleniyor..." size="inline" />);
    const status = screen.getByRole('status', { name: 'Geçmiş yükleniyor...' });
    expect(status).toHaveTextContent('Geçmiş yükleniyor...');
    expect(status).toHaveStyle({ flexDirection: 'row' });
    expect(status.querySelectorAll('[aria-label]')).toHaveLength(0);
  });
});
