import { describe, expect, test } from '@jest/globals';
import {
  accountType,
  adminRoleChips,
  basvuruDurumMeta,
  canQuickDecide,
  countReports,
  DEFAULT_ONERILEN_DURUM,
  DEFAULT_SIRKET_ROL,
  dekontDurumMeta,
  dekontDurumToSahipDurum,
  dekontSahipDurumMeta,
  evaluationStatusColor,
  homeRoleChips,
  isBasvuruUsableForReservation,
  isReservationEditable,
  raporDurumToCalisanDurum,
  raporProgress,
  rezervasyonDurumMeta,
  statusColor,
  statusLabel,
  atamaDurumMeta,
  BASVURU_DURUMLARI,
  RAPOR_DURUMLARI,
  REZERVASYON_DURUMLARI,
  DEKONT_DURUMLARI,
  type ChipColor,
  type RaporDurum,
  type DekontDurum,
  type QuickDecisionKind,
} from '../index';

describe('spec 4 reservation durum', () => {
  test.each([
    ['spec 4 reservation: BEKLEME -> Onay Bekliyor, warning', 'BEKLEME', 'Onay Bekliyor', 'warning'],
    ['spec 4 reservation: ONAY -> Onaylandı, success', 'ONAY', 'Onaylandı', 'success'],
    ['spec 4 reservation: RED -> Reddedildi, error', 'RED', 'Reddedildi', 'error'],
    ['spec 4 reservation: IPTAL -> İptal Edildi, neutral', 'IPTAL', 'İptal Edildi', 'neutral'],
  ] as const)('%s', (_name, value, label, color) => {
    expect(rezervasyonDurumMeta(value)).toEqual({ label, color });
  });

  test.each([
    ['spec 4 reservation: only BEKLEME is editable (BEKLEME)', 'BEKLEME', true],
    ['spec 4 reservation: ONAY not editable', 'ONAY', false],
    ['spec 4 reservation: RED not editable', 'RED', false],
    ['spec 4 reservation: IPTAL not editable', 'IPTAL', false],
    ['spec 4 reservation: empty not editable', '', false],
  ] as const)('%s', (_name, value, editable) => {
    expect(isReservationEditable(value)).toBe(editable);
  });
});

describe('spec 4 receipt durum', () => {
  test.each([
    ['spec 4 receipt: YUKLENDI -> Yüklendi, warning', 'YUKLENDI', 'Yüklendi', 'warning'],
    ['spec 4 receipt: ONAYLANDI -> Onaylandı, success', 'ONAYLANDI', 'Onaylandı', 'success'],
    ['spec 4 receipt: REDDEDILDI -> Reddedildi, error', 'REDDEDILDI', 'Reddedildi', 'error'],
  ] as const)('%s', (_name, value, label, color) => {
    expect(dekontDurumMeta(value)).toEqual({ label, color });
  });

  test.each([
    ['spec 4 receipt owner reading: YUKLENDI -> beklemede', 'YUKLENDI', 'beklemede'],
    ['spec 4 receipt owner reading: ONAYLANDI -> onaylandi', 'ONAYLANDI', 'onaylandi'],
    ['spec 4 receipt owner reading: REDDEDILDI -> reddedildi', 'REDDEDILDI', 'reddedildi'],
  ] as const)('%s', (_name, value, owner) => {
    expect(dekontDurumToSahipDurum(value as DekontDurum)).toBe(owner);
    expect(dekontSahipDurumMeta(value).color).toBe(dekontSahipDurumMeta(owner).color);
  });
});

describe('spec 4 report durum', () => {
  test.each([
    ['spec 4 employee report mapping: TASLAK -> beklemede', 'TASLAK', 'beklemede'],
    ['spec 4 employee report mapping: GONDERILDI -> beklemede', 'GONDERILDI', 'beklemede'],
    ['spec 4 employee report mapping: ONAY -> onaylandi', 'ONAY', 'onaylandi'],
    ['spec 4 employee report mapping: RED -> reddedildi', 'RED', 'reddedildi'],
  ] as const)('%s', (_name, value, employee) => {
    expect(raporDurumToCalisanDurum(value as RaporDurum)).toBe(employee);
  });

  test.each([
    ['spec 4 user-facing report: onaylandi counts as completed', 'onaylandi', 'completed'],
    ['spec 4 user-facing report: Tamamlandi (any case) counts as completed', 'Tamamlandi', 'completed'],
    ['spec 4 user-facing report: BEKLEMEDE lower-cased counts as pending', 'BEKLEMEDE', 'pending'],
    ['spec 4 user-facing report: inceleme counts as pending', 'inceleme', 'pending'],
    ['spec 4 user-facing report: reddedildi is neither', 'reddedildi', 'other'],
    ['spec 4 user-facing report: empty is neither', '', 'other'],
    ['ours: admin ONAY read as onaylandi -> completed', 'ONAY', 'completed'],
    ['ours: admin GONDERILDI read as beklemede -> pending', 'GONDERILDI', 'pending'],
    ['ours: admin RED read as reddedildi -> neither', 'RED', 'other'],
  ] as const)('%s', (_name, value, progress) => {
    expect(raporProgress(value)).toBe(progress);
  });

  test('spec 2 reports: counts total/completed/pending', () => {
    expect(
      countReports([{ durum: 'onaylandi' }, { durum: 'beklemede' }, { durum: 'inceleme' }, { durum: 'x' }, { durum: null }]),
    ).toEqual({ total: 5, completed: 1, pending: 2 });
  });
});

describe('spec 4 evaluation onerilen_durum', () => {
  test('spec 4 evaluation: default INCELEME', () => expect(DEFAULT_ONERILEN_DURUM).toBe('INCELEME'));
  test.each([
    ['spec 4 evaluation display: onay -> success', 'onay', 'success'],
    ['spec 4 evaluation display: ONAYLANDI -> success', 'ONAYLANDI', 'success'],
    ['spec 4 evaluation display: kabul -> success', 'kabul', 'success'],
    ['spec 4 evaluation display: RED -> error', 'RED', 'error'],
    ['spec 4 evaluation display: reddedildi -> error', 'reddedildi', 'error'],
    ['spec 4 evaluation display: INCELEME -> warning', 'INCELEME', 'warning'],
    ['spec 4 evaluation display: beklemede -> warning', 'beklemede', 'warning'],
    ['spec 4 evaluation display: unknown -> neutral', 'xyz', 'neutral'],
  ] as const)('%s', (_name, value, color) => {
    expect(evaluationStatusColor(value)).toBe(color);
    expect(statusColor('degerlendirme', value)).toBe(color);
  });
});

describe('spec 2/4 quick actions', () => {
  const cases: Array<[string, QuickDecisionKind, readonly string[], string]> = [
    ['applications only from INCELEME', 'basvuru', BASVURU_DURUMLARI, 'INCELEME'],
    ['reports only from GONDERILDI', 'rapor', RAPOR_DURUMLARI, 'GONDERILDI'],
    ['reservations only from BEKLEME', 'rezervasyon', REZERVASYON_DURUMLARI, 'BEKLEME'],
    ['receipts only from YUKLENDI', 'dekont', DEKONT_DURUMLARI, 'YUKLENDI'],
  ];
  test.each(cases)('spec 4 quick approve/reject: %s', (_name, kind, all, allowed) => {
    for (const d of all) {
      expect(canQuickDecide(kind, d)).toBe(d === allowed);
      expect(canQuickDecide(kind, d.toLowerCase())).toBe(d === allowed);
    }
    expect(canQuickDecide(kind, null)).toBe(false);
  });
});

describe('spec 4/6 roles and other statuses', () => {
  test.each([
    ['spec 6 role chips: superuser + staff -> Super Admin, Admin', { is_superuser: true, is_staff: true }, ['Super Admin', 'Admin']],
    ['spec 6 role chips: mentor + owner -> Mentor, Şirket Sahibi', { is_mentor: true, is_sirket_sahibi: true }, ['Mentor', 'Şirket Sahibi']],
    ['spec 6 role chips: none -> Normal Kullanıcı', {}, ['Normal Kullanıcı']],
  ] as const)('%s', (_name, flags, labels) => {
    expect(adminRoleChips(flags).map((c) => c.label)).toEqual(labels);
  });

  test.each([
    ['spec 2 home chips: everyone sees Kullanıcı', {}, ['Kullanıcı']],
    ['spec 2 home chips: mentor and owner', { is_mentor: true, is_sirket_sahibi: true }, ['Mentor', 'Şirket Sahibi', 'Kullanıcı']],
  ] as const)('%s', (_name, flags, labels) => {
    expect(homeRoleChips(flags)).toEqual(labels);
  });

  test.each([
    ['spec 2 settings: staff -> Yönetici', true, 'Yönetici'],
    ['spec 2 settings: non-staff -> Kullanıcı', false, 'Kullanıcı'],
  ] as const)('%s', (_name, staff, text) => expect(accountType(staff)).toBe(text));

  test('spec 6 company role: default calisan', () => expect(DEFAULT_SIRKET_ROL).toBe('calisan'));
  test('spec 4 application: only ONAY usable for reservations', () => {
    expect(BASVURU_DURUMLARI.filter(isBasvuruUsableForReservation)).toEqual(['ONAY']);
  });
  test.each([
    ['spec 4 assignment: aktif true counts as pending', true, 'pending'],
    ['spec 4 assignment: aktif false counts as completed', false, 'completed'],
  ] as const)('%s', (_name, aktif, state) => expect(atamaDurumMeta(aktif).state).toBe(state));

  test.each([
    ['statusLabel: case-insensitive lookup', 'rezervasyon', 'bekleme', 'Onay Bekliyor'],
    ['statusLabel: unknown value shows itself', 'basvuru', 'GARIP', 'GARIP'],
    ['statusLabel: empty value -> Bilinmeyen', 'basvuru', '', 'Bilinmeyen'],
    ['statusLabel: receipt owner reading', 'dekontSahip', 'YUKLENDI', 'Beklemede'],
  ] as const)('%s', (_name, kind, value, label) => expect(statusLabel(kind, value)).toBe(label));

  test('every application status has a distinct colour-bearing chip', () => {
    const colors: ChipColor[] = BASVURU_DURUMLARI.map((d) => basvuruDurumMeta(d).color);
    expect(new Set(colors).size).toBe(5);
  });
});
