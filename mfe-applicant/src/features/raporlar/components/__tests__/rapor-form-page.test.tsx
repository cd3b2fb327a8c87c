import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { setOnSessionExpired } from '@portal/api-client';
import { renderScreen } from '@portal/app-kit/testing';
import { jsonResponse, type FetchHandler } from '@portal/api-client/testing';
import { fireEvent, screen, waitFor } from '@portal/ui/testing';
import { heldBack, screenTestApi } from '../../../../lib/testing';
import { RaporFormPage } from '../rapor-form-page';
import { reportSubmitError } from '../report-submit-error';

const api = screenTestApi();
// A 401 ends the session: the client sends the user to /login (not this test's subject).
const redirects: string[] = [];
beforeAll(() => setOnSessionExpired((path) => void redirects.push(path)));
afterAll(() => setOnSessionExpired(null));

function renderAt(id: string, post: FetchHandler = () => jsonResponse(201, { id: 1 })) {
  api.answer((req) => (req.method === 'POST' ? post(req) : jsonResponse(404, {})));
  return renderScreen(<RaporFormPage />, {
    path: '/basvuru/:basvuruId/rapor/yeni',
    route: `/basvuru/${id}/rapor/yeni`,
    otherRoutes: { '/basvuru/:basvuruId/raporlar': <p>Raporlar sayfası</p> },
  });
}

const startInput = () => screen.getByLabelText(/Dönem Başlangıç Tarihi/);
const summaryInput = () => screen.getByRole('textbox', { name: /Rapor Özeti/ });
const submit = () => screen.getByRole('button', { name: 'Raporu Gönder' });
const setStart = (value: string) => fireEvent.change(startInput(), { target: { value } });
const VALID_SUMMARY = 'Nisan ayında prototip tamamlandı.';
const posts = () => api.calls.filter((c) => c.method === 'POST');

describe('/basvuru/:basvuruId/rapor/yeni', () => {
  test('a missing or malformed id: Başvuru ID bulunamadı.', async () => {
    renderAt('abc');
    expect(await screen.findByText('Başvuru ID bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Raporu Gönder' })).not.toBeInTheDocument();
  });

  test('the start date may not be after today (max attribute), the summary counter n/5000', async () => {
    const { user } = renderAt('3');
    // The Turkish date input (gg.aa.yyyy); the schema refuses a start after today (below).
    expect(startInput()).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await user.type(summaryInput(), 'Merhaba');
    expect(screen.getByText('7/5000')).toBeInTheDocument();
  });

  test('empty form: the required messages and Lütfen form hatalarını düzeltin.; nothing sent', async () => {
    const { user } = renderAt('3');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen form hatalarını düzeltin.');
    expect(screen.getByText('Dönem başlangıç tarihi gereklidir')).toBeInTheDocument();
    expect(screen.getByText('Rapor özeti gereklidir')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  test('a 9-character summary and a future start date show the spec messages', async () => {
    const { user } = renderAt('3');
    setStart('2999-01-01');
    await user.type(summaryInput(), '123456789');
    expect(screen.getByText('9/5000')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Dönem başlangıç tarihi bugünden sonra olamaz')).toBeInTheDocument();
    expect(screen.getByText('Rapor özeti en az 10 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen form hatalarını düzeltin.');
    expect(summaryInput()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  test('a summary over 5000 characters', async () => {
    renderAt('3');
    setStart('2025-01-01');
    fireEvent.change(summaryInput(), { target: { value: 'a'.repeat(5001) } });
    expect(screen.getByText('5001/5000')).toBeInTheDocument();
    fireEvent.click(submit());
    expect(await screen.findByText('Rapor özeti 5000 karakterden fazla olamaz')).toBeInTheDocument();
  });

  test('a file of another type is refused with the spec message', async () => {
    renderAt('3');
    fireEvent.change(screen.getByLabelText(/Ek Dosya/), {
      target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Sadece PDF, DOC ve DOCX dosyaları kabul edilir')).toBeInTheDocument();
  });

  test('success: multipart with basvuru_id, start, trimmed summary and file; progress; reports invalidated; back to the reports', async () => {
    const held = heldBack(() => jsonResponse(201, { id: 40 }));
    const { user, location, queryClient } = renderAt('3', held.handler);
    queryClient.setQueryData(['raporlar', { basvuru: 3 }], []);
    setStart('2025-04-01');
    await user.type(summaryInput(), `  ${VALID_SUMMARY}  `);
    await user.upload(screen.getByLabelText(/Ek Dosya/), new File(['%PDF-1.4'], 'rapor.pdf', { type: 'application/pdf' }));
    await user.click(submit());

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    held.release();
    await waitFor(() => expect(location()).toBe('/basvuru/3/raporlar'));
    expect(screen.getByText('Raporlar sayfası')).toBeInTheDocument();
    expect(queryClient.getQueryState(['raporlar', { basvuru: 3 }])?.isInvalidated).toBe(true);

    const [post] = posts();
    expect(post?.path).toBe('/api/raporlar/');
    expect(post?.body).toMatch(/name="basvuru_id"\r\n\r\n3\r\n/);
    expect(post?.body).toMatch(/name="donem_baslangic"\r\n\r\n2025-04-01\r\n/);
    expect(post?.body).toMatch(new RegExp(`name="ozet"\\r\\n\\r\\n${VALID_SUMMARY}\\r\\n`));
    expect(post?.body).toContain('filename="rapor.pdf"');
  });

  test('without a file no ek_dosya is sent', async () => {
    const { user, location } = renderAt('3');
    setStart('2025-04-01');
    await user.type(summaryInput(), VALID_SUMMARY);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/basvuru/3/raporlar'));
    expect(posts()[0]?.body).not.toContain('ek_dosya');
  });

  test('400 field errors go under their fields with Form verilerinde hatalar var. Lütfen düzeltin.', async () => {
    const { user, location } = renderAt('3', () =>
      jsonResponse(400, {
        donem_baslangic: ['Bu dönem için zaten rapor var.'],
        ek_dosya: ['Dosya okunamadı.'],
        non_field_errors: ['Gösterilmez.'],
      }),
    );
    setStart('2025-04-01');
    await user.type(summaryInput(), VALID_SUMMARY);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Form verilerinde hatalar var. Lütfen düzeltin.');
    expect(screen.getByText('Bu dönem için zaten rapor var.')).toBeInTheDocument();
    expect(screen.getByText('Dosya okunamadı.')).toBeInTheDocument();
    expect(screen.queryByText('Gösterilmez.')).not.toBeInTheDocument();
    expect(location()).toBe('/basvuru/3/rapor/yeni');
  });

  test.each<[string, () => Response | Promise<Response>, string]>([
    ['400 non_field_errors', () => jsonResponse(400, { non_field_errors: ['Başvuru onaylı değil.', 'Tekrar deneyin.'] }), 'Başvuru onaylı değil. Tekrar deneyin.'],
    ['400 without fields', () => jsonResponse(400, { basvuru_id: ['Geçersiz.'] }), 'Form verilerinde hata var. Lütfen tüm alanları kontrol edin.'],
    ['401', () => jsonResponse(401, { detail: 'Token geçersiz.' }), 'Oturum süresi doldu. Lütfen yeniden giriş yapın.'],
    ['403', () => jsonResponse(403, { detail: 'Mentorlar rapor oluşturamaz.' }), 'Bu işlem için yetkiniz bulunmamaktadır.'],
    ['404', () => jsonResponse(404, { detail: 'Bulunamadı.' }), 'Başvuru bulunamadı.'],
    ['500', () => jsonResponse(500, {}), 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.'],
    ['413 with detail', () => jsonResponse(413, { detail: 'Dosya çok büyük.' }), 'Hata (413): Dosya çok büyük.'],
    ['502 without detail', () => new Response('<html>502</html>', { status: 502 }), 'Hata (502): Bilinmeyen hata'],
    [
      'network',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'İnternet bağlantınızı kontrol edip tekrar deneyin.',
    ],
  ])('%s -> the catalogue message', async (_name, answer, message) => {
    const { user, location } = renderAt('3', answer);
    setStart('2025-04-01');
    await user.type(summaryInput(), VALID_SUMMARY);
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(location()).toBe('/basvuru/3/rapor/yeni');
  });

  test('an error that is neither an HTTP answer nor a lost connection: the unexpected-error message', async () => {
    expect(await reportSubmitError(new Error('boom'))).toEqual({
      alert: 'Rapor oluşturulurken beklenmeyen bir hata oluştu.',
      fieldErrors: {},
    });
    expect((await reportSubmitError(new TypeError('Failed to fetch'))).alert).toBe('İnternet bağlantınızı kontrol edip tekrar deneyin.');
  });
});
