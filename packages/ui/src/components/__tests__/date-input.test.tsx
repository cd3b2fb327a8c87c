import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, renderWithProviders, screen } from '../../testing';
import { trTimeToHhmm } from '@portal/domain';
import { DateField, TurkishDateTimeInput } from '../date-input';

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

function DateTimeHarness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TurkishDateTimeInput
        aria-label="Bitiş"
        timeLabel="Bitiş saati"
        defaultTime="23:59"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button" onClick={() => setValue('2025-01-10T09:00')}>
        yükle
      </button>
    </>
  );
}

describe('TurkishDateTimeInput (a day and a 24-hour time)', () => {
  test('the time text: 24-hour, with or without its colon', () => {
    expect([trTimeToHhmm('9:05'), trTimeToHhmm('0905'), trTimeToHhmm('23.59'), trTimeToHhmm(''), trTimeToHhmm('24:00'), trTimeToHhmm('12:60'), trTimeToHhmm('1 pm')]).toEqual([
      '09:05',
      '09:05',
      '23:59',
      '',
      null,
      null,
      null,
    ]);
  });

  test("reports 'YYYY-MM-DDTHH:mm'; a day alone takes the default time; half-typed text is reported as text", async () => {
    const onChange = jest.fn<(v: string) => void>();
    const { user } = renderWithProviders(<DateTimeHarness onChange={onChange} />);
    const time = screen.getByRole('textbox', { name: 'Bitiş saati' });
    expect(time).toHaveAttribute('placeholder', 'ss:dd');
    const [day] = screen.getAllByRole('textbox');
    await user.type(day!, '31.03.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-31T23:59');
    await user.type(time, '17');
    expect(onChange).toHaveBeenLastCalledWith('31.03.2025 17');
    await user.type(time, '30');
    expect(time).toHaveValue('17:30');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-31T17:30');
  });

  test('a value set from outside fills both boxes', async () => {
    const { user } = renderWithProviders(<DateTimeHarness onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'yükle' }));
    const [day, time] = screen.getAllByRole('textbox');
    expect([day, time].map((box) => (box as HTMLInputElement).value)).toEqual(['10.01.2025', '09:00']);
  });
});
