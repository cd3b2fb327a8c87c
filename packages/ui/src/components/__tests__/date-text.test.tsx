import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { DateText } from '../date-text';

describe('DateText', () => {
  test('formats a date in Turkish long form', () => {
    renderWithProviders(<DateText value="2025-03-12" />);
    const time = screen.getByText('12 Mart 2025');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', expect.stringContaining('2025-03-12'));
  });

  test('adds the time in Istanbul when asked', () => {
    renderWithProviders(<DateText value="2025-08-30T11:05:00Z" withTime />);
    expect(screen.getByText('30 Ağustos 2025 14:05')).toBeInTheDocument();
  });

  test("says 'Tarih belirtilmemiş' when empty", () => {
    renderWithProviders(
      <>
        <DateText value={null} data-testid="a" />
        <DateText value="" data-testid="b" />
        <DateText value={undefined} data-testid="c" />
      </>,
    );
    for (const id of ['a', 'b', 'c']) expect(screen.getByTestId(id)).toHaveTextContent('Tarih belirtilmemiş');
  });

  test("says 'Geçersiz tarih' when invalid, in the admin variant too", () => {
    renderWithProviders(
      <>
        <DateText value="yarın" data-testid="user" />
        <DateText value="2025-13-45" variant="admin" data-testid="admin" />
      </>,
    );
    expect(screen.getByTestId('user')).toHaveTextContent('Geçersiz tarih');
    expect(screen.getByTestId('admin')).toHaveTextContent('Geçersiz tarih');
  });
});
