// Notification types: every type has a label, an audience, texts and a client route; each person is
// offered exactly the types that can reach them.
import { describe, expect, test } from '@jest/globals';
import { BILDIRIM_TURLERI, BILDIRIM_TURU_META, bildirimMetni, bildirimTurleriOf, type BildirimParams, type BildirimTuru } from '../index';

const SAMPLES: { [T in BildirimTuru]: BildirimParams[T] } = {
  basvuru_durum: { basvuru_id: 1, proje_basligi: 'Akıllı Tarım', durum: 'INCELEME' },
  rapor_durum: { rapor_id: 2, basvuru_id: 1, proje_basligi: 'Akıllı Tarım', durum: 'RED' },
  rezervasyon_durum: { rezervasyon_id: 3, kaynak_adi: 'Toplantı Odası', baslangic: '2025-03-05T07:00:00Z', durum: 'IPTAL' },
  dekont_durum: { dekont_id: 4, sirket_adi: 'Demo Teknoloji A.Ş.', odeme_tarihi: '2025-03-05', durum: 'ONAYLANDI' },
  atama_yeni: { atama_id: 5, basvuru_id: 1, proje_basligi: 'Akıllı Tarım' },
  degerlendirme_yeni: { degerlendirme_id: 6, basvuru_id: 1, proje_basligi: 'Akıllı Tarım', puan: 85 },
  basvuru_yeni: { basvuru_id: 1, proje_basligi: 'Akıllı Tarım', basvuran: 'Ayşe Yılmaz', cagri_baslik: '2025 Destek Çağrısı' },
  rapor_yeni: { rapor_id: 2, basvuru_id: 1, proje_basligi: 'Akıllı Tarım' },
  rapor_hatirlatma: { basvuru_id: 1, proje_basligi: 'Akıllı Tarım', donem: '2025-02' },
  dekont_hatirlatma: { sirket_id: 7, sirket_adi: 'Demo Teknoloji A.Ş.', ay: '2025-02' },
  cagri_kapaniyor: { cagri_id: 8, cagri_baslik: '2025 Destek Çağrısı', basvuru_id: 1, proje_basligi: 'Akıllı Tarım', bitis: '2025-03-07T20:59:00Z' },
  rezervasyon_bekliyor: { adet: 2, en_eski: '2025-03-04T06:30:00Z' },
  sifre_sifirlama: { sifirlama_id: 9, gecerlilik: '2025-03-04T07:00:00Z' },
  davet: { davet_id: 10, gecerlilik: '2025-03-07T07:00:00Z', kullanici_adi: 'yeni.kisi' },
  mesaj_yeni: { mesaj_id: 11, basvuru_id: 1, proje_basligi: 'Akıllı Tarım', yazar: 'Dr. Mentor', ozet: 'Gelir tablonuzu ekler misiniz?', bilgi_talebi: true, hedef: 'mentor', atama_id: 5 },
  bilgi_talebi_bekliyor: { mesaj_id: 11, basvuru_id: 1, proje_basligi: 'Akıllı Tarım', soruldu: '2025-03-04T07:00:00Z' },
};

describe('notification types', () => {
  test.each(BILDIRIM_TURLERI)('%s: label, texts and a client route', (tur) => {
    expect(BILDIRIM_TURU_META[tur].etiket.length).toBeGreaterThan(5);
    const metin = bildirimMetni(tur, SAMPLES[tur] as never);
    expect(metin.baslik.length).toBeGreaterThan(3);
    expect(metin.mesaj.length).toBeGreaterThan(10);
    expect(metin.link).toMatch(/^\/[a-z0-9/-]+(\?[a-z_]+=[A-Z0-9_]+)?$/);
  });

  test('a password reset: the bell shows the event, the e-mail its link; nobody is offered it as a choice', () => {
    expect(bildirimMetni('sifre_sifirlama', SAMPLES.sifre_sifirlama).link).toBe('/settings');
    const mail = bildirimMetni('sifre_sifirlama', { ...SAMPLES.sifre_sifirlama, baglanti: '/sifre-sifirla?token=abc' });
    expect(mail.link).toBe('/sifre-sifirla?token=abc');
    expect(mail.mesaj).toContain('4 Mart 2025 10:00');
    for (const kisi of [{ is_staff: true, is_mentor: false, is_sirket_sahibi: false }, { is_staff: false, is_mentor: true, is_sirket_sahibi: true }]) {
      expect(bildirimTurleriOf(kisi)).not.toContain('sifre_sifirlama');
    }
  });

  test('texts in Turkish, in Istanbul time', () => {
    expect(bildirimMetni('rezervasyon_durum', SAMPLES.rezervasyon_durum)).toEqual({
      baslik: 'Rezervasyonunuz iptal edildi',
      mesaj: 'Toplantı Odası için 5 Mart 2025 10:00 tarihli rezervasyonunuz iptal edildi.',
      link: '/my-reservations',
    });
    expect(bildirimMetni('rapor_durum', SAMPLES.rapor_durum).link).toBe('/basvuru/1/raporlar');
  });

  test('reminders name the month, the closing time and the waiting requests', () => {
    expect(bildirimMetni('rapor_hatirlatma', SAMPLES.rapor_hatirlatma).mesaj).toBe('“Akıllı Tarım” projesi için Şubat 2025 dönemine ait rapor henüz gönderilmedi.');
    expect(bildirimMetni('dekont_hatirlatma', SAMPLES.dekont_hatirlatma).mesaj).toBe('Demo Teknoloji A.Ş. için Şubat 2025 ayına ait kira dekontu henüz yüklenmedi.');
    expect(bildirimMetni('cagri_kapaniyor', SAMPLES.cagri_kapaniyor).mesaj).toBe(
      '“2025 Destek Çağrısı” çağrısı 7 Mart 2025 23:59 tarihinde kapanıyor. “Akıllı Tarım” başvurunuz hâlâ taslak durumunda; çağrı kapanmadan tamamlanmalıdır.',
    );
    expect(bildirimMetni('rezervasyon_bekliyor', SAMPLES.rezervasyon_bekliyor)).toEqual({
      baslik: 'Onay bekleyen rezervasyonlar',
      mesaj: '2 rezervasyon talebi bir günden uzun süredir onay bekliyor (en eskisi 4 Mart 2025 09:30).',
      link: '/admin/reservations?durum=BEKLEME',
    });
  });

  test('who is offered which types', () => {
    const person = (flags: Partial<{ is_staff: boolean; is_mentor: boolean; is_sirket_sahibi: boolean }>) =>
      bildirimTurleriOf({ is_staff: false, is_mentor: false, is_sirket_sahibi: false, ...flags });
    expect(person({})).toEqual(['basvuru_durum', 'rapor_durum', 'rezervasyon_durum', 'degerlendirme_yeni', 'rapor_hatirlatma', 'cagri_kapaniyor', 'mesaj_yeni', 'bilgi_talebi_bekliyor']);
    expect(person({ is_mentor: true })).toContain('atama_yeni');
    expect(person({ is_sirket_sahibi: true })).toEqual(expect.arrayContaining(['dekont_durum', 'dekont_hatirlatma']));
    expect(person({ is_staff: true })).toEqual(['basvuru_yeni', 'rapor_yeni', 'rezervasyon_bekliyor', 'mesaj_yeni']);
  });
});
