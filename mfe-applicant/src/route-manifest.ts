// The routes the applicant remote owns: the ONE list. routes.tsx draws a screen for each path (a
// path without a screen yet answers the shell's not-found page); the build writes this list to
// routes.json, from which the shell builds its guarded routes at run time. Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  { path: '/basvuru-basarili', access: 'public', title: 'Başvuru Alındı' },
  {
    path: '/cagrilar', access: 'user', title: 'Açık Çağrılar',
    home: { order: 10, audience: 'everyone', color: 'blue', description: 'Açık çağrıları inceleyin ve projenizle başvurun.' },
  },
  { path: '/cagri/:cagriId/basvur', access: 'user', title: 'Başvuru Yap' },
  {
    path: '/my-applications', access: 'user', title: 'Başvurularım',
    home: { order: 20, audience: 'everyone', color: 'green', description: 'Başvurularınızın durumunu ve raporlarını takip edin.' },
  },
  { path: '/basvuru/:basvuruId/raporlar', access: 'user', title: 'Raporlar' },
  { path: '/basvuru/:basvuruId/reports', access: 'user', title: 'Raporlar' },
  { path: '/basvuru/:basvuruId/rapor/yeni', access: 'user', title: 'Yeni Rapor' },
  { path: '/basvuru/:basvuruId/mentorlar', access: 'user', title: 'Mentorlarım' },
  { path: '/basvuru/:basvuruId/mesajlar', access: 'user', title: 'Mesajlar' },
  {
    path: '/kaynaklar', access: 'user', title: 'Kaynaklar',
    home: { order: 30, audience: 'everyone', color: 'purple', description: 'Ortak kaynakları görüntüleyin ve rezervasyon yapın.' },
  },
  { path: '/kaynak/:kaynakId/rezervasyon/yeni', access: 'user', title: 'Yeni Rezervasyon' },
  {
    path: '/my-reservations', access: 'user', title: 'Rezervasyonlarım',
    home: { order: 40, audience: 'everyone', color: 'teal', description: 'Rezervasyonlarınızı görüntüleyin ve güncelleyin.' },
  },
  { path: '/rezervasyon/:rezervasyonId/guncelle', access: 'user', title: 'Rezervasyonu Güncelle' },
  {
    path: '/my-evaluations', access: 'user', title: 'Mentor Yorumları',
    home: { order: 80, audience: 'not_mentor', color: 'yellow', description: 'Projeleriniz hakkındaki mentor değerlendirmelerini okuyun.' },
  },
  { path: '/cagrilar/:cagriId', access: 'user', title: 'Çağrı' },
  { path: '/basvuru/:basvuruId/duzenle', access: 'user', title: 'Taslak Başvuru' },
  { path: '/basvuru/:basvuruId/rapor/:raporId/duzenle', access: 'user', title: 'Taslak Rapor' },
] as const satisfies readonly RouteManifestEntry[];

export type ApplicantPath = (typeof routeManifest)[number]['path'];
