import { describe, expect, test, jest } from '@jest/globals';
import { useState } from 'react';
import { renderWithProviders, screen } from '../../testing';
import { FILE_RULES, MSG } from '@portal/domain';
import { FileField } from '../file-field';

function fakeFile(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const MB = 1024 * 1024;

function Harness({ onChange, progress }: { onChange: (f: File | null) => void; progress?: number | null }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FileField
      label="Rapor dosyası"
      rule={FILE_RULES.report}
      value={file}
      progress={progress}
      onChange={(f) => {
        setFile(f);
        onChange(f);
      }}
    />
  );
}

describe('FileField', () => {
  test('takes the accept attribute from the rule', () => {
    renderWithProviders(<Harness onChange={() => {}} />);
    const input = screen.getByLabelText('Rapor dosyası');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
  });

  test('rejects an .exe with the type message', async () => {
    const onChange = jest.fn();
    // applyAccept: false, so the rule (not user-event's accept filter) is what rejects the file.
    const { user } = renderWithProviders(<Harness onChange={onChange} />, { userEventOptions: { applyAccept: false } });
    await user.upload(screen.getByLabelText('Rapor dosyası'), fakeFile('kurulum.exe', 2000));
    expect(screen.getByText('Sadece PDF, DOC ve DOCX dosyaları kabul edilir')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByLabelText('Rapor dosyası')).toHaveAttribute('aria-invalid', 'true');
  });

  test('rejects an 11 MB pdf with the size message, accepts a 10 MB pdf', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Rapor dosyası');

    await user.upload(input, fakeFile('rapor.pdf', 11 * MB, 'application/pdf'));
    expect(screen.getByText("Dosya boyutu 10MB'dan büyük olamaz")).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);

    const ok = fakeFile('Rapor-Mart.PDF', 10 * MB, 'application/pdf');
    await user.upload(input, ok);
    expect(onChange).toHaveBeenLastCalledWith(ok);
    expect(screen.queryByText("Dosya boyutu 10MB'dan büyük olamaz")).not.toBeInTheDocument();
    expect(screen.getByTestId('file-field-name')).toHaveTextContent('Rapor-Mart.PDF');
  });

  test('shows a progress bar while uploading', () => {
    const { rerender } = renderWithProviders(<Harness onChange={() => {}} progress={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    rerender(<Harness onChange={() => {}} progress={42} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('%42')).toBeInTheDocument();
  });

  test('uses whichever rule it is given (receipt: pdf, jpg, jpeg, png)', async () => {
    const onChange = jest.fn();
    const { user } = renderWithProviders(
      <FileField label="Dekont" rule={FILE_RULES.receipt} onChange={onChange} />,
      { userEventOptions: { applyAccept: false } },
    );
    const input = screen.getByLabelText('Dekont');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await user.upload(input, fakeFile('dekont.docx', 1000));
    expect(screen.getByText(MSG.receipt.fileType)).toBeInTheDocument();
    const png = fakeFile('dekont.png', 1000, 'image/png');
    await user.upload(input, png);
    expect(onChange).toHaveBeenLastCalledWith(png);
    expect(screen.queryByText(MSG.receipt.fileType)).not.toBeInTheDocument();
  });
});
