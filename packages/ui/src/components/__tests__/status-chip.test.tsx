import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { StatusChip } from '../status-chip';

describe('StatusChip', () => {
  test('renders the Turkish label and colour of a domain status', () => {
    renderWithProviders(
      <>
        <StatusChip kind="rezervasyon" value="BEKLEME" />
        <StatusChip kind="basvuru" value="ONAY" />
        <StatusChip kind="dekont" value="REDDEDILDI" />
        <StatusChip kind="rezervasyon" value="IPTAL" />
      </>,
    );
    expect(screen.getByText('Onay Bekliyor')).toHaveAttribute('data-chip-color', 'warning');
    expect(screen.getByText('Onaylandı')).toHaveAttribute('data-chip-color', 'success');
    expect(screen.getByText('Reddedildi')).toHaveAttribute('data-chip-color', 'error');
    expect(screen.getByText('İptal Edildi')).toHaveAttribute('data-chip-color', 'neutral');
  });

  test('is case-insensitive and falls back to the raw value in grey', () => {
    renderWithProviders(
      <>
        <StatusChip kind="degerlendirme" value="onaylandi" />
        <StatusChip kind="basvuru" value="ARSIV" />
        <StatusChip kind="basvuru" value={null} />
      </>,
    );
    expect(screen.getByText('Onaylandı')).toHaveAttribute('data-chip-color', 'success');
    expect(screen.getByText('ARSIV')).toHaveAttribute('data-chip-color', 'neutral');
    expect(screen.getByText('Bilinmeyen')).toBeInTheDocument();
  });

  test('renders an explicit label and colour', () => {
    renderWithProviders(<StatusChip label="Süresi Doldu" color="error" />);
    expect(screen.getByText('Süresi Doldu')).toHaveAttribute('data-chip-color', 'error');
  });

  test('is a button when clickable', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <StatusChip kind="basvuru" value="INCELEME" onClick={onClick} actionLabel="Durumu değiştir" />,
    );
    await user.click(screen.getByRole('button', { name: 'Durumu değiştir' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
