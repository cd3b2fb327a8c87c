import { describe, expect, test } from '@jest/globals';
import { act } from 'react';
import { renderWithProviders, screen } from '../../testing';
import { toaster } from '../../provider/toaster';

describe('toaster', () => {
  test('UiProvider renders the one toaster on the first toast', async () => {
    renderWithProviders(<p>sayfa</p>);
    act(() => {
      toaster.create({ title: 'Kaydedildi', description: 'Rezervasyon oluşturuldu.', type: 'success' });
    });
    expect(await screen.findByText('Kaydedildi')).toBeInTheDocument();
    expect(screen.getByText('Rezervasyon oluşturuldu.')).toBeInTheDocument();
    act(() => toaster.remove());
  });
});
