import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { EmptyState } from '../empty-state';
import { ErrorPanel } from '../error-panel';
import { Logo } from '../logo';
import { PageHeader } from '../page-header';
import { StatCounter } from '../stat-counter';

describe('EmptyState', () => {
  test('shows title, description and runs the action', async () => {
    const onAction = jest.fn();
    const { user } = renderWithProviders(
      <EmptyState
        title="Arama kriterlerinize uygun çağrı bulunamadı"
        description="Farklı bir arama deneyin."
        actionLabel="Filtreleri Temizle"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Arama kriterlerinize uygun çağrı bulunamadı' })).toBeInTheDocument();
    expect(screen.getByText('Farklı bir arama deneyin.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  test('has no button without an action', () => {
    renderWithProviders(<EmptyState title="Henüz çağrı bulunmamaktadır" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('StatCounter', () => {
  test('shows the label and the number', () => {
    renderWithProviders(
      <>
        <StatCounter label="Aktif" value={3} color="green" />
        <StatCounter label="Toplam" value={12} />
      </>,
    );
    expect(screen.getByText('Aktif')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  test('renders title as h1, subtitle and actions', () => {
    renderWithProviders(<PageHeader title="Kaynaklar" subtitle="Rezervasyon yapabileceğiniz alanlar" actions={<button type="button">Yeni</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kaynaklar' })).toBeInTheDocument();
    expect(screen.getByText('Rezervasyon yapabileceğiniz alanlar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni' })).toBeInTheDocument();
  });
});

describe('ErrorPanel', () => {
  test('shows the Turkish error and retries', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<ErrorPanel onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bir hata oluştu');
    await user.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('has no retry button without onRetry', () => {
    renderWithProviders(<ErrorPanel message="Sunucuya ulaşılamıyor." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Sunucuya ulaşılamıyor.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Logo', () => {
  test('shows the name, or labels the mark alone', () => {
    const { rerender } = renderWithProviders(<Logo name="Teknopark Kuluçka" />);
    expect(screen.getByText('Teknopark Kuluçka')).toBeInTheDocument();
    rerender(<Logo name="Teknopark Kuluçka" markOnly />);
    expect(screen.getByRole('img', { name: 'Teknopark Kuluçka' })).toBeInTheDocument();
  });
});
