import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { renderWithProviders, screen, waitFor, within } from '../../testing';
import { StatusChangeDialog, type StatusChangeDialogProps, type StatusOption } from '../status-change-dialog';

type Durum = 'BEKLEME' | 'ONAY' | 'RED';
const OPTIONS: StatusOption<Durum>[] = [
  { value: 'BEKLEME', label: 'Onay Bekliyor' },
  { value: 'ONAY', label: 'Onaylandı' },
  { value: 'RED', label: 'Reddedildi' },
];

function Harness(props: Partial<StatusChangeDialogProps<Durum>> & Pick<StatusChangeDialogProps<Durum>, 'onSave'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Aç
      </button>
      <StatusChangeDialog<Durum>
        open={open}
        onClose={() => setOpen(false)}
        title="Durumu Değiştir"
        description="Proje A"
        value="ONAY"
        options={OPTIONS}
        {...props}
      />
    </>
  );
}

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Aç' }));
  return screen.findByRole('dialog', { name: 'Durumu Değiştir' });
}

describe('StatusChangeDialog', () => {
  test('with a note: the reason is saved with the status, and the box is empty again next time', async () => {
    const onSave = jest.fn(async (_v: Durum, _note: string) => {});
    const { user } = renderWithProviders(<Harness onSave={onSave} withNote />);
    let dialog = await openDialog(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Durum' }), 'Reddedildi');
    const note = within(dialog).getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' });
    expect(note).toHaveAttribute('maxlength', '1000');
    await user.type(note, 'Bütçe eksik');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith('RED', 'Bütçe eksik');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Açıklama (isteğe bağlı)' })).toHaveValue('');
  });

  test('starts at the current value, lists every option, saves the chosen one, then closes', async () => {
    const onSave = jest.fn(async (_v: Durum, _note: string) => {});
    const { user } = renderWithProviders(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('Proje A');
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Durum' });
    expect(select.value).toBe('ONAY');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Onay Bekliyor', 'Onaylandı', 'Reddedildi']);

    await user.selectOptions(select, 'Reddedildi');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(onSave).toHaveBeenCalledWith('RED', '');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test("'İptal' closes without saving", async () => {
    const onSave = jest.fn<(v: Durum) => void>();
    const { user } = renderWithProviders(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSave).not.toHaveBeenCalled();
  });

  test('is busy while saving, and stays open and reports a failed save', async () => {
    let fail: (e: Error) => void = () => {};
    const onSave = jest.fn((_v: Durum) => new Promise<void>((_resolve, reject) => (fail = reject)));
    const onError = jest.fn<(e: unknown) => void>();
    const { user } = renderWithProviders(<Harness onSave={onSave} onError={onError} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeDisabled());
    const boom = new Error('olmadı');
    fail(boom);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(boom));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('shows the error prop as an alert', async () => {
    const { user } = renderWithProviders(<Harness onSave={() => {}} error="Çakışma var." />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Çakışma var.');
  });
});
