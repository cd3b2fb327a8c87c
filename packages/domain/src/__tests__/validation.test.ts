import { describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import { z } from 'zod';
import {
  checkFileMeta,
  checkNewPassword,
  FILE_RULES,
  isAllowedMime,
  acceptAttribute,
  makeReportCreateSchema,
  makeReservationSchema,
  makeUserFormSchema,
  MSG,
  normalizeCapacity,
  toSessionUser,
  ZApplicationCreateSchema,
  ZBulkAssignmentSchema,
  ZCallFormSchema,
  ZCompanyAssignSchema,
  ZCompanySchema,
  ZEvaluationSchema,
  ZLoginSchema,
  ZMentorSchema,
  ZMentorUpdateSchema,
  ZNewPasswordSchema,
  ZPasswordChangeSchema,
  ZPasswordChangeServerSchema,
  ZProfileUpdateSchema,
  ZReceiptUploadSchema,
  ZResourceSchema,
  ZSingleAssignmentSchema,
  ZTokenPairSchema,
} from '../index';

/** All issue messages of a failed parse ([] when it passes). */
function messages(schema: z.core.$ZodType, input: unknown): string[] {
  // zod's function form: takes the zod/mini session schemas too.
  const r = z.safeParse(schema, input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('spec 5 login', () => {
  test.each([
    ['spec 5 login: blank username -> credentials message', { username: '   ', password: 'x' }, [MSG.auth.credentialsRequired]],
    ['spec 5 login: empty password -> credentials message', { username: 'ali', password: '' }, [MSG.auth.credentialsRequired]],
    ['spec 5 login: missing both -> credentials message twice', {}, [MSG.auth.credentialsRequired, MSG.auth.credentialsRequired]],
    ['spec 5 login: filled -> ok', { username: ' ali ', password: 'p' }, []],
  ])('%s', (_name, input, expected) => {
    expect(messages(ZLoginSchema, input)).toEqual(expected);
  });
  test('spec 5 login: username is trimmed', () => {
    expect(ZLoginSchema.parse({ username: ' ali ', password: 'p' }).username).toBe('ali');
  });
  test('spec 5 login: response without refresh -> Geçersiz yanıt formatı', () => {
    expect(messages(ZTokenPairSchema, { access: 'a' })).toEqual(['Geçersiz yanıt formatı']);
    expect(messages(ZTokenPairSchema, null)).toEqual(['Geçersiz yanıt formatı']);
  });
  test.each([
    ['spec 5 token: without user_id -> invalid', { exp: 1 }, null],
    ['spec 5 token: null user_id -> invalid', { user_id: null, exp: 1 }, null],
    ['spec 5 token: blank user_id -> invalid', { user_id: '', exp: 1 }, null],
    ['spec 5 token: boolean user_id -> invalid', { user_id: true, exp: 1 }, null],
    ['spec 5 token: non-numeric exp -> invalid', { user_id: 1, exp: '1' }, null],
    ['spec 5 token: minimal valid claims -> normalised flags', { user_id: 7, exp: 99 }, { user_id: 7, exp: 99, is_mentor: false, is_sirket_sahibi: false, is_staff: false, is_superuser: false, rol: null, sirket_id: null }],
  ])('%s', (_name, claims, expected) => {
    expect(toSessionUser(claims)).toEqual(expected);
  });
});

describe('spec 5 new password (in order, first failure only)', () => {
  test.each([
    ['spec 5 password: 7 chars -> min length message', 'Ab1!xyz', 'Şifre en az 8 karakter olmalıdır.'],
    ['spec 5 password: empty -> min length message', '', 'Şifre en az 8 karakter olmalıdır.'],
    ['spec 5 password: short AND no uppercase -> min length first', 'abc', 'Şifre en az 8 karakter olmalıdır.'],
    ['spec 5 password: no uppercase', 'abcdefg1!', MSG.password.uppercase],
    ['spec 5 password: no lowercase', 'ABCDEFG1!', MSG.password.lowercase],
    ['spec 5 password: no digit', 'Abcdefgh!', MSG.password.digit],
    ['spec 5 password: no special', 'Abcdefgh1', MSG.password.special],
    ['spec 5 password: 129 chars -> max length message', 'Aa1!' + 'x'.repeat(125), 'Şifre 128 karakterden uzun olamaz.'],
    ['spec 5 password: 128 chars -> ok', 'Aa1!' + 'x'.repeat(124), null],
    ['spec 5 password: every listed special character counts ({)', 'Abcdefg1{', null],
    ['spec 5 password: Turkish uppercase counts', 'çabcdeŞ1<', null],
    ['spec 5 password: valid', 'Guclu.Sifre1', null],
  ])('%s', (_name, pw, expected) => {
    expect(checkNewPassword(pw)).toBe(expected);
    expect(messages(ZNewPasswordSchema, pw)).toEqual(expected ? [expected] : []);
  });

  test.each([
    ['spec 5 password change: repeat mismatch', { current_password: 'x', new_password: 'Guclu.Sifre1', new_password_repeat: 'Guclu.Sifre2' }, ['Yeni şifreler eşleşmiyor.']],
    ['spec 5 password change: current missing', { current_password: '', new_password: 'Guclu.Sifre1', new_password_repeat: 'Guclu.Sifre1' }, ['Mevcut şifrenizi girmelisiniz.']],
    ['spec 5 password change: valid', { current_password: 'x', new_password: 'Guclu.Sifre1', new_password_repeat: 'Guclu.Sifre1' }, []],
  ])('%s', (_name, input, expected) => {
    expect(messages(ZPasswordChangeSchema, input)).toEqual(expected);
  });
  test('spec 7 password change (server variant): current_password + new_password only', () => {
    expect(ZPasswordChangeServerSchema.parse({ current_password: 'x', new_password: 'Guclu.Sifre1', extra: 1 })).toEqual({
      current_password: 'x',
      new_password: 'Guclu.Sifre1',
    });
  });
});

describe('spec 7 profile', () => {
  test.each([
    ['profile: invalid e-mail rejected', { email: 'nope' }, [MSG.profile.emailInvalid]],
    ['profile: empty e-mail allowed (clears)', { email: '' }, []],
    ['profile: all optional', {}, []],
    ['profile: too long phone', { telefon: '1'.repeat(31) }, [MSG.profile.tooLong(30)]],
  ])('%s', (_name, input, expected) => expect(messages(ZProfileUpdateSchema, input)).toEqual(expected));
});

describe('spec 5 report', () => {
  const schema = makeReportCreateSchema('2025-03-10');
  const ok = { basvuru_id: '3', donem_baslangic: '2025-03-10', ozet: 'Bu dönem çok iş yaptık.' };
  test.each([
    ['spec 5 report: start missing -> Dönem başlangıç tarihi gereklidir', { ...ok, donem_baslangic: undefined }, ['Dönem başlangıç tarihi gereklidir']],
    ['spec 5 report: start blank -> Dönem başlangıç tarihi gereklidir', { ...ok, donem_baslangic: '' }, ['Dönem başlangıç tarihi gereklidir']],
    ['spec 5 report: start tomorrow -> bugünden sonra olamaz', { ...ok, donem_baslangic: '2025-03-11' }, ['Dönem başlangıç tarihi bugünden sonra olamaz']],
    ['spec 5 report: start today -> ok', ok, []],
    ['spec 5 report: summary missing -> Rapor özeti gereklidir', { ...ok, ozet: undefined }, ['Rapor özeti gereklidir']],
    ['spec 5 report: summary only spaces -> Rapor özeti gereklidir', { ...ok, ozet: '     ' }, ['Rapor özeti gereklidir']],
    ['spec 5 report: 9 chars after trim -> en az 10', { ...ok, ozet: '  123456789  ' }, ['Rapor özeti en az 10 karakter olmalıdır']],
    ['spec 5 report: exactly 10 chars -> ok', { ...ok, ozet: '1234567890' }, []],
    ['spec 5 report: 5001 chars -> 5000 karakterden fazla olamaz', { ...ok, ozet: 'a'.repeat(5001) }, ['Rapor özeti 5000 karakterden fazla olamaz']],
    ['spec 5 report: 5000 chars -> ok', { ...ok, ozet: 'a'.repeat(5000) }, []],
    ['spec 5 report: missing application id -> Başvuru ID bulunamadı.', { ...ok, basvuru_id: undefined }, ['Başvuru ID bulunamadı.']],
  ])('%s', (_name, input, expected) => expect(messages(schema, input)).toEqual(expected));
});

describe('spec 5/9 file rules', () => {
  const MB10 = 10485760;
  test.each([
    ['spec 5 report file: .pdf ok', FILE_RULES.report, 'a.pdf', 100, null],
    ['spec 5 report file: .DOCX upper-case ok', FILE_RULES.report, 'Rapor.DOCX', 100, null],
    ['spec 5 report file: .txt -> only PDF, DOC, DOCX', FILE_RULES.report, 'a.txt', 100, 'Sadece PDF, DOC ve DOCX dosyaları kabul edilir'],
    ['spec 5 report file: no extension -> type message', FILE_RULES.report, 'pdf', 100, 'Sadece PDF, DOC ve DOCX dosyaları kabul edilir'],
    ['spec 5 report file: exactly 10485760 bytes ok', FILE_RULES.report, 'a.doc', MB10, null],
    ['spec 5 report file: 10485761 bytes -> 10MB message', FILE_RULES.report, 'a.doc', MB10 + 1, "Dosya boyutu 10MB'dan büyük olamaz"],
    ['spec 5 report file: wrong type and too big -> type first', FILE_RULES.report, 'a.exe', MB10 + 1, 'Sadece PDF, DOC ve DOCX dosyaları kabul edilir'],
    ['spec 5 application file: .docx ok', FILE_RULES.application, 'x.docx', 1, null],
    ['spec 5 receipt file: .jpeg ok', FILE_RULES.receipt, 'd.jpeg', 1, null],
    ['spec 5 receipt file: .png ok', FILE_RULES.receipt, 'd.png', 1, null],
    ['spec 5 receipt file: .doc rejected', FILE_RULES.receipt, 'd.doc', 1, MSG.receipt.fileType],
  ])('%s', (_name, rule, name, size, expected) => expect(checkFileMeta(rule, { name, size })).toBe(expected));

  test.each([
    ['MIME: pdf allowed for reports', FILE_RULES.report, 'application/pdf', true],
    ['MIME: sniffed OLE2 (old .doc) allowed for reports', FILE_RULES.report, 'application/x-cfb', true],
    ['MIME: png not allowed for reports', FILE_RULES.report, 'image/png', false],
    ['MIME: image/jpeg allowed for receipts', FILE_RULES.receipt, 'image/jpeg', true],
    ['MIME: parameters ignored', FILE_RULES.receipt, 'application/pdf; charset=binary', true],
    ['MIME: undefined rejected', FILE_RULES.receipt, undefined, false],
  ])('%s', (_name, rule, mime, expected) => expect(isAllowedMime(rule, mime)).toBe(expected));

  test('accept attribute of receipts', () => expect(acceptAttribute(FILE_RULES.receipt)).toBe('.pdf,.jpg,.jpeg,.png'));
});

describe('spec 5 application', () => {
  test.each([
    ['spec 5 application: blank title -> required', { cagri: 1, proje_basligi: '  ', aciklama: 'a' }, [MSG.application.titleRequired]],
    ['spec 5 application: blank description -> required', { cagri: 1, proje_basligi: 'a', aciklama: '\n' }, [MSG.application.descriptionRequired]],
    ['spec 7 application: multipart numbers as text', { cagri: '4', proje_basligi: 'a', aciklama: 'b', sirket_id: '2' }, []],
    ['spec 3 application: sirket_id optional (blank)', { cagri: 4, proje_basligi: 'a', aciklama: 'b', sirket_id: '' }, []],
    ['spec 3 application: cagri must be an integer', { cagri: 'x', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    // Ids are positive integers that fit a database key: digit strings only, no hex, exponent or overflow.
    ['ids: blanks around digits are fine', { cagri: ' 12 ', proje_basligi: 'a', aciklama: 'b' }, []],
    ['ids: hex text is not an id', { cagri: '0x1F', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: exponent text is not an id', { cagri: '1e3', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: fractions are not ids', { cagri: '1.5', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: zero is not an id', { cagri: '0', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: above 2147483647 as text', { cagri: '2147483648', proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: above 2147483647 as a number', { cagri: 2147483648, proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: 2147483647 is the largest', { cagri: '2147483647', proje_basligi: 'a', aciklama: 'b' }, []],
    ['ids: booleans are not ids', { cagri: true, proje_basligi: 'a', aciklama: 'b' }, [MSG.application.callRequired]],
    ['ids: sirket_id follows the same rule', { cagri: 1, proje_basligi: 'a', aciklama: 'b', sirket_id: '-2' }, [MSG.common.invalidId]],
  ])('%s', (_name, input, expected) => expect(messages(ZApplicationCreateSchema, input)).toEqual(expected));

  test('spec 3 application: parsed output has numbers and trimmed text', () => {
    expect(ZApplicationCreateSchema.parse({ cagri: '4', proje_basligi: ' P ', aciklama: ' A ', sirket_id: '2' })).toEqual({
      cagri: 4,
      proje_basligi: 'P',
      aciklama: 'A',
      sirket_id: 2,
    });
  });
});

describe('spec 5 reservation', () => {
  const now = DateTime.fromISO('2025-03-10T12:00:00', { zone: 'Europe/Istanbul' });
  const schema = makeReservationSchema({ now: () => now });
  const ok = { kaynak: 1, basvuru: 2, baslangic: '2025-03-11T10:00:00+03:00', bitis: '2025-03-11T11:30:00+03:00' };
  test.each([
    ['spec 5 reservation: resource missing -> Lütfen tüm zorunlu alanları doldurun.', { ...ok, kaynak: '' }, ['Lütfen tüm zorunlu alanları doldurun.']],
    ['spec 5 reservation: application missing -> Lütfen tüm zorunlu alanları doldurun.', { ...ok, basvuru: null }, ['Lütfen tüm zorunlu alanları doldurun.']],
    ['spec 5 reservation: valid slots', ok, []],
    ['spec 5 reservation: description optional', { ...ok, aciklama: 'toplantı' }, []],
    ['spec 5 reservation: yesterday -> today or later', { ...ok, baslangic: '2025-03-09T10:00:00+03:00', bitis: '2025-03-09T10:30:00+03:00' }, [MSG.reservation.dateInPast]],
    ['spec 5 reservation: a slot of today that has passed is refused', { ...ok, baslangic: '2025-03-10T09:00:00+03:00', bitis: '2025-03-10T09:30:00+03:00' }, [MSG.reservation.timeInPast]],
    ['spec 5 reservation: a slot of today under way is refused', { ...ok, baslangic: '2025-03-10T11:30:00+03:00', bitis: '2025-03-10T12:30:00+03:00' }, [MSG.reservation.timeInPast]],
    ['spec 5 reservation: a later slot of today is allowed', { ...ok, baslangic: '2025-03-10T12:00:00+03:00', bitis: '2025-03-10T12:30:00+03:00' }, []],
    ['spec 5 reservation: off the 30-minute grid', { ...ok, baslangic: '2025-03-11T10:15:00+03:00' }, [MSG.reservation.offGrid]],
    ['spec 5 reservation: end equal to start', { ...ok, bitis: ok.baslangic }, [MSG.reservation.endNotAfterStart]],
    ['spec 9 reservation: end 18:30 outside hours', { ...ok, bitis: '2025-03-11T18:30:00+03:00' }, [MSG.reservation.outsideHours]],
    ['spec 9 reservation: 08:30 start outside hours', { ...ok, baslangic: '2025-03-11T08:30:00+03:00' }, [MSG.reservation.outsideHours]],
    ['spec 9 reservation: 17:30-18:00 last slot ok', { ...ok, baslangic: '2025-03-11T17:30:00+03:00', bitis: '2025-03-11T18:00:00+03:00' }, []],
  ])('%s', (_name, input, expected) => expect(messages(schema, input)).toEqual(expected));
});

describe('spec 5 evaluation', () => {
  test.each([
    ['spec 5 evaluation: score missing -> Lütfen puan ve yorum alanlarını doldurun.', { atama_id: 1, yorum: 'iyi' }, ['Lütfen puan ve yorum alanlarını doldurun.']],
    ['spec 5 evaluation: score blank -> required message', { atama_id: 1, puan: '', yorum: 'iyi' }, ['Lütfen puan ve yorum alanlarını doldurun.']],
    ['spec 5 evaluation: comment blank -> required message', { atama_id: 1, puan: 50, yorum: '  ' }, ['Lütfen puan ve yorum alanlarını doldurun.']],
    ['spec 5 evaluation: score 101 -> range', { atama_id: 1, puan: 101, yorum: 'x' }, [MSG.evaluation.scoreRange]],
    ['spec 5 evaluation: score -1 -> range', { atama_id: 1, puan: -1, yorum: 'x' }, [MSG.evaluation.scoreRange]],
    ['evaluation: a decimal score -> whole numbers', { atama_id: 1, puan: 85.5, yorum: 'x' }, ['Puan 0 ile 100 arasında bir tam sayı olmalıdır.']],
    ['spec 5 evaluation: score not a number -> range', { atama_id: 1, puan: 'abc', yorum: 'x' }, [MSG.evaluation.scoreRange]],
    ['spec 5 evaluation: 0 and 100 ok', { atama_id: 1, puan: 0, yorum: 'x' }, []],
    ['spec 5 evaluation: 100 as text ok', { atama_id: 1, puan: '100', yorum: 'x' }, []],
  ])('%s', (_name, input, expected) => expect(messages(ZEvaluationSchema, input)).toEqual(expected));
  test('spec 4 evaluation: onerilen_durum defaults to INCELEME', () => {
    expect(ZEvaluationSchema.parse({ atama_id: 1, puan: 90, yorum: 'x' }).onerilen_durum).toBe('INCELEME');
  });
});

describe('spec 5 receipt', () => {
  test.each([
    ['spec 5 receipt: no file -> Lütfen bir dekont dosyası seçin.', { odeme_tarihi: '2025-01-01' }, ['Lütfen bir dekont dosyası seçin.']],
    ['spec 5 receipt: no date -> Lütfen bir ödeme tarihi seçin.', { dekont_dosyasi: { name: 'd.pdf', size: 1 } }, ['Lütfen bir ödeme tarihi seçin.']],
    ['spec 5 receipt: blank date -> Lütfen bir ödeme tarihi seçin.', { dekont_dosyasi: { name: 'd.pdf', size: 1 }, odeme_tarihi: '' }, ['Lütfen bir ödeme tarihi seçin.']],
    ['spec 5 receipt: wrong type', { dekont_dosyasi: { name: 'd.gif', size: 1 }, odeme_tarihi: '2025-01-01' }, [MSG.receipt.fileType]],
    ['spec 5 receipt: valid, description optional', { dekont_dosyasi: { name: 'd.png', size: 1 }, odeme_tarihi: '2025-01-01' }, []],
  ])('%s', (_name, input, expected) => expect(messages(ZReceiptUploadSchema, input)).toEqual(expected));
});

describe('spec 5 admin forms', () => {
  test.each([
    ['spec 5 call form: title missing', { baslangic: '2025-01-01', bitis: '2025-02-01' }, [MSG.call.titleRequired]],
    ['spec 5 call form: start missing', { baslik: 'a', bitis: '2025-02-01' }, [MSG.call.startRequired]],
    ['spec 5 call form: end missing', { baslik: 'a', baslangic: '2025-02-01' }, [MSG.call.endRequired]],
    ['call form: end before start', { baslik: 'a', baslangic: '2025-02-01', bitis: '2025-01-01' }, [MSG.call.endBeforeStart]],
    ['call form: same date start and end ok', { baslik: 'a', baslangic: '2025-02-01', bitis: '2025-02-01' }, []],
    ['call form: detay_url javascript: rejected', { baslik: 'a', baslangic: '2025-02-01', bitis: '2025-03-01', detay_url: 'javascript:alert(1)' }, [MSG.call.detailUrlInvalid]],
    ['call form: detay_url blank ok', { baslik: 'a', baslangic: '2025-02-01', bitis: '2025-03-01', detay_url: '' }, []],
  ])('%s', (_name, input, expected) => expect(messages(ZCallFormSchema, input)).toEqual(expected));
  test('spec 4/9 call form: a new call starts active', () => {
    expect(ZCallFormSchema.parse({ baslik: 'a', baslangic: '2025-02-01', bitis: '2025-03-01' }).aktif).toBe(true);
  });

  test.each([
    ['spec 5 user form: new without password -> Yeni kullanıcı için şifre gereklidir', true, { username: 'u', email: 'u@x.co' }, ['Yeni kullanıcı için şifre gereklidir']],
    ['spec 5 user form: edit without password ok', false, { username: 'u', email: 'u@x.co' }, []],
    ['spec 5 user form: username and e-mail required', false, { username: ' ', email: '' }, [MSG.users.usernameRequired, MSG.users.emailRequired]],
    ['user form: invalid e-mail', false, { username: 'u', email: 'nope' }, [MSG.users.emailInvalid]],
  ])('%s', (_name, isNew, input, expected) => expect(messages(makeUserFormSchema({ isNew }), input)).toEqual(expected));
  test('spec 5 user form: password dropped when editing', () => {
    expect(makeUserFormSchema({ isNew: false }).parse({ username: 'u', email: 'u@x.co', password: 'p' })).not.toHaveProperty('password');
  });

  test.each([
    ['spec 5 company: blank name', ZCompanySchema, { adi: '   ' }, [MSG.company.nameRequired]],
    ['spec 5 company assignment: company not chosen -> Şirket seçiniz', ZCompanyAssignSchema, { company_id: '' }, ['Şirket seçiniz']],
    ['spec 5 mentor: user required on create', ZMentorSchema, { unvan: 'Dr.' }, [MSG.mentor.userRequired]],
    ['spec 5 mentor: no user on edit', ZMentorUpdateSchema, { unvan: 'Dr.' }, []],
    ['spec 5 resource: blank name', ZResourceSchema, { ad: ' ', kapasite: 2 }, [MSG.resource.nameRequired]],
    ['spec 5 resource: capacity 0', ZResourceSchema, { ad: 'Oda', kapasite: 0 }, [MSG.resource.capacityMin]],
    ['spec 5 resource: capacity 1.5', ZResourceSchema, { ad: 'Oda', kapasite: 1.5 }, [MSG.resource.capacityMin]],
    ['spec 5 single assignment: mentor and project', ZSingleAssignmentSchema, { mentor_id: 1 }, [MSG.assignment.projectRequired]],
    ['spec 5 bulk: at least one row', ZBulkAssignmentSchema, { assignments: [] }, [MSG.assignment.bulkEmpty]],
    ['spec 5 bulk: every row complete', ZBulkAssignmentSchema, { assignments: [{ mentor_id: 1, basvuru_id: 2 }, { mentor_id: 1, basvuru_id: '' }] }, [MSG.assignment.bulkRowIncomplete]],
    ['spec 5 bulk: complete rows ok', ZBulkAssignmentSchema, { assignments: [{ mentor_id: 1, basvuru_id: 2 }] }, []],
  ])('%s', (_name, schema, input, expected) => expect(messages(schema as z.ZodType, input)).toEqual(expected));

  test('spec 6 company assignment: role defaults to calisan', () => {
    expect(ZCompanyAssignSchema.parse({ company_id: 3 })).toEqual({ company_id: 3, role: 'calisan' });
  });
  test('spec 9 resource: capacity defaults to 1', () => {
    expect(ZResourceSchema.parse({ ad: 'Oda' })).toEqual({ ad: 'Oda', kapasite: 1, aktif: true });
  });
  test.each([
    ['spec 5 capacity fallback: "abc" -> 1', 'abc', 1],
    ['spec 5 capacity fallback: 0 -> 1', 0, 1],
    ['spec 5 capacity fallback: -3 -> 1', -3, 1],
    ['spec 5 capacity fallback: undefined -> 1', undefined, 1],
    ['spec 5 capacity: "12" -> 12', '12', 12],
    ['spec 5 capacity: 4 -> 4', 4, 4],
  ])('%s', (_name, v, expected) => expect(normalizeCapacity(v)).toBe(expected));
});

describe('schemas the client narrows', () => {
  test('report client form = makeReportCreateSchema(today).omit({ basvuru_id })', () => {
    const form = makeReportCreateSchema('2025-03-10').omit({ basvuru_id: true });
    expect(form.parse({ donem_baslangic: '2025-03-01', ozet: '  on karakter  ' })).toEqual({
      donem_baslangic: '2025-03-01',
      ozet: 'on karakter',
    });
  });
  test('receipt server fields = ZReceiptUploadSchema.omit({ dekont_dosyasi })', () => {
    expect(ZReceiptUploadSchema.omit({ dekont_dosyasi: true }).parse({ odeme_tarihi: '2025-01-02', aciklama: null })).toEqual({
      odeme_tarihi: '2025-01-02',
    });
  });
});
