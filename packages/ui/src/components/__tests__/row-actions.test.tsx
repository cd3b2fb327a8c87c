import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { RowActions } from '../row-actions';

describe('RowActions', () => {
  test('quick decisions as buttons, the rest in one menu in the fixed order, skipping what does not apply', async () => {
    const onDelete = jest.fn();
    const onApprove = jest.fn();
    const onCompany = jest.fn();
    const { user } = renderWithProviders(
      <RowActions
        name="Akıllı Sulama"
        actions={[
          { kind: 'delete', onClick: onDelete },
          false,
          { kind: 'approve', onClick: onApprove, disabled: true },
          { kind: 'custom', value: 'company', label: 'Şirkete Ata', onClick: onCompany },
          { kind: 'view', onClick: () => {} },
          { kind: 'status', onClick: () => {} },
        ]}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Onayla: Akıllı Sulama',
      'İşlemler: Akıllı Sulama',
    ]);
    expect(screen.getByRole('button', { name: 'Onayla: Akıllı Sulama' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'İşlemler: Akıllı Sulama' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Görüntüle', 'Durumu Değiştir', 'Şirkete Ata', 'Sil']);
    await user.click(screen.getByRole('menuitem', { name: 'Sil' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onApprove).not.toHaveBeenCalled();
    expect(onCompany).not.toHaveBeenCalled();
  });

  test('no menu when the row has only quick decisions', () => {
    renderWithProviders(<RowActions name="X" actions={[{ kind: 'reject', onClick: () => {} }]} />);
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Reddet: X']);
  });
});
