import { expect, test } from '@jest/globals';
import { toFormData } from '../index';

test('skips null and undefined, sends numbers as text, appends files', async () => {
  const file = new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' });
  const form = toFormData({
    cagri: 7,
    proje_basligi: 'Akıllı Tarım',
    aciklama: '',
    ek_dosya: file,
    sirket_id: null,
    notlar: undefined,
    aktif: true,
  });

  expect([...form.keys()]).toEqual(['cagri', 'proje_basligi', 'aciklama', 'ek_dosya', 'aktif']);
  expect(form.get('cagri')).toBe('7');
  expect(form.get('proje_basligi')).toBe('Akıllı Tarım');
  expect(form.get('aciklama')).toBe('');
  expect(form.get('aktif')).toBe('true');
  const sent = form.get('ek_dosya');
  expect(sent).toBeInstanceOf(File);
  expect((sent as File).name).toBe('plan.pdf');
  expect(await (sent as File).text()).toBe('%PDF-1.4');
});

test('a Blob without a name is still a file; arrays repeat the key; dates as ISO text', () => {
  const form = toFormData({
    dekont_dosyasi: new Blob(['x'], { type: 'image/png' }),
    etiket: ['a', 'b', null],
    odeme_tarihi: new Date('2025-01-02T03:04:05.000Z'),
  });
  expect(form.get('dekont_dosyasi')).toBeInstanceOf(Blob);
  expect(form.getAll('etiket')).toEqual(['a', 'b']);
  expect(form.get('odeme_tarihi')).toBe('2025-01-02T03:04:05.000Z');
});
