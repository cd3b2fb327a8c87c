import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { renderWithProviders, screen, waitFor } from '../../testing';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog';

function Harness(props: Partial<ConfirmDialogProps> & Pick<ConfirmDialogProps, 'onConfirm'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Kaynağı sil
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Kaynak silinsin mi?"
        message="Bu işlem geri alınamaz."
        {...props}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  test('calls onConfirm only after confirming, then closes', async () => {
    const onConfirm = jest.fn(async () => {});
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kaynağı sil' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Kaynak silinsin mi?');
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  test("'İptal' closes without confirming", async () => {
    const onConfirm = jest.fn<() => void>();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Kaynağı sil' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  test('shows a busy state while the async confirm runs', async () => {
    let finish: () => void = () => {};
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} confirmLabel="Kaldır" />);
    await user.click(screen.getByRole('button', { name: 'Kaynağı sil' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: /Kaldır/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'İptal' })).toBeDisabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('stays open and shows the message when confirming fails', async () => {
    const onConfirm = jest.fn(async () => {
      throw new Error('Bu kaynak silinemez.');
    });
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Kaynağı sil' }));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Bu kaynak silinemez.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
