import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen, within } from '../../testing';
import { DetailDialog, DetailRow } from '../detail-dialog';

describe('DetailDialog', () => {
  test('lists the rows as a description list and closes on Kapat', async () => {
    const onClose = jest.fn<() => void>();
    const { user } = renderWithProviders(
      <DetailDialog open onClose={onClose} title="Kayıt Detayı">
        <DetailRow label="Proje">Proje A</DetailRow>
        <DetailRow label="Açıklama">-</DetailRow>
      </DetailDialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kayıt Detayı' });
    expect(within(dialog).getAllByRole('term').map((t) => t.textContent)).toEqual(['Proje', 'Açıklama']);
    expect(within(dialog).getAllByRole('definition').map((d) => d.textContent)).toEqual(['Proje A', '-']);
    await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
