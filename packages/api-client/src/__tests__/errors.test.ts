import { describe, expect, test } from '@jest/globals';
import { HTTPError } from 'ky';
import { extractErrorText, extractFieldErrors, getErrorStatus, isNetworkError, readErrorBody } from '../index';

const FALLBACK = 'Başvuru gönderilirken bir hata oluştu.';

function httpError(status: number, body: unknown, attach = true): HTTPError {
  const request = new Request('http://portal.test/api/basvurular/', { method: 'POST' });
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  const error = new HTTPError(response, request, {} as never);
  return attach ? Object.assign(error, { status, body }) : error;
}

describe('extractErrorText: detail -> non_field_errors -> field messages -> string body -> message -> fallback', () => {
  test.each<[string, unknown, string]>([
    ['detail wins over everything', { detail: 'Çağrı kapalı.', non_field_errors: ['x'], aciklama: ['y'] }, 'Çağrı kapalı.'],
    ['non_field_errors joined by a space', { non_field_errors: ['Birinci.', 'İkinci.'], aciklama: ['y'] }, 'Birinci. İkinci.'],
    ['other fields joined by a space', { proje_basligi: ['Bu alan boş olamaz.'], aciklama: ['Çok kısa.', 'Geçersiz.'] }, 'Bu alan boş olamaz. Çok kısa. Geçersiz.'],
    ['field messages given as plain strings', { ek_dosya: 'Dosya çok büyük.' }, 'Dosya çok büyük.'],
    ['nested serializer errors', { profile: { telefon: ['Geçersiz telefon.'] } }, 'Geçersiz telefon.'],
    ['a top-level list of messages', ['Kayıt bulunamadı.'], 'Kayıt bulunamadı.'],
    ['plain-string body', 'Sunucu meşgul', 'Sunucu meşgul'],
    ['empty detail falls through to fields', { detail: '', cagri: ['Geçersiz çağrı.'] }, 'Geçersiz çağrı.'],
    ['an HTML error page is not shown', '<html><body>502</body></html>', FALLBACK],
    ['empty object', {}, FALLBACK],
    ['null body', null, FALLBACK],
    ['undefined', undefined, FALLBACK],
    ['a number', 42, FALLBACK],
  ])('body: %s', (_name, body, expected) => {
    expect(extractErrorText(body, FALLBACK)).toBe(expected);
  });

  test.each<[string, unknown, string]>([
    ['ApiError with detail', httpError(400, { detail: 'Yetkiniz yok.' }), 'Yetkiniz yok.'],
    ['ApiError with non_field_errors', httpError(400, { non_field_errors: ['A', 'B'] }), 'A B'],
    ['ApiError with field errors', httpError(400, { aciklama: ['Zorunlu.'] }), 'Zorunlu.'],
    ['ApiError with a string body', httpError(500, 'Hata oluştu'), 'Hata oluştu'],
    ['ApiError with an empty body: the English transport message is skipped', httpError(500, null), FALLBACK],
    ['plain Error: its message', new Error('Bağlantı koptu'), 'Bağlantı koptu'],
    ['Error with an empty message', new Error(''), FALLBACK],
    ['Error carrying a body', Object.assign(new Error('x'), { body: { detail: 'Detay' } }), 'Detay'],
  ])('error: %s', (_name, error, expected) => {
    expect(extractErrorText(error, FALLBACK)).toBe(expected);
  });
});

describe('extractFieldErrors', () => {
  test('first message per field, without detail and non_field_errors', () => {
    expect(
      extractFieldErrors({
        detail: 'd',
        non_field_errors: ['n'],
        proje_basligi: ['Bu alan boş olamaz.', 'İkinci'],
        ek_dosya: 'Dosya çok büyük.',
        empty: [],
      }),
    ).toEqual({ proje_basligi: 'Bu alan boş olamaz.', ek_dosya: 'Dosya çok büyük.' });
  });

  test('reads the body of an ApiError; non-object bodies give no field errors', () => {
    expect(extractFieldErrors(httpError(400, { email: ['Geçersiz.'] }))).toEqual({ email: 'Geçersiz.' });
    expect(extractFieldErrors('text')).toEqual({});
    expect(extractFieldErrors(null)).toEqual({});
    expect(extractFieldErrors(['a'])).toEqual({});
  });
});

describe('status and body helpers', () => {
  test('getErrorStatus and readErrorBody (also for an HTTPError that skipped the hooks)', async () => {
    const raw = httpError(404, { detail: 'Bulunamadı.' }, false);
    expect(getErrorStatus(raw)).toBe(404);
    expect(getErrorStatus(new Error('x'))).toBeNull();
    await expect(readErrorBody(raw)).resolves.toEqual({ detail: 'Bulunamadı.' });
    await expect(readErrorBody(new Error('x'))).resolves.toBeUndefined();
  });

  test('isNetworkError: fetch TypeError', () => {
    expect(isNetworkError(new TypeError('fetch failed'))).toBe(true);
    expect(isNetworkError(new Error('x'))).toBe(false);
  });
});
