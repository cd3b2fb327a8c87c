import { describe, expect, test } from '@jest/globals';
import { MSG } from '../index';

// The calls-and-applications strings the spec quotes (sections 2 and 8), character for character.
describe('MSG: calls and applications (spec 2, 8)', () => {
  test('open calls and apply page', () => {
    expect(MSG.call.searchPlaceholder).toBe('Çağrılarda ara...');
    expect(MSG.call.deadlineLabel).toBe('Son Başvuru:');
    expect(MSG.call.deadlineNone).toBe('Belirtilmemiş');
    expect(MSG.call.applyButton).toBe('Başvuru Yap');
    expect(MSG.call.applyClosed).toBe('Başvuru Kapalı');
    expect(MSG.call.empty).toBe('Henüz çağrı bulunmamaktadır');
    expect(MSG.call.emptyFiltered).toBe('Arama kriterlerinize uygun çağrı bulunamadı');
    expect(MSG.call.clearFilters).toBe('Filtreleri Temizle');
    expect(MSG.call.activeChip).toBe('Aktif Çağrı');
    expect(MSG.call.expiredChip).toBe('Başvuru Süresi Doldu');
    expect(MSG.call.expiredWarning).toBe('Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.');
    expect(MSG.call.missingId).toBe('Çağrı ID bulunamadı.');
    expect(MSG.call.listLoadError).toBe('Çağrılar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(MSG.call.applyLoadError).toBe('Çağrı bilgileri yüklenirken bir hata oluştu.');
    expect(MSG.application.submitError).toBe('Başvuru gönderilirken bir hata oluştu.');
  });

  test('screen words of our own are Turkish and non-empty', () => {
    for (const text of [
      MSG.call.counterActive,
      MSG.call.counterClosed,
      MSG.call.counterTotal,
      MSG.call.detailLink,
      MSG.application.viewReports,
      MSG.application.viewMentors,
      MSG.application.viewOpenCalls,
      MSG.application.listLoadError,
      MSG.application.successTitle,
    ]) {
      expect(text.trim()).not.toBe('');
    }
    expect(MSG.application.viewReports).toBe('Raporları Görüntüle');
    expect(MSG.application.viewOpenCalls).toBe('Açık Çağrıları Görüntüle');
  });
});
