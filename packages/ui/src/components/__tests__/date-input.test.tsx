import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, renderWithProviders, screen } from '../../testing';
import { DateField } from '../date-input';

function Harness({ initial = '', validOnly = false, onChange }: { initial?: string; validOnly?: boolean; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Ödeme Tarihi"
        value={value}
        validOnly={validOnly}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        temizle
      </button>
    </>
  );
}

describe('DateField (Turkish dates)', () => {
  test('labelled; shows an ISO value the Turkish way, with a Turkish placeholder', () => {
    renderWithProviders(<Harness initial="2025-03-05" onChange={() => undefined} />);
    const input = screen.getByLabelText('Ödeme Tarihi');
    expect(input).toHaveValue('05.03.2025');
    expect(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    expect(input).toHaveAttribute('type', 'text');
  });

  test('eight digits get their dots and report the ISO day', async () => {
    const onChange = jest.fn<(v: string) => void>();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText('Ödeme Tarihi'), '05032025');
    expect(screen.getByLabelText('Ödeme Tarihi')).toHaveValue('05.03.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
  });

  test('a day that does not exist is reported as typed (forms refuse it) and marked when leaving the box', async () => {
    const onChange = jest.fn<(v: string) => void>();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await user.type(screen.getByLabelText('Ödeme Tarihi'), '31.02.2025');
    expect(onChange).toHaveBeenLastCalledWith('31.02.2025');
    await user.tab();
    expect(screen.getByText('Geçerli bir tarih girin (gg.aa.yyyy).')).toBeInTheDocument();
  });

  test('validOnly (list filters) reports only real days and the empty box', async () => {
    const onChange = jest.fn<(v: string) => void>();
    const { user } = renderWithProviders(<Harness validOnly onChange={onChange} />);
    await user.type(screen.getByLabelText('Ödeme Tarihi'), '05.0');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Ödeme Tarihi'), '3.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
  });

  test('an ISO day set from outside (a reset) replaces the text; an ISO typed in is kept', async () => {
    const { user } = renderWithProviders(<Harness initial="2025-03-05" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'temizle' }));
    expect(screen.getByLabelText('Ödeme Tarihi')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Ödeme Tarihi'), { target: { value: '2025-04-01' } });
    fireEvent.blur(screen.getByLabelText('Ödeme Tarihi'));
    expect(screen.getByLabelText('Ödeme Tarihi')).toHaveValue('01.04.2025');
  });
});
