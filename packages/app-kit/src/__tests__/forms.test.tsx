import { describe, expect, test } from '@jest/globals';
import { renderWithProviders, screen, userEvent } from '@portal/ui/testing';
import { useState } from 'react';
import { z } from 'zod';
import { applyServerErrors, fieldError, useZodForm } from '../forms';

const schema = z.object({
  baslik: z.string().trim().min(1, 'Başlık gereklidir'),
  adet: z.coerce.number().int().min(1, 'En az 1'),
});

/** A form as screens build it: register, show fieldError, map a server refusal. */
function Probe({ serverBody }: { serverBody: unknown }) {
  const form = useZodForm(schema, { defaultValues: { baslik: '', adet: 1 } });
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((data) => {
    setSaved(JSON.stringify(data));
    setAlert(applyServerErrors(form, serverBody, 'Kaydedilemedi'));
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <label>
        Başlık
        <input {...form.register('baslik')} />
      </label>
      <p data-testid="baslik-error">{fieldError(form, 'baslik') ?? ''}</p>
      <label>
        Adet
        <input {...form.register('adet')} />
      </label>
      <p data-testid="adet-error">{fieldError(form, 'adet') ?? ''}</p>
      <p data-testid="alert">{alert ?? ''}</p>
      <p data-testid="saved">{saved ?? ''}</p>
      <button type="submit">Gönder</button>
    </form>
  );
}

describe('useZodForm / applyServerErrors', () => {
  test('the schema decides: messages on submit, cleared as the field is fixed, parsed output to the handler', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe serverBody={{}} />);
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('Başlık gereklidir')).toBeInTheDocument();
    expect(screen.getByTestId('saved')).toHaveTextContent('');

    await user.type(screen.getByLabelText('Başlık'), '  Proje  ');
    expect(screen.getByTestId('baslik-error')).toHaveTextContent('');
    await user.clear(screen.getByLabelText('Adet'));
    await user.type(screen.getByLabelText('Adet'), '3');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByText('{"baslik":"Proje","adet":3}')).toBeInTheDocument();
  });

  test('server field errors land under the fields they name; the alert follows detail first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe serverBody={{ baslik: ['Bu başlık zaten var.'], bilinmeyen: ['x'], detail: 'Kaydedilemedi: çakışma' }} />);
    await user.type(screen.getByLabelText('Başlık'), 'Proje');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByTestId('baslik-error')).toHaveTextContent('Bu başlık zaten var.');
    expect(screen.getByTestId('adet-error')).toHaveTextContent('');
    expect(screen.getByTestId('alert')).toHaveTextContent('Kaydedilemedi: çakışma');
  });

  test('without detail the alert joins the field messages; with nothing readable, the fallback', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Probe serverBody={{ adet: ['Kapasite dolu.'] }} />);
    await user.type(screen.getByLabelText('Başlık'), 'Proje');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByTestId('adet-error')).toHaveTextContent('Kapasite dolu.');
    expect(screen.getByTestId('alert')).toHaveTextContent('Kapasite dolu.');
    unmount();

    renderWithProviders(<Probe serverBody={null} />);
    await user.type(screen.getByLabelText('Başlık'), 'Proje');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await screen.findByTestId('alert')).toHaveTextContent('Kaydedilemedi');
  });
});
