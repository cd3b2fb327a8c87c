import { describe, expect, test, jest } from '@jest/globals';
import { renderWithProviders, screen } from '../../testing';
import { RowActions } from '../row-actions';

describe('RowActions', () => {
  test('buttons in the fixed order, named after the row, skipping actions that do not apply', async () => {
    const onDelete = jest.fn();
    const onApprove = jest.fn();
    const { user } = renderWithProviders(
      <RowActions
        name="Akıllı Sulama"
        actions={[{ kind: 'delete', onClick: onDelete }, false, { kind: 'approve', onClick: onApprove, disabled: true }, { kind: 'view', onClick: () => {} }]}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Görüntüle: Akıllı Sulama',
      'Onayla: Akıllı Sulama',
      'Sil: Akıllı Sulama',
    ]);
    expect(screen.getByRole('button', { name: 'Onayla: Akıllı Sulama' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sil: Akıllı Sulama' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onApprove).not.toHaveBeenCalled();
  });
});
