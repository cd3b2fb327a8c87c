// Texts of /admin/mentors that are ours (the spec lists columns and actions, not their words).
import type { Mentor } from '@portal/domain';

export const MENTOR_ADMIN_TEXT = {
  searchPlaceholder: 'Mentorlarda ara...',
  newMentor: 'Yeni Mentor',
  toAssignments: 'Mentor Atamaları',
  tableLabel: 'Mentorlar',
  colUser: 'Kullanıcı',
  colUsername: 'Kullanıcı Adı',
  colTitle: 'Unvan',
  colExpertise: 'Uzmanlık',
  empty: 'Henüz mentor bulunmamaktadır',
  noMatch: 'Arama kriterlerinize uygun mentor bulunamadı',
  createTitle: 'Yeni Mentor',
  editTitle: 'Mentoru Düzenle',
  user: 'Kullanıcı',
  userSearch: 'Kullanıcı ara...',
  userPlaceholder: 'Kullanıcı seçin',
  noCandidates: 'Mentor yapılabilecek kullanıcı bulunamadı',
  candidatesLoading: 'Kullanıcılar yükleniyor...',
  unvan: 'Unvan',
  uzmanlik: 'Uzmanlık Alanları',
  aktif: 'Aktif',
  kapasite: 'Kapasite (en çok aktif proje)',
  kapasiteHint: 'Öneriler bu sınırı aşmaz.',
  colLoad: 'Aktif Proje',
  username: 'Kullanıcı adı',
  email: 'E-posta',
  status: 'Durum',
  create: 'Oluştur',
  save: 'Kaydet',
  cancel: 'İptal',
  deleteTitle: 'Mentoru Sil',
  deleteMessage: (name: string) => `"${name}" mentor kaydı silinsin mi? Atamaları ve değerlendirmeleri de silinir. Bu işlem geri alınamaz.`,
  saveFailed: 'Mentor kaydedilemedi',
  deleteFailed: 'Mentor silinemedi',
} as const;

export function mentorDisplayName(m: Mentor): string {
  const full = `${m.user?.first_name ?? ''} ${m.user?.last_name ?? ''}`.trim();
  return full || m.user?.username || `#${m.id}`;
}
