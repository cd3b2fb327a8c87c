// The permission matrix (DESIGN.md section 5): one table, endpoint x actor -> expected status,
// run over every API route. It fails on any unexpected status (so on any unexpected 2xx), on any
// foreign id in a list, and on any registered route that has no row here: a new route adds its
// rows or this test goes red.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { applications, callForms, calls } from '../../db/schema';
import { ZFormTanimi } from '@portal/domain';
import { reservations, resources } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { reports } from '../../db/schema';
import { applicationMessages, assignments, companies, companyMembers, evaluations, mentors, notifications, receipts, securityEvents, storedFiles, users } from '../../db/schema';
import { fieldParts, multipart, samplePdf, type Part } from '../../testing/multipart';
import type { TestContext } from '../../testing/test-app';
import { ACTORS, hiddenExcept, insertTestFile, readableBy, type Actor, type SignedInActor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

type Expect = Record<Actor, number>;

interface Row {
  /** "METHOD /api/path/:param/" exactly as registered. */
  route: string;
  url?: (w: World) => string;
  body?: (w: World, actor: Actor) => unknown;
  /** A multipart body instead of JSON. */
  multipart?: (w: World, actor: Actor) => Part[];
  expect: Expect;
  /** For lists: ids an actor must never see (by actor); checked on 2xx answers. */
  foreignIds?: (w: World, actor: Actor, json: unknown) => { seen: number[]; forbidden: number[] };
}

/** Same status for every actor. */
const all = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;
/** `status` for signed-in actors, 401 for anonymous. */
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
/** Staff-only routes: `status` for staff, 403 for every other signed-in actor, 401 for anonymous. */
const staffOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, staff: status });

/** Objects the deleting rows may remove (created in beforeAll, beside the world). */
const spare = { call: 0, application: 0 };

/** A call with an application form and A's application answering it (created in beforeAll). */
const forms = { call: 0, applicationA: 0 };
const formDefinition = () => ({
  bolumler: [{ baslik: 'Ek Sorular', alanlar: [{ anahtar: 'ekip', tur: 'sayi', etiket: 'Ekip büyüklüğü', min: 1, max: 50 }] }],
});

/** A's drafts and sent applications for the draft rows (created in beforeAll). */
const drafts = { edit: 0, send: 0, withdraw: 0, decided: 0, reportEdit: 0, reportSend: 0 };

/** Resources and reservations beside the world (created in beforeAll). */
const booking = {
  applicationB: 0,
  resource: 0,
  resourceToDelete: 0,
  reservationA: 0,
  reservationB: 0,
  reservationToDelete: 0,
  reservationForStatus: 0,
  /** A's waiting and A's approved reservation for the cancel rows. */
  reservationToCancel: 0,
  reservationApprovedA: 0,
};
/** A future day (Istanbul), a week ahead; slots on the 30-minute grid. */
const bookingDay = DateTime.now().setZone('Europe/Istanbul').plus({ days: 7 }).startOf('day');
const slot = (hour: number) => bookingDay.set({ hour }).toISO()!;
const bookingBody = (w: World, actor: Actor) => ({
  kaynak: booking.resource,
  // B's world application changes status in the admin rows; B books with an approved one of its own.
  basvuru: actor === 'applicantB' ? booking.applicationB : w.applicationA,
  baslangic: slot(10),
  bitis: slot(11),
  aciklama: 'Matris toplantısı',
});

/** GET rezervasyonlar/: every item is the caller's own, and no other world reservation appears. */
const ownReservationsOnly = (w: World, actor: Actor, json: unknown) => {
  const items = json as { id: number; olusturan: { id: number } }[];
  const me = actor === 'anonymous' ? -1 : w.userIds[actor as SignedInActor];
  const foreign = [
    [booking.reservationA, 'applicantA'],
    [booking.reservationB, 'applicantB'],
    [booking.reservationForStatus, 'applicantB'],
  ].flatMap(([id, owner]) => (owner === actor ? [] : [id as number]));
  return { seen: items.map((r) => r.id), forbidden: [...foreign, ...items.filter((r) => r.olusturan.id !== me).map((r) => r.id)] };
};

/** Availability: only {baslangic, bitis, durum}; an item with any other key (an id, a name) counts as -1. */
const availabilityOnly = (_w: World, _actor: Actor, json: unknown) => {
  const items = json as Record<string, unknown>[];
  const extra = items.filter((i) => Object.keys(i).sort().join(',') !== 'baslangic,bitis,durum');
  return { seen: [...items.map(() => 0), ...extra.map(() => -1)], forbidden: [-1] };
};

/** Reports for the report rows (created in beforeAll): A's, the employee's, the owner's own, one to delete. */
const rep = { a: 0, employee: 0, owner: 0, spare: 0, employeePersonal: 0 };

/** A report list (plain array or admin page) holds none of `forbidden`. */
const reportsExcept = (forbidden: (w: World) => number[]) => (w: World, _actor: Actor, json: unknown) => {
  const items = (Array.isArray(json) ? json : (json as { results: { id: number }[] }).results) as { id: number }[];
  return { seen: items.map((r) => r.id), forbidden: forbidden(w) };
};

const reportForm = (basvuru: (w: World) => number) => (w: World) => [
  ...fieldParts({ basvuru_id: basvuru(w), donem_baslangic: '2025-01-15', ozet: 'Matris raporu: bu ay yapılanlar.' }),
  { name: 'ek_dosya', filename: 'r.pdf', data: samplePdf() },
];

/** Applications of the world that are not the actor's own. */
const foreignApplications = (w: World, actor: Actor) =>
  [
    [w.applicationA, 'applicantA'],
    [w.applicationB, 'applicantB'],
    [w.applicationEmployee, null],
  ].flatMap(([id, owner]) => (owner === actor ? [] : [id as number]));

/** GET basvurular/: every item is the caller's own (basvuran.id), and no foreign world id appears. */
const ownApplicationsOnly = (w: World, actor: Actor, json: unknown) => {
  const items = json as { id: number; basvuran: { id: number } }[];
  const me = actor === 'anonymous' ? -1 : w.userIds[actor as SignedInActor];
  return {
    seen: items.map((a) => a.id),
    forbidden: [...foreignApplications(w, actor), ...items.filter((a) => a.basvuran.id !== me).map((a) => a.id)],
  };
};

/** Receipts, companies and users beside the world for the receipt, company and user rows (beforeAll). */
const i11 = { receiptA: 0, receiptB: 0, receiptForStatus: 0, receiptToDelete: 0, receiptToWithdraw: 0, receiptToReplace: 0, receiptDecided: 0, companyToEdit: 0, companyToDelete: 0, userToEdit: 0, userToDelete: 0, userToAnonymise: 0, userInvited: 0 };

/** Owner-only routes: the owners of a company answer `status`; other signed-in users 403. */
const ownersOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, owner: status, otherOwner: status });

/** A receipt list (array or page) holds no receipt of another company than the owner's. */
const ownCompanyReceipts = (w: World, actor: Actor, json: unknown) => {
  const items = (Array.isArray(json) ? json : (json as { results: unknown[] }).results) as { id: number; sirket_id: number }[];
  const mine = actor === 'owner' ? w.companyA : actor === 'otherOwner' ? w.companyB : -1;
  const foreign = actor === 'owner' ? [i11.receiptB] : actor === 'otherOwner' ? [i11.receiptA, i11.receiptForStatus] : [];
  return { seen: items.map((r) => r.id), forbidden: [...foreign, ...items.filter((r) => r.sirket_id !== mine).map((r) => r.id)] };
};

/** The owner's coverage grid has exactly their own company's row (-1 stands for any other). */
const ownCoverageRow = (w: World, actor: Actor, json: unknown) => {
  const mine = actor === 'owner' ? w.companyA : w.companyB;
  const ids = (json as { satirlar: { sirket: { id: number } }[] }).satirlar.map((r) => (r.sirket.id === mine ? r.sirket.id : -1));
  return { seen: ids.length === 1 ? ids : [-1], forbidden: [-1] };
};

const receiptForm = (w: World, actor: Actor): Part[] => [
  ...fieldParts({ odeme_tarihi: '2025-01-05', aciklama: `Matris dekontu ${actor}` }),
  { name: 'dekont_dosyasi', filename: 'd.pdf', data: samplePdf(200) },
];

/** One security event of each actor (made in beforeAll): a list shows only the caller's own. */
const events = {} as Record<SignedInActor, number>;
const ownEventsOnly = (_w: World, actor: Actor, json: unknown) => {
  const items = (json as { results: { id: number }[] }).results;
  return { seen: items.map((e) => e.id), forbidden: Object.entries(events).flatMap(([owner, id]) => (owner === actor ? [] : [id])) };
};

const userForm = (username: string) => () => ({ username, email: `${username}@example.test`, first_name: 'Matris', last_name: 'Kullanıcı' });

/** PATCH update_status of one object in an admin area: staff only, the status in the body. */
const statusChangeByStaff = (area: string, id: (w: World) => number, durum: string): Row => ({
  route: `PATCH /api/admin/${area}/:id/update_status/`,
  url: (w) => `/api/admin/${area}/${id(w)}/update_status/`,
  // A rejection carries its reason (else 400 for everyone allowed in).
  body: () => ({ durum, ...(durum === 'RED' ? { not: 'Matris gerekçesi.' } : {}) }),
  expect: staffOnly(200),
});

const validCall = () => ({ baslik: 'Matris Çağrısı', aciklama: 'x', baslangic: '2025-01-01', bitis: '2099-12-31', aktif: true });

const rows: Row[] = [
  { route: 'GET /api/health/', expect: all(200) },
  { route: 'GET /api/health/live/', expect: all(200) },
  { route: 'GET /api/health/ready/', expect: all(200) },
  // Auth: anonymous by design; the credentials in the body decide.
  { route: 'POST /api/token/', body: () => ({ username: 'applicant_a', password: 'wrong-password' }), expect: all(401) },
  { route: 'POST /api/token/refresh/', body: () => ({ refresh: 'not-a-token' }), expect: all(401) },
  { route: 'POST /api/auth/logout/', body: () => ({ refresh: 'not-a-token' }), expect: all(401) },
  // A forgotten password: anyone; the same answer for every address, and a token only the e-mail holds.
  { route: 'POST /api/auth/password-reset/', body: () => ({ email: 'applicant_a@example.test' }), expect: all(200) },
  { route: 'POST /api/auth/password-reset/confirm/', body: () => ({ token: 'not-a-token', new_password: 'Yeni-Sifre2!' }), expect: all(400) },
  // Two-factor sign-in: the second step is anonymous (the signed challenge is the proof); the
  // settings are everyone's own (a wrong password or code is a 400 whoever asks).
  { route: 'POST /api/token/2fa/', body: () => ({ challenge: 'not-a-token', code: '123456' }), expect: all(401) },
  { route: 'GET /api/auth/2fa/', expect: signedIn(200) },
  { route: 'POST /api/auth/2fa/totp/setup/', expect: signedIn(200) },
  { route: 'POST /api/auth/2fa/totp/confirm/', body: () => ({ code: 'abc' }), expect: signedIn(400) },
  { route: 'POST /api/auth/2fa/recovery-codes/', body: () => ({ password: 'wrong-password', code: '123456' }), expect: signedIn(400) },
  { route: 'POST /api/auth/2fa/disable/', body: () => ({ password: 'wrong-password', code: '123456' }), expect: signedIn(400) },
  // Passkeys: this portal's address (an IP address in tests) allows none, so adding one is a 400;
  // a passkey is removed only by its owner (404 for anyone else's).
  { route: 'POST /api/token/2fa/passkey/options/', body: () => ({ challenge: 'not-a-token' }), expect: all(401) },
  { route: 'POST /api/auth/2fa/passkeys/options/', expect: signedIn(400) },
  {
    route: 'POST /api/auth/2fa/passkeys/',
    body: () => ({ state: 'x', ad: 'Anahtar', response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'x' } } }),
    expect: signedIn(400),
  },
  { route: 'DELETE /api/auth/2fa/passkeys/:id/', url: () => '/api/auth/2fa/passkeys/999999/', expect: signedIn(404) },
  // Profile: everyone signed in has their own.
  { route: 'GET /api/profile/', expect: signedIn(200) },
  { route: 'PATCH /api/profile/', body: () => ({ telefon: '+90 555 000 00 00' }), expect: signedIn(200) },
  // Files: the signed URL is the permission; without one nobody gets the bytes.
  { route: 'GET /api/files/:id/', url: () => '/api/files/1/', expect: all(403) },
  // Calls: every signed-in user reads them.
  { route: 'GET /api/cagrilar/', expect: signedIn(200) },
  { route: 'GET /api/cagrilar/:id/', url: (w) => `/api/cagrilar/${w.callId}/`, expect: signedIn(200) },
  // Applications: anyone signed in applies to an open call; lists hold only the caller's own.
  {
    route: 'POST /api/basvurular/',
    multipart: (w) => [
      ...fieldParts({ cagri: w.callId, proje_basligi: 'Matris', aciklama: 'Matris başvurusu' }),
      { name: 'ek_dosya', filename: 'a.pdf', data: samplePdf() },
    ],
    expect: signedIn(201),
  },
  { route: 'GET /api/basvurular/', expect: signedIn(200), foreignIds: ownApplicationsOnly },
  {
    route: 'GET /api/basvurular/:id/',
    url: (w) => `/api/basvurular/${w.applicationA}/`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
  },
  {
    route: 'GET /api/basvurular/:id/',
    url: (w) => `/api/basvurular/${w.applicationB}/`,
    expect: readableBy('applicantB', 'staff'),
  },
  // Answers to a call's form: the applicant's own, and staff (applicantA's application on the form call).
  {
    route: 'GET /api/basvurular/:id/',
    url: () => `/api/basvurular/${forms.applicationA}/`,
    expect: readableBy('applicantA', 'staff'),
  },
  // A call's application form: staff only read and save it.
  { route: 'GET /api/admin/cagrilar/:id/form/', url: () => `/api/admin/cagrilar/${forms.call}/form/`, expect: staffOnly(200) },
  { route: 'PUT /api/admin/cagrilar/:id/form/', url: () => `/api/admin/cagrilar/${forms.call}/form/`, body: formDefinition, expect: staffOnly(200) },
  { route: 'GET /api/admin/cagrilar/:id/form/', url: () => '/api/admin/cagrilar/999999/form/', expect: staffOnly(404) },
  // A company: its members and staff (owner_a owns A Teknoloji; the employee has no token here).
  { route: 'GET /api/sirketler/:id/', url: (w) => `/api/sirketler/${w.companyA}/`, expect: readableBy('owner', 'staff') },
  { route: 'GET /api/sirketler/:id/', url: (w) => `/api/sirketler/${w.companyB}/`, expect: readableBy('otherOwner', 'staff') },
  // Admin calls and applications: staff only.
  { route: 'GET /api/admin/cagrilar/', expect: staffOnly(200) },
  { route: 'POST /api/admin/cagrilar/', body: validCall, expect: staffOnly(201) },
  { route: 'PUT /api/admin/cagrilar/:id/', url: () => `/api/admin/cagrilar/${spare.call}/`, body: validCall, expect: staffOnly(200) },
  { route: 'DELETE /api/admin/cagrilar/:id/', url: () => `/api/admin/cagrilar/${spare.call}/`, expect: staffOnly(204) },
  // A call with applications is not deleted (RESTRICT): 409 even for staff.
  { route: 'DELETE /api/admin/cagrilar/:id/', url: (w) => `/api/admin/cagrilar/${w.callId}/`, expect: staffOnly(409) },
  { route: 'GET /api/admin/basvurular/', expect: staffOnly(200) },
  statusChangeByStaff('basvurular', (w) => w.applicationB, 'INCELEME'),
  { route: 'DELETE /api/admin/basvurular/:id/', url: () => `/api/admin/basvurular/${spare.application}/`, expect: staffOnly(204) },
  // Reports: an application's applicant, its active mentors and staff read them; only the applicant
  // files (readers who may not file: 403; everyone else 404).
  {
    route: 'GET /api/raporlar/',
    url: (w) => `/api/raporlar/?basvuru=${w.applicationA}`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
    foreignIds: reportsExcept(() => [rep.employee, rep.owner]),
  },
  {
    route: 'GET /api/raporlar/',
    url: (w) => `/api/raporlar/?basvuru=${w.applicationEmployee}`,
    expect: readableBy('staff'),
    foreignIds: reportsExcept(() => [rep.a, rep.owner]),
  },
  {
    route: 'POST /api/raporlar/',
    multipart: reportForm((w) => w.applicationA),
    expect: hiddenExcept({ applicantA: 201, assignedMentor: 403, staff: 403 }),
  },
  {
    route: 'POST /api/raporlar/',
    multipart: reportForm((w) => w.applicationB),
    expect: hiddenExcept({ applicantB: 201, staff: 403 }),
  },
  // Employee reports: policy owner (403 for non-owners), then only that company's owner (else 404);
  // the employee's reports, never the owner's own or another applicant's.
  {
    route: 'GET /api/sirketler/:id/calisan-raporlari/',
    url: (w) => `/api/sirketler/${w.companyA}/calisan-raporlari/`,
    expect: { ...all(403), anonymous: 401, owner: 200, otherOwner: 404 },
    // The employee's report on a personal application (no company) is not the owner's business.
    foreignIds: reportsExcept(() => [rep.a, rep.owner, rep.spare, rep.employeePersonal]),
  },
  {
    route: 'GET /api/sirketler/:id/calisan-raporlari/',
    url: (w) => `/api/sirketler/${w.companyB}/calisan-raporlari/`,
    expect: { ...all(403), anonymous: 401, owner: 404, otherOwner: 200 },
    foreignIds: reportsExcept(() => [rep.a, rep.owner, rep.employee, rep.spare, rep.employeePersonal]),
  },
  // Admin reports: staff only.
  { route: 'GET /api/admin/raporlar/', expect: staffOnly(200) },
  statusChangeByStaff('raporlar', () => rep.a, 'ONAY'),
  { route: 'DELETE /api/admin/raporlar/:id/', url: () => `/api/admin/raporlar/${rep.spare}/`, expect: staffOnly(204) },
  // Drafts (drafts.test.ts): only the applicant edits, sends and withdraws their own; everyone else
  // 404 (staff decide in the admin area); a decided application is not withdrawn (409).
  {
    route: 'PATCH /api/basvurular/:id/',
    url: () => `/api/basvurular/${drafts.edit}/`,
    multipart: () => [...fieldParts({ proje_basligi: 'Matris Taslağı', aciklama: 'Düzenlendi' }), { name: 'ek_dosya', filename: 't.pdf', data: samplePdf() }],
    expect: readableBy('applicantA'),
  },
  { route: 'POST /api/basvurular/:id/gonder/', url: () => `/api/basvurular/${drafts.send}/gonder/`, expect: readableBy('applicantA') },
  { route: 'POST /api/basvurular/:id/geri-cek/', url: () => `/api/basvurular/${drafts.withdraw}/geri-cek/`, expect: readableBy('applicantA') },
  { route: 'POST /api/basvurular/:id/geri-cek/', url: () => `/api/basvurular/${drafts.decided}/geri-cek/`, expect: hiddenExcept({ applicantA: 409 }) },
  {
    route: 'PATCH /api/raporlar/:id/',
    url: () => `/api/raporlar/${drafts.reportEdit}/`,
    multipart: () => fieldParts({ donem_baslangic: '2025-01-01', ozet: 'Matris taslak raporu tamamlandı.' }),
    expect: readableBy('applicantA'),
  },
  { route: 'POST /api/raporlar/:id/gonder/', url: () => `/api/raporlar/${drafts.reportSend}/gonder/`, expect: readableBy('applicantA') },
  // Resources: every signed-in user reads them.
  { route: 'GET /api/kaynaklar/', expect: signedIn(200) },
  { route: 'GET /api/kaynaklar/:id/', url: () => `/api/kaynaklar/${booking.resource}/`, expect: signedIn(200) },
  // Reservations: own list; availability for everyone signed in, without ids or names; by id the
  // booker and staff; booking only with an own approved application (others have none: 400).
  { route: 'GET /api/rezervasyonlar/', expect: signedIn(200), foreignIds: ownReservationsOnly },
  {
    route: 'GET /api/rezervasyonlar/',
    url: () => `/api/rezervasyonlar/?kaynak=${booking.resource}&month=${bookingDay.month}&year=${bookingDay.year}`,
    expect: signedIn(200),
    foreignIds: availabilityOnly,
  },
  {
    route: 'GET /api/rezervasyonlar/',
    url: () => `/api/rezervasyonlar/?kaynak=${booking.resource}&month=${bookingDay.month}&year=${bookingDay.year}&date=${bookingDay.toISODate()}`,
    expect: signedIn(200),
    foreignIds: availabilityOnly,
  },
  {
    route: 'GET /api/rezervasyonlar/:id/',
    url: () => `/api/rezervasyonlar/${booking.reservationA}/`,
    expect: readableBy('applicantA', 'staff'),
  },
  {
    route: 'GET /api/rezervasyonlar/:id/',
    url: () => `/api/rezervasyonlar/${booking.reservationB}/`,
    expect: readableBy('applicantB', 'staff'),
  },
  { route: 'POST /api/rezervasyonlar/', body: bookingBody, expect: { ...all(400), anonymous: 401, applicantA: 201, applicantB: 201 } },
  {
    route: 'PATCH /api/rezervasyonlar/:id/',
    url: () => `/api/rezervasyonlar/${booking.reservationA}/`,
    body: (w) => ({ ...bookingBody(w, 'applicantA'), baslangic: slot(14), bitis: slot(15) }),
    expect: readableBy('applicantA'),
  },
  {
    route: 'PATCH /api/rezervasyonlar/:id/',
    url: () => `/api/rezervasyonlar/${booking.reservationB}/`,
    body: (w) => ({ ...bookingBody(w, 'applicantB'), baslangic: slot(15), bitis: slot(16) }),
    expect: readableBy('applicantB'),
  },
  // Cancel (IPTAL): only the booker, only while BEKLEME; everyone else 404 (staff use update_status).
  {
    route: 'POST /api/rezervasyonlar/:id/iptal/',
    url: () => `/api/rezervasyonlar/${booking.reservationToCancel}/iptal/`,
    expect: readableBy('applicantA'),
  },
  {
    route: 'POST /api/rezervasyonlar/:id/iptal/',
    url: () => `/api/rezervasyonlar/${booking.reservationApprovedA}/iptal/`,
    expect: hiddenExcept({ applicantA: 403 }),
  },
  // Admin resources and reservations: staff only.
  { route: 'GET /api/admin/kaynaklar/', expect: staffOnly(200) },
  { route: 'POST /api/admin/kaynaklar/', body: () => ({ ad: 'Matris Odası', kapasite: 4, aktif: true }), expect: staffOnly(201) },
  {
    route: 'PUT /api/admin/kaynaklar/:id/',
    url: () => `/api/admin/kaynaklar/${booking.resource}/`,
    body: () => ({ ad: 'Toplantı Odası 1', kapasite: 6, aktif: true }),
    expect: staffOnly(200),
  },
  { route: 'DELETE /api/admin/kaynaklar/:id/', url: () => `/api/admin/kaynaklar/${booking.resourceToDelete}/`, expect: staffOnly(204) },
  { route: 'GET /api/admin/rezervasyonlar/', expect: staffOnly(200) },
  statusChangeByStaff('rezervasyonlar', () => booking.reservationForStatus, 'RED'),
  { route: 'DELETE /api/admin/rezervasyonlar/:id/', url: () => `/api/admin/rezervasyonlar/${booking.reservationToDelete}/`, expect: staffOnly(204) },
  // Receipts: the owner of a company reads and uploads its own (others 403); staff run the admin side.
  { route: 'GET /api/dekontlar/', expect: ownersOnly(200), foreignIds: ownCompanyReceipts },
  { route: 'POST /api/dekontlar/', multipart: receiptForm, expect: ownersOnly(201) },
  { route: 'GET /api/dekontlar/coverage/', expect: ownersOnly(200), foreignIds: ownCoverageRow },
  // The owner withdraws or replaces a receipt of their company while it waits (YUKLENDI); another
  // company's is invisible (404); after a decision 409.
  {
    route: 'DELETE /api/dekontlar/:id/',
    url: () => `/api/dekontlar/${i11.receiptToWithdraw}/`,
    expect: { ...ownersOnly(204), otherOwner: 404 },
  },
  {
    route: 'DELETE /api/dekontlar/:id/',
    url: () => `/api/dekontlar/${i11.receiptDecided}/`,
    expect: { ...ownersOnly(409), otherOwner: 404 },
  },
  {
    route: 'POST /api/dekontlar/:id/replace_file/',
    url: () => `/api/dekontlar/${i11.receiptToReplace}/replace_file/`,
    multipart: () => [{ name: 'dekont_dosyasi', filename: 'dogru.pdf', data: samplePdf(333) }],
    expect: { ...ownersOnly(200), otherOwner: 404 },
  },
  {
    route: 'POST /api/dekontlar/:id/replace_file/',
    url: () => `/api/dekontlar/${i11.receiptDecided}/replace_file/`,
    multipart: () => [{ name: 'dekont_dosyasi', filename: 'dogru.pdf', data: samplePdf(334) }],
    expect: { ...ownersOnly(409), otherOwner: 404 },
  },
  { route: 'GET /api/admin/dekontlar/', expect: staffOnly(200) },
  { route: 'GET /api/admin/dekontlar/coverage/', expect: staffOnly(200) },
  statusChangeByStaff('dekontlar', () => i11.receiptForStatus, 'ONAYLANDI'),
  { route: 'DELETE /api/admin/dekontlar/:id/', url: () => `/api/admin/dekontlar/${i11.receiptToDelete}/`, expect: staffOnly(204) },
  // Admin companies: staff only; a company with applications or receipts is not deleted (409).
  { route: 'GET /api/admin/sirketler/', expect: staffOnly(200) },
  { route: 'GET /api/admin/sirketler/:id/', url: (w) => `/api/admin/sirketler/${w.companyA}/`, expect: staffOnly(200) },
  { route: 'POST /api/admin/sirketler/', body: () => ({ adi: 'Matris Şirketi', aktif: true }), expect: staffOnly(201) },
  {
    route: 'PUT /api/admin/sirketler/:id/',
    url: () => `/api/admin/sirketler/${i11.companyToEdit}/`,
    body: () => ({ adi: 'Matris Şirketi (düzenlendi)', aktif: false }),
    expect: staffOnly(200),
  },
  { route: 'DELETE /api/admin/sirketler/:id/', url: () => `/api/admin/sirketler/${i11.companyToDelete}/`, expect: staffOnly(204) },
  { route: 'DELETE /api/admin/sirketler/:id/', url: (w) => `/api/admin/sirketler/${w.companyA}/`, expect: staffOnly(409) },
  // Admin users: superusers only (the world's staff is one; a plain staff member's 403 is in admin-kullanicilar.test.ts).
  { route: 'GET /api/admin/users/', expect: staffOnly(200) },
  {
    route: 'POST /api/admin/users/create_user/',
    body: () => ({ ...userForm('matris_yeni')(), password: 'Matris-Pass1!' }),
    expect: staffOnly(201),
  },
  // Invitations: those who may create users; accepting is anyone's, the token in the body decides.
  { route: 'POST /api/admin/users/invite_user/', body: userForm('matris_davet'), expect: staffOnly(201) },
  { route: 'POST /api/admin/users/:id/resend_invite/', url: () => `/api/admin/users/${i11.userInvited}/resend_invite/`, expect: staffOnly(200) },
  // Once the password is set there is nothing to re-send.
  { route: 'POST /api/admin/users/:id/resend_invite/', url: (w) => `/api/admin/users/${w.userIds.applicantA}/resend_invite/`, expect: staffOnly(409) },
  { route: 'POST /api/auth/invitation/accept/', body: () => ({ token: 'not-a-token', new_password: 'Yeni-Sifre2!' }), expect: all(400) },
  // Security events: one's own; any user's on the admin side (superusers, as the users area).
  { route: 'GET /api/guvenlik-olaylari/', expect: signedIn(200), foreignIds: ownEventsOnly },
  { route: 'GET /api/admin/users/:id/guvenlik-olaylari/', url: (w) => `/api/admin/users/${w.userIds.applicantA}/guvenlik-olaylari/`, expect: staffOnly(200) },
  { route: 'PUT /api/admin/users/:id/', url: () => `/api/admin/users/${i11.userToEdit}/`, body: userForm('matris_duzenlenen'), expect: staffOnly(200) },
  // Turning off another person's 2FA: superusers; a user without 2FA is simply left without it.
  { route: 'POST /api/admin/users/:id/reset_two_factor/', url: () => `/api/admin/users/${i11.userToEdit}/reset_two_factor/`, expect: staffOnly(200) },
  { route: 'POST /api/admin/users/:id/anonymize/', url: () => `/api/admin/users/${i11.userToAnonymise}/anonymize/`, expect: staffOnly(200) },
  {
    route: 'POST /api/admin/users/:id/set_active/',
    url: () => `/api/admin/users/${i11.userToEdit}/set_active/`,
    body: () => ({ is_active: false }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/assign_to_company/',
    url: () => `/api/admin/users/${i11.userToEdit}/assign_to_company/`,
    body: (w) => ({ company_id: w.companyB }),
    expect: staffOnly(200),
  },
  {
    route: 'POST /api/admin/users/:id/assign_as_mentor/',
    url: () => `/api/admin/users/${i11.userToEdit}/assign_as_mentor/`,
    body: () => ({ unvan: 'Dr.', uzmanlik: 'Matris', aktif: true }),
    expect: staffOnly(200),
  },
  { route: 'DELETE /api/admin/users/:id/', url: () => `/api/admin/users/${i11.userToDelete}/`, expect: staffOnly(204) },
  // A user who owns applications is not deleted (409), nor is oneself.
  { route: 'DELETE /api/admin/users/:id/', url: (w) => `/api/admin/users/${w.userIds.applicantA}/`, expect: staffOnly(409) },
  { route: 'DELETE /api/admin/users/:id/', url: (w) => `/api/admin/users/${w.userIds.staff}/`, expect: staffOnly(409) },
  // The admin dashboard: staff only.
  { route: 'GET /api/admin/dashboard/overview/', expect: staffOnly(200) },
  { route: 'GET /api/admin/dashboard/recent_activities/', expect: staffOnly(200) },
  // Calendars: one's own feed URL (signed in); the feed itself answers only to its secret (a guessed
  // one is a 404 for everyone); a reservation's .ics to its booker and staff.
  { route: 'GET /api/calendar/feed/', expect: signedIn(200) },
  { route: 'POST /api/calendar/feed/regenerate/', expect: signedIn(200) },
  { route: 'GET /api/calendar/:token.ics', url: () => `/api/calendar/${'Z'.repeat(43)}.ics`, expect: all(404) },
  {
    route: 'GET /api/calendar/rezervasyonlar/:id/',
    url: () => `/api/calendar/rezervasyonlar/${booking.reservationA}/`,
    expect: readableBy('applicantA', 'staff'),
  },
  // KVKK: one's own data as a ZIP, to every signed-in person (what is in it: kvkk.test.ts).
  { route: 'GET /api/profile/export/', expect: signedIn(200) },
  // History: an object's history to whoever may read the object (as its detail route), staff any; 404 to others.
  {
    route: 'GET /api/gecmis/',
    url: (w) => `/api/gecmis/?nesne=basvuru&id=${w.applicationA}`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
  },
  {
    route: 'GET /api/gecmis/',
    url: () => `/api/gecmis/?nesne=rezervasyon&id=${booking.reservationB}`,
    expect: readableBy('applicantB', 'staff'),
  },
  {
    route: 'GET /api/gecmis/',
    url: () => `/api/gecmis/?nesne=dekont&id=${i11.receiptA}`,
    expect: readableBy('owner', 'staff'),
  },
  // The edit history of calls, companies, mentors...: staff only, 404 to others (even of a public call).
  {
    route: 'GET /api/gecmis/',
    url: (w) => `/api/gecmis/?nesne=cagri&id=${w.callId}`,
    expect: readableBy('staff'),
  },
  { route: 'GET /api/admin/gecmis/', url: (w) => `/api/admin/gecmis/?nesne=rapor&id=${w.applicationA}`, expect: staffOnly(200) },
  // Exports of the admin lists (staff; the users area superusers, as the matrix's staff is): a file for staff only.
  { route: 'GET /api/admin/basvurular/export/', url: () => '/api/admin/basvurular/export/?format=csv', expect: staffOnly(200) },
  { route: 'GET /api/admin/cagrilar/export/', url: () => '/api/admin/cagrilar/export/?format=xlsx', expect: staffOnly(200) },
  { route: 'GET /api/admin/raporlar/export/', url: () => '/api/admin/raporlar/export/?format=csv', expect: staffOnly(200) },
  { route: 'GET /api/admin/kaynaklar/export/', url: () => '/api/admin/kaynaklar/export/?format=xlsx', expect: staffOnly(200) },
  { route: 'GET /api/admin/rezervasyonlar/export/', url: () => '/api/admin/rezervasyonlar/export/?format=csv', expect: staffOnly(200) },
  { route: 'GET /api/admin/users/export/', url: () => '/api/admin/users/export/?format=xlsx', expect: staffOnly(200) },
  { route: 'GET /api/admin/sirketler/export/', url: () => '/api/admin/sirketler/export/?format=csv', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/export/', url: () => '/api/admin/mentorler/export/?format=xlsx', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentor-atamalari/export/', url: () => '/api/admin/mentor-atamalari/export/?format=csv', expect: staffOnly(200) },
  { route: 'GET /api/admin/dekontlar/export/', url: () => '/api/admin/dekontlar/export/?format=xlsx', expect: staffOnly(200) },
  { route: 'GET /api/admin/degerlendirmeler/export/', url: () => '/api/admin/degerlendirmeler/export/?format=csv', expect: staffOnly(200) },
];

/** Mentoring objects beside the world (created in beforeAll). */
const mentoring = {
  /** applicantA's world assignment (assignedMentor) and an evaluation on it. */
  atamaA: 0,
  /** applicantB's application with a PASSIVE assignment of otherMentor (removed), evaluated before. */
  passiveApp: 0,
  passiveAtama: 0,
  /** applicantB's approved applications that staff assign in the rows. */
  singleApp: 0,
  bulkApp: 0,
  /** An active assignment staff toggle off, a user staff make a mentor, a mentor staff edit and delete. */
  toggleAtama: 0,
  newMentorUser: 0,
  spareMentor: 0,
};

/** An item list where each item names its application (basvuru.id or atama.basvuru.id). */
const applicationOf = (item: { basvuru?: { id: number }; atama?: { basvuru: { id: number } } }) => item.basvuru?.id ?? item.atama!.basvuru.id;

/**
 * Assignment and evaluation lists: a mentor sees only its ACTIVE assignments (never the passive
 * one), an applicant only its own applications; the world's foreign applications never appear.
 */
const mentoringScope = (w: World, actor: Actor, json: unknown) => {
  const items = json as { basvuru?: { id: number }; atama?: { basvuru: { id: number } } }[];
  const seen = items.map(applicationOf);
  if (actor === 'staff') return { seen, forbidden: [] };
  const own: Record<string, number[]> = {
    applicantA: [w.applicationA],
    applicantB: [w.applicationB, mentoring.passiveApp, mentoring.singleApp, mentoring.bulkApp],
    assignedMentor: [w.applicationA],
  };
  const everything = [w.applicationA, w.applicationB, w.applicationEmployee, mentoring.passiveApp, mentoring.singleApp, mentoring.bulkApp];
  return { seen, forbidden: everything.filter((id) => !(own[actor] ?? []).includes(id)) };
};

const evaluationBody = (atama: () => number) => () => ({ atama_id: atama(), puan: 72, yorum: 'Matris değerlendirmesi', onerilen_durum: 'ONAY' });

const mentoringRows: Row[] = [
  // Assignments: an application's applicant, its ACTIVE mentor and staff; the own list of a mentor.
  { route: 'GET /api/atamalar/', expect: signedIn(200), foreignIds: mentoringScope },
  {
    route: 'GET /api/atamalar/',
    url: (w) => `/api/atamalar/?basvuru=${w.applicationA}`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
    foreignIds: mentoringScope,
  },
  {
    route: 'GET /api/atamalar/',
    url: () => `/api/atamalar/?basvuru=${mentoring.passiveApp}`,
    expect: readableBy('applicantB', 'staff'),
  },
  // Reports of an application whose mentor was removed: that mentor no longer reads them.
  {
    route: 'GET /api/raporlar/',
    url: () => `/api/raporlar/?basvuru=${mentoring.passiveApp}`,
    expect: readableBy('applicantB', 'staff'),
  },
  // Evaluations: mine (own applications', own active assignments'), one assignment's for its readers.
  { route: 'GET /api/degerlendirmeler/', expect: signedIn(200), foreignIds: mentoringScope },
  {
    route: 'GET /api/degerlendirmeler/',
    url: () => `/api/degerlendirmeler/?atama=${mentoring.atamaA}`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
  },
  {
    route: 'GET /api/degerlendirmeler/',
    url: () => `/api/degerlendirmeler/?atama=${mentoring.passiveAtama}`,
    expect: readableBy('applicantB', 'staff'),
  },
  // Only the mentor of an active assignment writes; readers who may not write get 403, others 404.
  {
    route: 'POST /api/degerlendirmeler/',
    body: evaluationBody(() => mentoring.atamaA),
    expect: hiddenExcept({ applicantA: 403, assignedMentor: 201, staff: 403 }),
  },
  {
    route: 'POST /api/degerlendirmeler/',
    body: evaluationBody(() => mentoring.passiveAtama),
    expect: hiddenExcept({ applicantB: 403, otherMentor: 403, staff: 403 }),
  },
  // Admin mentors and assignments: staff only.
  { route: 'GET /api/admin/mentorler/', expect: staffOnly(200) },
  {
    route: 'POST /api/admin/mentorler/',
    body: () => ({ user_id: mentoring.newMentorUser, unvan: 'Dr.', uzmanlik: 'Enerji', aktif: true }),
    expect: staffOnly(201),
  },
  {
    route: 'PUT /api/admin/mentorler/:id/',
    url: () => `/api/admin/mentorler/${mentoring.spareMentor}/`,
    body: () => ({ unvan: 'Doç. Dr.', uzmanlik: 'Biyoteknoloji', aktif: true, kapasite: 3 }),
    expect: staffOnly(200),
  },
  { route: 'DELETE /api/admin/mentorler/:id/', url: () => `/api/admin/mentorler/${mentoring.spareMentor}/`, expect: staffOnly(204) },
  { route: 'GET /api/admin/mentorler/candidate_users/', url: () => '/api/admin/mentorler/candidate_users/?search=matris', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/available_mentors/', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/unassigned_projects/', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/assignments_overview/', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/assignment_statistics/', expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/suggestions/', url: () => `/api/admin/mentorler/suggestions/?basvuru=${mentoring.singleApp}`, expect: staffOnly(200) },
  { route: 'POST /api/admin/mentorler/suggested_plan/', body: () => ({}), expect: staffOnly(200) },
  { route: 'GET /api/admin/mentorler/consensus/', url: (w) => `/api/admin/mentorler/consensus/?basvuru=${w.applicationA}`, expect: staffOnly(200) },
  {
    route: 'POST /api/admin/mentorler/:id/assign_to_application/',
    url: (w) => `/api/admin/mentorler/${w.mentorIds.other}/assign_to_application/`,
    body: () => ({ application_id: mentoring.singleApp }),
    expect: staffOnly(201),
  },
  {
    route: 'POST /api/admin/mentorler/bulk_assign/',
    body: (w) => ({ assignments: [{ mentor_id: w.mentorIds.other, basvuru_id: mentoring.bulkApp }] }),
    expect: staffOnly(201),
  },
  {
    route: 'PATCH /api/admin/mentor-atamalari/:id/toggle_status/',
    url: () => `/api/admin/mentor-atamalari/${mentoring.toggleAtama}/toggle_status/`,
    expect: staffOnly(200),
  },
];
rows.push(...mentoringRows);
// The mentor's workspace: the queue (own active assignments), what a mentor wrote (removed
// assignments included: otherMentor still reads his evaluation on the passive one), and the
// application text for its active mentor only (the removed one gets 404).
const writtenScope = (w: World, actor: Actor, json: unknown) => {
  const seen = (json as { atama: { basvuru: { id: number } } }[]).map(applicationOf);
  const own: Record<string, number[]> = { assignedMentor: [w.applicationA], otherMentor: [mentoring.passiveApp] };
  const everything = [w.applicationA, w.applicationB, w.applicationEmployee, mentoring.passiveApp, mentoring.singleApp, mentoring.bulkApp];
  return { seen, forbidden: everything.filter((id) => !(own[actor] ?? []).includes(id)) };
};
const mentorWorkspaceRows: Row[] = [
  {
    route: 'GET /api/atamalar/queue/',
    expect: signedIn(200),
    // Staff assign otherMentor to singleApp and bulkApp in the rows above; nobody else has a queue.
    foreignIds: (w, actor, json) => {
      const seen = (json as { atama: { basvuru: { id: number } } }[]).map((i) => i.atama.basvuru.id);
      const own: Record<string, number[]> = { assignedMentor: [w.applicationA], otherMentor: [mentoring.singleApp, mentoring.bulkApp] };
      const everything = [w.applicationA, w.applicationB, w.applicationEmployee, mentoring.passiveApp, mentoring.singleApp, mentoring.bulkApp];
      return { seen, forbidden: everything.filter((id) => !(own[actor] ?? []).includes(id)) };
    },
  },
  { route: 'GET /api/degerlendirmeler/as_mentor/', expect: signedIn(200), foreignIds: writtenScope },
  {
    route: 'GET /api/basvurular/:id/',
    url: () => `/api/basvurular/${mentoring.passiveApp}/`,
    expect: readableBy('applicantB', 'staff'),
  },
];
rows.push(...mentorWorkspaceRows);
// Rubrics: staff read and replace a call's rubric (on a call of its own, without applications) and
// read the ranking and an application's criterion table; the rubric of an assignment's call is read
// by the readers of the assignment's evaluations.
const rubricCall = { id: 0 };
const rubricBody = () => ({ olcutler: [{ ad: 'Takım', aciklama: '', agirlik: 2, olcek_min: 1, olcek_max: 5 }] });
rows.push(
  { route: 'GET /api/admin/cagrilar/:id/olcutler/', url: (w) => `/api/admin/cagrilar/${w.callId}/olcutler/`, expect: staffOnly(200) },
  { route: 'PUT /api/admin/cagrilar/:id/olcutler/', url: () => `/api/admin/cagrilar/${rubricCall.id}/olcutler/`, body: rubricBody, expect: staffOnly(200) },
  { route: 'GET /api/admin/cagrilar/:id/siralama/', url: (w) => `/api/admin/cagrilar/${w.callId}/siralama/`, expect: staffOnly(200) },
  { route: 'GET /api/admin/basvurular/:id/olcut-puanlari/', url: (w) => `/api/admin/basvurular/${w.applicationA}/olcut-puanlari/`, expect: staffOnly(200) },
  {
    route: 'GET /api/degerlendirmeler/olcutler/',
    url: () => `/api/degerlendirmeler/olcutler/?atama=${mentoring.atamaA}`,
    expect: readableBy('applicantA', 'assignedMentor', 'staff'),
  },
  {
    route: 'GET /api/degerlendirmeler/olcutler/',
    url: () => `/api/degerlendirmeler/olcutler/?atama=${mentoring.passiveAtama}`,
    expect: readableBy('applicantB', 'staff'),
  },
);
// Notifications: each signed-in actor has one of their own (beforeAll); only the recipient lists,
// counts or marks it, everyone else gets a 404 for it.
const notif = {} as Record<SignedInActor, number>;
const ownNotificationsOnly = (_w: World, actor: Actor, json: unknown) => {
  const items = (json as { results: { id: number }[] }).results;
  return { seen: items.map((n) => n.id), forbidden: Object.entries(notif).flatMap(([owner, id]) => (owner === actor ? [] : [id])) };
};
rows.push(
  { route: 'GET /api/bildirimler/', expect: signedIn(200), foreignIds: ownNotificationsOnly },
  { route: 'GET /api/bildirimler/okunmamis/', expect: signedIn(200) },
  {
    route: 'POST /api/bildirimler/:id/okundu/',
    url: () => `/api/bildirimler/${notif.applicantA}/okundu/`,
    body: () => ({}),
    expect: readableBy('applicantA'),
  },
  { route: 'POST /api/bildirimler/okundu/', body: () => ({}), expect: signedIn(200) },
  { route: 'GET /api/bildirimler/tercihler/', expect: signedIn(200) },
  { route: 'PUT /api/bildirimler/tercihler/', body: () => ({ tercihler: [] }), expect: signedIn(200) },
);
// Bulk decisions: staff only; one record of each kind waiting for its decision (made in beforeAll).
const waiting = { basvuru: 0, rapor: 0, rezervasyon: 0, dekont: 0 };
const bulkByStaff = (area: string, id: () => number, durum: string, not?: string): Row => ({
  route: `POST /api/admin/${area}/toplu-durum/`,
  body: () => ({ ids: [id()], durum, ...(not ? { not } : {}) }),
  expect: staffOnly(200),
});
rows.push(
  bulkByStaff('basvurular', () => waiting.basvuru, 'ONAY', 'Toplu onay.'),
  bulkByStaff('raporlar', () => waiting.rapor, 'RED', 'Dönem özeti eksik.'),
  bulkByStaff('rezervasyonlar', () => waiting.rezervasyon, 'RED', 'Oda bakımda.'),
  bulkByStaff('dekontlar', () => waiting.dekont, 'ONAYLANDI'),
);
// Application threads (modules/mesajlar): the applicant's side (for the employee's company
// application its owner too), the active mentors and staff read and write; the removed mentor
// (otherMentor on passiveApp), another applicant and another company's owner get 404; internal notes
// and the staff tools are staff only. Messages made in beforeAll: A's own, the employee's, a note.
const threads = { byA: 0, byEmployee: 0, note: 0, inPassive: 0 };
const messageForm = () => fieldParts({ metin: 'Matris mesajı' });
/** A list of messages or thread figures: never the internal note, nor a thread the actor is not in. */
const ownThreadsOnly = (w: World, actor: Actor, json: unknown) => {
  const items = json as { id?: number; basvuru_id: number }[];
  const readers: Record<number, Actor[]> = {
    [w.applicationA]: ['applicantA', 'assignedMentor', 'staff'],
    [w.applicationEmployee]: ['owner', 'staff'],
    [mentoring.passiveApp]: ['applicantB', 'staff'],
  };
  const foreignThread = items.filter((i) => readers[i.basvuru_id] && !readers[i.basvuru_id]!.includes(actor)).map(() => -1);
  return { seen: [...items.map((i) => i.id ?? 0), ...foreignThread], forbidden: [threads.note, -1] };
};
const threadRows = (id: (w: World) => number, readers: SignedInActor[]): Row[] => [
  { route: 'GET /api/basvurular/:id/mesajlar/', url: (w) => `/api/basvurular/${id(w)}/mesajlar/`, expect: readableBy(...readers) },
  {
    route: 'POST /api/basvurular/:id/mesajlar/',
    url: (w) => `/api/basvurular/${id(w)}/mesajlar/`,
    multipart: messageForm,
    expect: hiddenExcept(Object.fromEntries(readers.map((r) => [r, 201]))),
  },
  { route: 'POST /api/basvurular/:id/mesajlar/okundu/', url: (w) => `/api/basvurular/${id(w)}/mesajlar/okundu/`, body: () => ({ son_id: 1 }), expect: readableBy(...readers) },
];
rows.push(
  ...threadRows((w) => w.applicationA, ['applicantA', 'assignedMentor', 'staff']),
  ...threadRows((w) => w.applicationEmployee, ['owner', 'staff']),
  ...threadRows(() => mentoring.passiveApp, ['applicantB', 'staff']),
  {
    route: 'PATCH /api/basvurular/:id/mesajlar/:mesajId/',
    url: (w) => `/api/basvurular/${w.applicationA}/mesajlar/${threads.byA}/`,
    body: () => ({ metin: 'Matris düzeltmesi' }),
    expect: hiddenExcept({ applicantA: 200, assignedMentor: 403, staff: 403 }),
  },
  // The internal note (staff's own) is no message anyone else may even find: 404.
  {
    route: 'PATCH /api/basvurular/:id/mesajlar/:mesajId/',
    url: (w) => `/api/basvurular/${w.applicationA}/mesajlar/${threads.note}/`,
    body: () => ({ metin: 'Matris düzeltmesi' }),
    expect: hiddenExcept({ staff: 200 }),
  },
  { route: 'GET /api/mesajlar/ozet/', expect: signedIn(200), foreignIds: (w, actor, json) => ownThreadsOnly(w, actor, (json as { basvurular: unknown }).basvurular) },
  { route: 'GET /api/mesajlar/', expect: signedIn(200), foreignIds: ownThreadsOnly },
  { route: 'GET /api/admin/basvurular/:id/ic-notlar/', url: (w) => `/api/admin/basvurular/${w.applicationA}/ic-notlar/`, expect: staffOnly(200) },
  { route: 'POST /api/admin/basvurular/:id/ic-notlar/', url: (w) => `/api/admin/basvurular/${w.applicationA}/ic-notlar/`, multipart: messageForm, expect: staffOnly(201) },
  {
    route: 'POST /api/admin/basvurular/:id/mesajlar/:mesajId/gizle/',
    url: (w) => `/api/admin/basvurular/${w.applicationEmployee}/mesajlar/${threads.byEmployee}/gizle/`,
    body: () => ({ gizli: true }),
    expect: staffOnly(200),
  },
  { route: 'GET /api/admin/basvurular/:id/mesajlar/export/', url: (w) => `/api/admin/basvurular/${w.applicationA}/mesajlar/export/`, expect: staffOnly(200) },
);
// "Log out everywhere": anyone signed in, for themselves. LAST: it ends every actor's session.
rows.push({ route: 'POST /api/auth/logout-all/', body: () => ({}), expect: signedIn(205) });

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
beforeAll(async () => {
  const [row] = await t.database.db.insert(calls).values({ baslik: 'Ölçütlü matris çağrısı', aktif: true }).returning({ id: calls.id });
  rubricCall.id = row!.id;
});
beforeAll(async () => {
  const db = t.database.db;
  const [app] = await db.insert(applications).values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Toplu', aciklama: 'x', durum: 'INCELEME' }).returning();
  waiting.basvuru = app!.id;
  const [report] = await db
    .insert(reports)
    .values({ basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Toplu karar raporu.', durum: 'GONDERILDI' })
    .returning();
  waiting.rapor = report!.id;
  const [room] = await db.insert(resources).values({ ad: 'Toplu Oda', kapasite: 2 }).returning();
  const [booked] = await db
    .insert(reservations)
    .values({ kaynak_id: room!.id, basvuru_id: w.applicationB, olusturan_id: w.userIds.applicantB, baslangic: new Date(slot(9)), bitis: new Date(slot(10)) })
    .returning();
  waiting.rezervasyon = booked!.id;
  const [receipt] = await db
    .insert(receipts)
    .values({ sirket_id: w.companyA, olusturan_id: w.userIds.owner, odeme_tarihi: '2025-02-03', dosya_id: await insertTestFile(db, w.userIds.owner), dosya_sha256: 'sha-toplu' })
    .returning();
  waiting.dekont = receipt!.id;
});
beforeAll(async () => {
  const db = t.database.db;
  const [call] = await db.insert(calls).values({ baslik: 'Silinecek Çağrı', bitis: new Date('2099-01-01') }).returning();
  spare.call = call!.id;
  const [formCall] = await db.insert(calls).values({ baslik: 'Formlu Çağrı', bitis: new Date('2099-01-01') }).returning();
  forms.call = formCall!.id;
  const [form] = await db.insert(callForms).values({ cagri_id: forms.call, surum: 1, tanim: ZFormTanimi.parse(formDefinition()) }).returning();
  const [answered] = await db
    .insert(applications)
    .values({ cagri_id: forms.call, basvuran_id: w.userIds.applicantA, proje_basligi: 'Formlu', aciklama: 'x', cagri_formu_id: form!.id, cevaplar: { ekip: 4 } })
    .returning();
  forms.applicationA = answered!.id;
  const [application] = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'Silinecek', aciklama: 'x' })
    .returning();
  spare.application = application!.id;
  const [room] = await db.insert(resources).values({ ad: 'Toplantı Odası', kapasite: 6 }).returning();
  const [gone] = await db.insert(resources).values({ ad: 'Silinecek Oda' }).returning();
  booking.resource = room!.id;
  booking.resourceToDelete = gone!.id;
  const reserve = async (olusturan_id: number, basvuru_id: number, hour: number) => {
    const [row] = await db
      .insert(reservations)
      .values({ kaynak_id: room!.id, basvuru_id, olusturan_id, baslangic: new Date(slot(hour)), bitis: new Date(slot(hour + 1)), aciklama: 'gizli' })
      .returning({ id: reservations.id });
    return row!.id;
  };
  booking.reservationA = await reserve(w.userIds.applicantA, w.applicationA, 9);
  booking.reservationToCancel = await reserve(w.userIds.applicantA, w.applicationA, 10);
  booking.reservationApprovedA = await reserve(w.userIds.applicantA, w.applicationA, 11);
  await db.update(reservations).set({ durum: 'ONAY' }).where(eq(reservations.id, booking.reservationApprovedA));
  const [approvedB] = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: 'B Rezervasyon', aciklama: 'x', durum: 'ONAY' })
    .returning();
  booking.applicationB = approvedB!.id;
  booking.reservationB = await reserve(w.userIds.applicantB, booking.applicationB, 12);
  booking.reservationToDelete = await reserve(w.userIds.applicantB, w.applicationB, 16);
  booking.reservationForStatus = await reserve(w.userIds.applicantB, w.applicationB, 16);

  const ownerApplication = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.owner, sirket_id: w.companyA, proje_basligi: 'Sahip Projesi', aciklama: 'x' })
    .returning();
  const report = async (basvuru_id: number, olusturan_id: number) => {
    const [row] = await db
      .insert(reports)
      .values({ basvuru_id, olusturan_id, donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Matris raporu özeti.' })
      .returning({ id: reports.id });
    return row!.id;
  };
  rep.a = await report(w.applicationA, w.userIds.applicantA);
  rep.employee = await report(w.applicationEmployee, w.userIds.employee);
  rep.owner = await report(ownerApplication[0]!.id, w.userIds.owner);
  rep.spare = await report(w.applicationB, w.userIds.applicantB);
  const ofA = async (durum: 'TASLAK' | 'GONDERILDI' | 'ONAY') => {
    const [row] = await db
      .insert(applications)
      .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantA, proje_basligi: `Matris ${durum}`, aciklama: 'x', durum })
      .returning({ id: applications.id });
    return row!.id;
  };
  drafts.edit = await ofA('TASLAK');
  drafts.send = await ofA('TASLAK');
  drafts.withdraw = await ofA('GONDERILDI');
  drafts.decided = await ofA('ONAY');
  const draftReport = async () => {
    const [row] = await db
      .insert(reports)
      .values({ basvuru_id: w.applicationA, olusturan_id: w.userIds.applicantA, donem_baslangic: '2025-01-01', donem_bitis: '2025-01-31', ozet: 'Matris taslak raporu.', durum: 'TASLAK' })
      .returning({ id: reports.id });
    return row!.id;
  };
  drafts.reportEdit = await draftReport();
  drafts.reportSend = await draftReport();

  const [atamaA] = await db.select({ id: assignments.id }).from(assignments).where(eq(assignments.basvuru_id, w.applicationA));
  mentoring.atamaA = atamaA!.id;
  const approvedOfB = async (title: string) => {
    const [row] = await db
      .insert(applications)
      .values({ cagri_id: w.callId, basvuran_id: w.userIds.applicantB, proje_basligi: title, aciklama: 'x', durum: 'ONAY' })
      .returning({ id: applications.id });
    return row!.id;
  };
  mentoring.passiveApp = await approvedOfB('Mentoru Kaldırılan');
  mentoring.singleApp = await approvedOfB('Tekli Atama');
  mentoring.bulkApp = await approvedOfB('Toplu Atama');
  const toggleApp = await approvedOfB('Kaldırılacak Atama');
  const [passive] = await db
    .insert(assignments)
    .values({ mentor_id: w.mentorIds.other, basvuru_id: mentoring.passiveApp, aktif: false })
    .returning({ id: assignments.id });
  mentoring.passiveAtama = passive!.id;
  await report(mentoring.passiveApp, w.userIds.applicantB);
  await db.insert(evaluations).values([
    { atama_id: mentoring.atamaA, puan: 90, yorum: 'A için', onerilen_durum: 'ONAY' },
    { atama_id: mentoring.passiveAtama, puan: 40, yorum: 'Kaldırılmadan önce', onerilen_durum: 'RED' },
  ]);
  const [toggle] = await db
    .insert(assignments)
    .values({ mentor_id: w.mentorIds.assigned, basvuru_id: toggleApp })
    .returning({ id: assignments.id });
  mentoring.toggleAtama = toggle!.id;
  const newUser = async (username: string) => {
    const [row] = await db.insert(users).values({ username, password: 'x', email: `${username}@example.test` }).returning({ id: users.id });
    return row!.id;
  };
  mentoring.newMentorUser = await newUser('matris_yeni_mentor');
  const [spareMentor] = await db.insert(mentors).values({ user_id: await newUser('matris_yedek_mentor'), unvan: 'Dr.' }).returning({ id: mentors.id });
  mentoring.spareMentor = spareMentor!.id;

  const [personal] = await db
    .insert(applications)
    .values({ cagri_id: w.callId, basvuran_id: w.userIds.employee, sirket_id: null, proje_basligi: 'Kişisel Proje', aciklama: 'x' })
    .returning();
  rep.employeePersonal = await report(personal!.id, w.userIds.employee);

  // Receipts need a stored file row (the bytes are never read here).
  const receipt = async (sirket_id: number, olusturan_id: number, n: number) => {
    const [file] = await db
      .insert(storedFiles)
      .values({ storage_key: `matris-${n}`, original_name: 'd.pdf', mime: 'application/pdf', ext: 'pdf', size: 1, sha256: `sha-${n}` })
      .returning();
    const [row] = await db
      .insert(receipts)
      .values({ sirket_id, olusturan_id, odeme_tarihi: '2025-01-01', dosya_id: file!.id, dosya_sha256: `sha-${n}` })
      .returning({ id: receipts.id });
    return row!.id;
  };
  i11.receiptA = await receipt(w.companyA, w.userIds.owner, 1);
  i11.receiptB = await receipt(w.companyB, w.userIds.otherOwner, 2);
  i11.receiptForStatus = await receipt(w.companyA, w.userIds.owner, 3);
  i11.receiptToDelete = await receipt(w.companyB, w.userIds.otherOwner, 4);
  i11.receiptToWithdraw = await receipt(w.companyA, w.userIds.owner, 5);
  i11.receiptToReplace = await receipt(w.companyA, w.userIds.owner, 6);
  i11.receiptDecided = await receipt(w.companyA, w.userIds.owner, 7);
  await db.update(receipts).set({ durum: 'ONAYLANDI' }).where(eq(receipts.id, i11.receiptDecided));
  const [edit] = await db.insert(companies).values({ adi: 'Düzenlenecek Şirket' }).returning();
  const [goneCompany] = await db.insert(companies).values({ adi: 'Silinecek Şirket' }).returning();
  i11.companyToEdit = edit!.id;
  i11.companyToDelete = goneCompany!.id;
  const person = async (username: string) => {
    const [row] = await db.insert(users).values({ username, password: 'x', email: `${username}@example.test` }).returning({ id: users.id });
    return row!.id;
  };
  i11.userToEdit = await person('matris_kullanici');
  i11.userToDelete = await person('matris_silinecek');
  i11.userToAnonymise = await person('matris_anonim');
  i11.userInvited = await person('matris_davetli');
  await db.update(users).set({ password: '!' }).where(eq(users.id, i11.userInvited));
  for (const actor of Object.keys(w.tokens) as SignedInActor[]) {
    const [row] = await db.insert(securityEvents).values({ user_id: w.userIds[actor], tur: 'sifre_degisikligi', adres: '192.0.2.1' }).returning({ id: securityEvents.id });
    events[actor] = row!.id;
  }
  await db.insert(companyMembers).values({ sirket_id: goneCompany!.id, user_id: i11.userToDelete, rol: 'calisan' });
  for (const actor of Object.keys(w.tokens) as SignedInActor[]) {
    const [row] = await db
      .insert(notifications)
      .values({ alici_id: w.userIds[actor], tur: 'basvuru_durum', params: { basvuru_id: w.applicationA, proje_basligi: 'Matris', durum: 'ONAY' } })
      .returning({ id: notifications.id });
    notif[actor] = row!.id;
  }
  const message = async (basvuru_id: number, yazar_id: number, ic_not = false) => {
    const [row] = await db.insert(applicationMessages).values({ basvuru_id, yazar_id, metin: 'Matris iç notu veya mesajı', ic_not }).returning({ id: applicationMessages.id });
    return row!.id;
  };
  threads.byA = await message(w.applicationA, w.userIds.applicantA);
  threads.byEmployee = await message(w.applicationEmployee, w.userIds.employee);
  threads.note = await message(w.applicationA, w.userIds.staff, true);
  threads.inPassive = await message(mentoring.passiveApp, w.userIds.applicantB);
});

describe('permission matrix', () => {
  const cases = rows.flatMap((row) => ACTORS.map((actor) => [row.route, actor, row] as const));
  test.each(cases)('%s as %s', async (_route, actor, row) => {
    const [method, path] = row.route.split(' ') as [string, string];
    const form = row.multipart ? multipart(row.multipart(w, actor)) : null;
    const res = await t.app.inject({
      method: method as 'GET',
      url: row.url ? row.url(w) : path,
      headers: { ...w.auth(actor), ...(form?.headers ?? {}) },
      ...(form ? { payload: form.payload } : row.body ? { payload: row.body(w, actor) as object } : {}),
    });
    expect({ actor, status: res.statusCode }).toEqual({ actor, status: row.expect[actor] });
    if (row.foreignIds && res.statusCode < 300) {
      const { seen, forbidden } = row.foreignIds(w, actor, res.json());
      expect(seen.filter((id) => forbidden.includes(id))).toEqual([]);
    }
  });

  test('every registered API route has its rows', () => {
    const covered = new Set(rows.map((r) => r.route));
    const missing = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });
});
