import { describe, expect, test } from '@jest/globals';
import { callState, isBasvuruEditable, isBasvuruWithdrawable, isRaporEditable, MSG } from '../index';

const NOW = '2026-03-10T12:00:00+03:00';

describe('callState: one wording of a call for staff and applicants', () => {
  test.each([
    [{ aktif: true, bitis: '2026-03-10' }, true, 'Açık', null],
    [{ aktif: true, bitis: '2026-03-09' }, false, 'Başvuru Kapalı · son tarih geçti', MSG.call.expiredWarning],
    [{ aktif: false, bitis: '2026-12-31' }, false, 'Başvuru Kapalı · yönetici kapattı', MSG.call.closedWarning],
    [{ aktif: true, bitis: null }, false, 'Başvuru Kapalı · son tarih belirtilmemiş', MSG.call.noDateWarning],
    [{ aktif: true, bitis: 'yarın' }, false, 'Başvuru Kapalı · son tarih geçersiz', MSG.call.invalidDateWarning],
  ])('%j -> open %s, %s', (cagri, open, label, explanation) => {
    const state = callState(cagri, NOW);
    expect({ open: state.open, label: state.label, explanation: state.explanation }).toEqual({ open, label, explanation });
  });

  test('a closed call names its reason apart from the label, and in the words under a "Başvuru" heading', () => {
    expect(callState({ aktif: true, bitis: '2020-01-01' }, NOW)).toMatchObject({ reason: 'expired', reasonText: 'son tarih geçti', shortLabel: 'Kapalı · son tarih geçti', color: 'error' });
    expect(callState({ aktif: true, bitis: '2026-03-10' }, NOW).shortLabel).toBe('Açık');
    expect(callState(null, NOW)).toMatchObject({ open: false, reason: 'unknown' });
  });
});

describe('drafts: which statuses the applicant may still change', () => {
  test('applications: edit and send only TASLAK; withdraw only GONDERILDI and INCELEME', () => {
    const all = ['TASLAK', 'GONDERILDI', 'INCELEME', 'ONAY', 'RED'];
    expect(all.filter(isBasvuruEditable)).toEqual(['TASLAK']);
    expect(all.filter(isBasvuruWithdrawable)).toEqual(['GONDERILDI', 'INCELEME']);
    expect(isBasvuruEditable(' taslak ')).toBe(true);
  });
  test('reports: only TASLAK', () => {
    expect(['TASLAK', 'GONDERILDI', 'ONAY', 'RED'].filter(isRaporEditable)).toEqual(['TASLAK']);
  });
});
