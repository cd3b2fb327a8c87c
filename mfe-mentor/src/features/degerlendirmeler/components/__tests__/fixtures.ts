// Answers of the mentor screens' API calls for the component tests.
import type { Atama, Basvuru, Degerlendirme, MentorQueueItem, MentorQueueReason, Rapor, SessionUser } from '@portal/domain';

export const MENTOR_USER: SessionUser = {
  user_id: 7,
  exp: Math.floor(Date.now() / 1000) + 3600,
  is_mentor: true,
  is_sirket_sahibi: false,
  is_staff: false,
  is_superuser: false,
  rol: null,
  sirket_id: null,
};
export const PLAIN_USER: SessionUser = { ...MENTOR_USER, user_id: 8, is_mentor: false };

export function atama(id: number, proje: string, aktif = true): Atama {
  return {
    id,
    tarih: '2025-03-01T09:00:00Z',
    aktif,
    basvuru: {
      id: 100 + id,
      proje_basligi: proje,
      durum: 'ONAY',
      basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: 'Yılmaz Tarım' },
      cagri: { id: 1, baslik: 'Teknoloji Çağrısı' },
    },
    mentor: { id: 3, name: 'Mehmet Kaya', aktif: true, unvan: 'Dr.', uzmanlik: 'tarım', user: { id: 7, first_name: 'Mehmet', last_name: 'Kaya', username: 'mentor1', email: 'm@example.org' } },
    evaluation_count: 0,
  };
}

export function queueItem(id: number, proje: string, neden: MentorQueueReason, last: { puan: number; at: string } | null = null, yeni = 0): MentorQueueItem {
  return {
    atama: atama(id, proje),
    neden,
    son_degerlendirme: last ? { id: 500 + id, puan: last.puan, onerilen_durum: 'INCELEME', olusturuldu: last.at } : null,
    son_rapor: yeni ? '2025-03-20T10:00:00Z' : null,
    yeni_rapor_sayisi: yeni,
  };
}

export function evaluation(id: number, atamaId: number, proje: string, puan: number, aktif = true, at = '2025-03-05T10:00:00Z'): Degerlendirme {
  return {
    id,
    atama_id: atamaId,
    puan,
    yorum: `${proje} hakkında görüş.`,
    onerilen_durum: 'INCELEME',
    olusturuldu: at,
    atama: { id: atamaId, aktif, basvuru: { id: 100 + atamaId, proje_basligi: proje } },
    mentor: { id: 3, unvan: 'Dr.', user: { first_name: 'Mehmet', last_name: 'Kaya' } },
  };
}

export function basvuru(id: number, proje: string, ekDosya: string | null): Basvuru {
  return {
    id,
    cagri: { id: 1, baslik: 'Teknoloji Çağrısı' },
    cagri_id: 1,
    proje_basligi: proje,
    aciklama: 'Tarlaya yerleştirilen sensörlerle sulamayı yöneten bir sistem.\nİkinci paragraf.',
    durum: 'ONAY',
    olusturuldu: '2025-02-01T09:00:00Z',
    ek_dosya: ekDosya,
    basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: 'Yılmaz Tarım' },
  } as unknown as Basvuru;
}

export function rapor(id: number, basvuruId: number, at: string, durum: Rapor['durum'] = 'GONDERILDI'): Rapor {
  return {
    id,
    basvuru_id: basvuruId,
    donem_baslangic: '2025-03-01',
    donem_bitis: '2025-03-31',
    ozet: `Rapor ${id} özeti.`,
    durum,
    olusturuldu: at,
    ek_dosya: null,
  } as unknown as Rapor;
}
