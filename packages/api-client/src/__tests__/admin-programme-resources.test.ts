// The receipts, users, companies and dashboard resources: the one place their URLs are written.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { adminDashboardApi, adminDekontlarApi, adminKullanicilarApi, adminSirketlerApi, configureApiClient, dekontlarApi, setTokenStorage } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

let fetchStub: FetchStub | undefined;

beforeEach(() => {
  setTokenStorage(new MemoryStorage());
  configureApiClient({ baseUrl: 'http://portal.test/api' });
});
afterEach(() => fetchStub?.restore());

const calls = () => fetchStub!.calls.map((c) => [c.method, c.path + (c.url.includes('?') ? c.url.slice(c.url.indexOf('?')) : ''), c.body]);

test('receipts: the owner lists, uploads multipart, reads coverage; staff list, decide, delete', async () => {
  fetchStub = stubFetch((req) => (req.method === 'DELETE' ? jsonResponse(204, null) : jsonResponse(req.method === 'POST' ? 201 : 200, [])));
  await dekontlarApi.list();
  await dekontlarApi.create({ odeme_tarihi: '2025-03-05', dekont_dosyasi: new Blob(['%PDF-1.4'], { type: 'application/pdf' }) });
  await dekontlarApi.coverage(6);
  await adminDekontlarApi.list({ durum: 'YUKLENDI', sirket: 3, search: '' });
  await adminDekontlarApi.updateStatus(7, 'ONAYLANDI');
  await adminDekontlarApi.remove(7);
  await adminDekontlarApi.coverage();
  await adminDekontlarApi.coverage({ page: 2, search: 'ğ' });
  const seen = calls();
  expect(seen.map(([m, p]) => [m, p])).toEqual([
    ['GET', '/api/dekontlar/'],
    ['POST', '/api/dekontlar/'],
    ['GET', '/api/dekontlar/coverage/?months=6'],
    ['GET', '/api/admin/dekontlar/?durum=YUKLENDI&sirket=3'],
    ['PATCH', '/api/admin/dekontlar/7/update_status/'],
    ['DELETE', '/api/admin/dekontlar/7/'],
    ['GET', '/api/admin/dekontlar/coverage/'],
    ['GET', '/api/admin/dekontlar/coverage/?page=2&search=%C4%9F'],
  ]);
  const upload = seen[1]![2] as string;
  expect(upload).toContain('name="odeme_tarihi"');
  expect(upload).toContain('name="dekont_dosyasi"');
  expect(upload).not.toContain('name="aciklama"');
  expect(seen[4]![2]).toBe('{"durum":"ONAYLANDI"}');
});

test('users, companies and the dashboard', async () => {
  fetchStub = stubFetch((req) => (req.method === 'DELETE' ? jsonResponse(204, null) : jsonResponse(200, {})));
  await adminKullanicilarApi.list({ role: 'mentor' });
  await adminKullanicilarApi.create({ username: 'u', email: 'u@example.test', password: 'Sifre.123' });
  await adminKullanicilarApi.update(4, { username: 'u', email: 'u@example.test' });
  await adminKullanicilarApi.remove(4);
  await adminKullanicilarApi.setActive(4, false);
  await adminKullanicilarApi.assignToCompany(4, { company_id: 2 });
  await adminKullanicilarApi.assignAsMentor(4, { unvan: 'Dr.', uzmanlik: 'AI', aktif: true });
  await adminSirketlerApi.list({ aktif: true });
  await adminSirketlerApi.get(2);
  await adminSirketlerApi.create({ adi: 'Yeni', aktif: true });
  await adminSirketlerApi.update(2, { adi: 'Yeni', aktif: false });
  await adminSirketlerApi.remove(2);
  await adminDashboardApi.overview();
  await adminDashboardApi.recentActivities();
  expect(calls()).toEqual([
    ['GET', '/api/admin/users/?role=mentor', ''],
    ['POST', '/api/admin/users/create_user/', '{"username":"u","email":"u@example.test","password":"Sifre.123"}'],
    ['PUT', '/api/admin/users/4/', '{"username":"u","email":"u@example.test"}'],
    ['DELETE', '/api/admin/users/4/', ''],
    ['POST', '/api/admin/users/4/set_active/', '{"is_active":false}'],
    ['POST', '/api/admin/users/4/assign_to_company/', '{"company_id":2}'],
    ['POST', '/api/admin/users/4/assign_as_mentor/', '{"unvan":"Dr.","uzmanlik":"AI","aktif":true}'],
    ['GET', '/api/admin/sirketler/?aktif=true', ''],
    ['GET', '/api/admin/sirketler/2/', ''],
    ['POST', '/api/admin/sirketler/', '{"adi":"Yeni","aktif":true}'],
    ['PUT', '/api/admin/sirketler/2/', '{"adi":"Yeni","aktif":false}'],
    ['DELETE', '/api/admin/sirketler/2/', ''],
    ['GET', '/api/admin/dashboard/overview/', ''],
    ['GET', '/api/admin/dashboard/recent_activities/', ''],
  ]);
});
