import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { basvurularApi, configureApiClient, raporlarApi, setTokenStorage } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

let fetchStub: FetchStub | undefined;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('access_token', 'A');
  setTokenStorage(storage);
  configureApiClient({ baseUrl: 'http://portal.test/api' });
});
afterEach(() => fetchStub?.restore());

test('drafts: an application edited (multipart), sent and withdrawn; a report completed and sent', async () => {
  fetchStub = stubFetch(() => jsonResponse(200, { id: 3 }));
  await basvurularApi.updateDraft(3, { proje_basligi: 'Başlık', aciklama: 'Açıklama', ek_dosya_sil: true });
  await basvurularApi.submitDraft(3);
  await basvurularApi.withdraw(3);
  await raporlarApi.updateDraft(21, { donem_baslangic: '2025-01-01', ozet: 'Tamamlanan rapor özeti.' });
  await raporlarApi.submitDraft(21);
  expect(fetchStub.calls.map((c) => [c.method, c.path, c.authorization])).toEqual([
    ['PATCH', '/api/basvurular/3/', 'Bearer A'],
    ['POST', '/api/basvurular/3/gonder/', 'Bearer A'],
    ['POST', '/api/basvurular/3/geri-cek/', 'Bearer A'],
    ['PATCH', '/api/raporlar/21/', 'Bearer A'],
    ['POST', '/api/raporlar/21/gonder/', 'Bearer A'],
  ]);
  const [edit, , , report] = fetchStub.calls;
  for (const part of ['name="proje_basligi"', 'Başlık', 'name="aciklama"', 'name="ek_dosya_sil"', 'true']) expect(edit!.body).toContain(part);
  expect(edit!.body).not.toContain('name="ek_dosya"');
  for (const part of ['name="donem_baslangic"', '2025-01-01', 'name="ozet"']) expect(report!.body).toContain(part);
  expect(report!.body).not.toContain('ek_dosya_sil');
});
