// The columns of every admin export: Turkish headers, statuses as their Turkish labels (the
// domain's status tables), instants as Istanbul wall time (lib/tabular). One set per admin list.
import {
  atamaDurumMeta,
  basvuruDurumMeta,
  dekontDurumMeta,
  evaluationStatusMeta,
  formFields,
  isStoredFileAnswer,
  type FormTanimi,
  type StoredAnswer,
  raporDurumMeta,
  rezervasyonDurumMeta,
  sirketRolMeta,
} from '@portal/domain';
import type { TableColumn } from '../../lib/tabular';
import type { AtamaRow } from '../atamalar/repository';
import type { BasvuruRow } from '../basvurular/repository';
import type { CagriRow } from '../cagrilar/repository';
import type { DekontRow } from '../dekontlar/repository';
import type { MentorRow } from '../mentorler/repository';
import type { RaporRow } from '../raporlar/repository';
import type { RezervasyonRow } from '../rezervasyonlar/repository';
import type { AdminSirketRow } from '../sirketler/repository';
import type { UserRow } from '../kullanicilar/repository';
import type { kaynakAdminList } from '../kaynaklar/repository';
import type { DegerlendirmeExportRow } from './repository';
import type { ListRow } from '../../lib/admin-list';

type KaynakRow = ListRow<ReturnType<(typeof kaynakAdminList)['select']>>;

const personName = (first: string | null, last: string | null, username: string | null): string =>
  [first, last].map((p) => p?.trim()).filter(Boolean).join(' ') || (username ?? '');

const id = <R extends { id: number }>(): TableColumn<R> => ({ header: 'ID', type: 'number', value: (r) => r.id, width: 8 });

export const basvuruColumns: TableColumn<BasvuruRow>[] = [
  id(),
  { header: 'Proje Başlığı', value: (r) => r.proje_basligi, width: 40 },
  { header: 'Başvuran', value: (r) => r.basvuran_ad_soyad, width: 24 },
  { header: 'E-posta', value: (r) => r.basvuran_email, width: 28 },
  { header: 'Şirket', value: (r) => r.sirket_adi ?? '', width: 28 },
  { header: 'Çağrı', value: (r) => r.cagri_baslik, width: 32 },
  { header: 'Durum', value: (r) => basvuruDurumMeta(r.durum).label },
  { header: 'Başvuru Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
  { header: 'Açıklama', value: (r) => r.aciklama, width: 60 },
];

export const cagriColumns: TableColumn<CagriRow>[] = [
  id(),
  { header: 'Başlık', value: (r) => r.baslik, width: 40 },
  { header: 'Başlangıç', type: 'datetime', value: (r) => r.baslangic, width: 18 },
  { header: 'Bitiş', type: 'datetime', value: (r) => r.bitis, width: 18 },
  { header: 'Aktif', type: 'boolean', value: (r) => r.aktif },
  { header: 'Detay Bağlantısı', value: (r) => r.detay_url ?? '', width: 30 },
  { header: 'Oluşturulma Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
  { header: 'Açıklama', value: (r) => r.aciklama, width: 60 },
];

export const raporColumns: TableColumn<RaporRow>[] = [
  id(),
  { header: 'Proje', value: (r) => r.proje_basligi, width: 40 },
  { header: 'Başvuran', value: (r) => r.basvuran_ad_soyad, width: 24 },
  { header: 'Raporu Gönderen', value: (r) => personName(r.calisan_first_name, r.calisan_last_name, r.calisan_username), width: 24 },
  { header: 'Şirket', value: (r) => r.sirket_adi ?? '', width: 28 },
  { header: 'Dönem Başlangıcı', type: 'date', value: (r) => r.donem_baslangic },
  { header: 'Dönem Bitişi', type: 'date', value: (r) => r.donem_bitis },
  { header: 'Durum', value: (r) => raporDurumMeta(r.durum).label },
  { header: 'Gönderim Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
  { header: 'Özet', value: (r) => r.ozet, width: 60 },
];

export const kaynakColumns: TableColumn<KaynakRow>[] = [
  id(),
  { header: 'Kaynak Adı', value: (r) => r.ad, width: 32 },
  { header: 'Kapasite', type: 'number', value: (r) => r.kapasite },
  { header: 'Aktif', type: 'boolean', value: (r) => r.aktif },
  { header: 'Oluşturulma Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
];

export const rezervasyonColumns: TableColumn<RezervasyonRow>[] = [
  id(),
  { header: 'Kaynak', value: (r) => r.kaynak_ad, width: 28 },
  { header: 'Proje', value: (r) => r.proje_basligi, width: 36 },
  { header: 'Rezervasyonu Yapan', value: (r) => personName(r.first_name, r.last_name, r.username), width: 24 },
  { header: 'Başlangıç', type: 'datetime', value: (r) => r.baslangic, width: 18 },
  { header: 'Bitiş', type: 'datetime', value: (r) => r.bitis, width: 18 },
  { header: 'Durum', value: (r) => rezervasyonDurumMeta(r.durum).label },
  { header: 'Açıklama', value: (r) => r.aciklama, width: 40 },
  { header: 'Oluşturulma Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
];

export const kullaniciColumns: TableColumn<UserRow>[] = [
  id(),
  { header: 'Kullanıcı Adı', value: (r) => r.username, width: 20 },
  { header: 'Ad Soyad', value: (r) => r.full_name, width: 24 },
  { header: 'E-posta', value: (r) => r.email, width: 28 },
  { header: 'Aktif', type: 'boolean', value: (r) => r.is_active },
  { header: 'Yönetici', type: 'boolean', value: (r) => r.is_staff },
  { header: 'Süper Yönetici', type: 'boolean', value: (r) => r.is_superuser },
  { header: 'Mentor', type: 'boolean', value: (r) => r.is_mentor },
  { header: 'Şirket Sahibi', type: 'boolean', value: (r) => r.is_sirket_sahibi },
  {
    header: 'Şirket Üyelikleri',
    value: (r) => r.sirket_uyelikleri.map((m) => `${m.sirket_adi} (${sirketRolMeta(m.rol).label})`).join('; '),
    width: 40,
  },
  { header: 'Kayıt Tarihi', type: 'datetime', value: (r) => r.date_joined, width: 18 },
  { header: 'Son Giriş', type: 'datetime', value: (r) => r.last_login, width: 18 },
];

export const sirketColumns: TableColumn<AdminSirketRow>[] = [
  id(),
  { header: 'Şirket Adı', value: (r) => r.adi, width: 32 },
  { header: 'Aktif', type: 'boolean', value: (r) => r.aktif },
  { header: 'Üye Sayısı', type: 'number', value: (r) => r.uyeler.length },
  {
    header: 'Şirket Sahibi',
    value: (r) =>
      r.uyeler
        .filter((m) => m.rol === 'sahip')
        .map((m) => personName(m.user.first_name, m.user.last_name, m.user.username))
        .join('; '),
    width: 28,
  },
  {
    header: 'Üyeler',
    value: (r) => r.uyeler.map((m) => `${personName(m.user.first_name, m.user.last_name, m.user.username)} (${sirketRolMeta(m.rol).label})`).join('; '),
    width: 50,
  },
  { header: 'Oluşturulma Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
];

export const mentorColumns: TableColumn<MentorRow>[] = [
  id(),
  { header: 'Ad Soyad', value: (r) => r.name, width: 24 },
  { header: 'Kullanıcı Adı', value: (r) => r.username, width: 20 },
  { header: 'E-posta', value: (r) => r.email, width: 28 },
  { header: 'Ünvan', value: (r) => r.unvan, width: 24 },
  { header: 'Uzmanlık', value: (r) => r.uzmanlik, width: 40 },
  { header: 'Kapasite', type: 'number', value: (r) => r.kapasite },
  { header: 'Aktif Atama', type: 'number', value: (r) => r.active_assignments },
  { header: 'Aktif', type: 'boolean', value: (r) => r.aktif },
  { header: 'Oluşturulma Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
];

export const atamaColumns: TableColumn<AtamaRow>[] = [
  id(),
  { header: 'Mentor', value: (r) => r.mentor_name, width: 24 },
  { header: 'Ünvan', value: (r) => r.mentor_unvan, width: 24 },
  { header: 'Proje', value: (r) => r.proje_basligi, width: 36 },
  { header: 'Başvuran', value: (r) => r.basvuran_ad_soyad, width: 24 },
  { header: 'Çağrı', value: (r) => r.cagri_baslik, width: 32 },
  { header: 'Başvuru Durumu', value: (r) => basvuruDurumMeta(r.basvuru_durum).label },
  { header: 'Atama Tarihi', type: 'datetime', value: (r) => r.tarih, width: 18 },
  { header: 'Durum', value: (r) => atamaDurumMeta(r.aktif).label },
  { header: 'Değerlendirme Sayısı', type: 'number', value: (r) => r.evaluation_count },
];

export const dekontColumns: TableColumn<DekontRow>[] = [
  id(),
  { header: 'Şirket', value: (r) => r.sirket_adi, width: 32 },
  { header: 'Ödeme Tarihi', type: 'date', value: (r) => r.odeme_tarihi },
  { header: 'Yükleme Tarihi', type: 'datetime', value: (r) => r.yukleme_tarihi, width: 18 },
  { header: 'Yükleyen', value: (r) => personName(r.olusturan_first_name, r.olusturan_last_name, r.olusturan_username), width: 24 },
  { header: 'Durum', value: (r) => dekontDurumMeta(r.durum).label },
  { header: 'Açıklama', value: (r) => r.aciklama, width: 40 },
];

/** One row per evaluation: which mentor gave which score, and the project's average. */
export const degerlendirmeColumns: TableColumn<DegerlendirmeExportRow>[] = [
  { header: 'Başvuru ID', type: 'number', value: (r) => r.basvuru_id, width: 10 },
  { header: 'Proje', value: (r) => r.proje_basligi, width: 36 },
  { header: 'Başvuran', value: (r) => r.basvuran_ad_soyad, width: 24 },
  { header: 'Çağrı', value: (r) => r.cagri_baslik, width: 32 },
  { header: 'Başvuru Durumu', value: (r) => basvuruDurumMeta(r.basvuru_durum).label },
  { header: 'Mentor', value: (r) => r.mentor_name, width: 24 },
  { header: 'Mentor Ünvanı', value: (r) => r.mentor_unvan, width: 24 },
  { header: 'Puan', type: 'number', value: (r) => r.puan },
  { header: 'Projenin Ortalama Puanı', type: 'number', value: (r) => (r.ortalama === null ? null : Number(r.ortalama)), width: 14 },
  { header: 'Önerilen Durum', value: (r) => evaluationStatusMeta(r.onerilen_durum).label },
  { header: 'Değerlendirme Tarihi', type: 'datetime', value: (r) => r.olusturuldu, width: 18 },
  { header: 'Yorum', value: (r) => r.yorum, width: 60 },
];

/** A criterion's score in an evaluations export row ('olcut_id:puan' pairs), or null. */
function criterionScore(row: DegerlendirmeExportRow, olcutId: number): number | null {
  for (const pair of (row.olcut_puanlari ?? '').split(',')) {
    const [id, puan] = pair.split(':');
    if (Number(id) === olcutId) return Number(puan);
  }
  return null;
}

/**
 * The evaluations export's columns: the fixed ones, then one per criterion ('Takım (1-5)'; with the
 * call's title when criteria of several calls are in it). Without rubrics, the fixed ones alone.
 */
export function degerlendirmeColumnsWith(
  olcutler: ReadonlyArray<{ id: number; ad: string; olcek_min: number; olcek_max: number; cagri_id: number; cagri_baslik: string }>,
): TableColumn<DegerlendirmeExportRow>[] {
  const severalCalls = new Set(olcutler.map((o) => o.cagri_id)).size > 1;
  return [
    ...degerlendirmeColumns,
    ...olcutler.map(
      (o): TableColumn<DegerlendirmeExportRow> => ({
        header: `${o.ad} (${o.olcek_min}-${o.olcek_max})${severalCalls ? ` · ${o.cagri_baslik}` : ''}`,
        type: 'number',
        value: (r) => criterionScore(r, o.id),
        width: 14,
      }),
    ),
  ];
}

/**
 * The applications' export filtered by a call: one column per question of its form, the current
 * version's questions first in their order, then those only older versions asked; headers are the
 * labels. Choices are joined with ', ', yes/no as Evet/Hayır, a file answer as its signed link.
 */
export function answerColumns(tanimlar: readonly FormTanimi[], fileLink: (fileId: number) => string): TableColumn<BasvuruRow>[] {
  const seen = new Set<string>();
  const fields = tanimlar.flatMap((t) => formFields(t)).filter((f) => !seen.has(f.anahtar) && seen.add(f.anahtar));
  const cell = (value: StoredAnswer | undefined): string | number | null => {
    if (value === undefined) return null;
    if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
    if (Array.isArray(value)) return value.join(', ');
    if (isStoredFileAnswer(value)) return fileLink(value.dosya_id);
    return value;
  };
  return fields.map((f) => ({
    header: f.etiket,
    type: f.tur === 'sayi' ? 'number' : undefined,
    value: (r) => cell(r.cevaplar[f.anahtar]),
    width: f.tur === 'uzun_metin' ? 60 : f.tur === 'dosya' ? 50 : 28,
  }));
}
