// Texts of /my-evaluations that are ours (the spec names the parts, not their words), and the
// small derivations the cards and the sort share.
import type { Degerlendirme } from '@portal/domain';

export const MY_EVALUATIONS_TEXT = {
  title: 'Mentor Yorumları',
  subtitle: 'Başvurduğunuz projeler hakkında, size atanan mentorların yazdığı değerlendirmeler.',
  /** A mentor reads here what was said about his own projects; what he wrote is on his own page. */
  mentorNote: 'Mentor olarak yazdığınız değerlendirmeler burada değil, kendi sayfanızda:',
  mentorLink: 'Atandığım Projeler → Geçmiş Değerlendirmelerim',
  back: 'Geri',
  loading: 'Değerlendirmeler yükleniyor...',
  summaryLabel: 'Değerlendirme özeti',
  total: 'Toplam Değerlendirme',
  average: 'Ortalama Puan',
  successRate: 'Başarı Oranı',
  highScores: (n: number) => `${n} yüksek puan (80+)`,
  statuses: 'Farklı Durum',
  searchPlaceholder: 'Proje, mentor veya yorum ara...',
  sortLabel: 'Sıralama',
  sorts: {
    date: 'Tarihe göre (yeni)',
    score: 'Puana göre (yüksek)',
    project: 'Proje adına göre',
    mentor: 'Mentor adına göre',
  },
  clearFilters: 'Filtreleri Temizle',
  shown: (n: number, m: number) => `${m} değerlendirmeden ${n} tanesi gösteriliyor`,
  filteredChip: 'Filtrelendi',
  empty: 'Henüz değerlendirme bulunmamaktadır',
  emptyHint: 'Mentorlarınız projelerinizi değerlendirdiğinde burada görünecek.',
  emptyFiltered: 'Arama kriterlerinize uygun değerlendirme bulunamadı',
  mentorLabel: 'Mentor:',
  scoreLabel: 'Puan',
  noComment: 'Yorum eklenmemiş.',
} as const;

export const SORT_KEYS = ['date', 'score', 'project', 'mentor'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export function mentorName(d: Degerlendirme): string {
  const u = d.mentor?.user;
  return u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() : '';
}

export function projectTitle(d: Degerlendirme): string {
  return d.atama?.basvuru?.proje_basligi ?? '';
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Newest and highest first; names A to Z (Turkish order); ties by newest. */
export function compareBy(key: SortKey): (a: Degerlendirme, b: Degerlendirme) => number {
  const newest = (a: Degerlendirme, b: Degerlendirme) => Date.parse(b.olusturuldu) - Date.parse(a.olusturuldu) || b.id - a.id;
  switch (key) {
    case 'score':
      return (a, b) => Number(b.puan) - Number(a.puan) || newest(a, b);
    case 'project':
      return (a, b) => collator.compare(projectTitle(a), projectTitle(b)) || newest(a, b);
    case 'mentor':
      return (a, b) => collator.compare(mentorName(a), mentorName(b)) || newest(a, b);
    default:
      return newest;
  }
}
