// Texts of /basvuru/{id}/mentorlar that are ours (the spec lists the parts, not their words), and
// the counts of the page.
import type { Atama } from '@portal/domain';

export const MENTORS_TEXT = {
  title: 'Mentorlarım',
  loading: 'Mentorlar yükleniyor...',
  countsLabel: 'Mentor sayıları',
  assigned: 'Atanan Mentor',
  active: 'Aktif Mentor',
  days: 'Gün (ilk atamadan beri)',
  empty: 'Bu başvuruya henüz mentor atanmamış',
  emptyHint: 'Bir mentor atandığında burada görünecek.',
  back: 'Başvurularıma Dön',
  projectLabel: 'Proje:',
  username: 'Kullanıcı adı',
  unvan: 'Unvan',
  email: 'E-posta',
  uzmanlik: 'Uzmanlık',
  assignedOn: 'Atama tarihi',
  download: 'Bilgileri indir',
  share: 'Paylaş',
  invalidId: 'Geçersiz başvuru ID.',
} as const;

export function atamaMentorName(a: Atama): string {
  const u = a.mentor?.user;
  const fromUser = u ? `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() : '';
  return a.mentor?.name?.trim() || fromUser || u?.username || '-';
}

const DAY_MS = 86_400_000;

/** Assigned mentors, the active ones, and whole days since the first assignment (0 when none). */
export function mentorCounts(atamalar: readonly Atama[], now: number = Date.now()) {
  const times = atamalar.map((a) => Date.parse(a.tarih)).filter((t) => Number.isFinite(t));
  const first = times.length ? Math.min(...times) : null;
  return {
    assigned: atamalar.length,
    active: atamalar.filter((a) => a.aktif && a.mentor?.aktif !== false).length,
    days: first === null ? 0 : Math.max(0, Math.floor((now - first) / DAY_MS)),
  };
}
