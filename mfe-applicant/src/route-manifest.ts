// The routes the applicant remote owns: the ONE list. routes.tsx draws a screen for each path (a
// path without a screen yet answers the shell's not-found page); the build writes this list to
// routes.json, from which the shell builds its guarded routes at run time. Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  { path: '/basvuru-basarili', access: 'public', title: 'Başvuru Alındı' },
  { path: '/cagrilar', access: 'user', title: 'Açık Çağrılar' },
  { path: '/cagri/:cagriId/basvur', access: 'user', title: 'Başvuru Yap' },
  { path: '/my-applications', access: 'user', title: 'Başvurularım' },
  { path: '/basvuru/:basvuruId/raporlar', access: 'user', title: 'Raporlar' },
  { path: '/basvuru/:basvuruId/reports', access: 'user', title: 'Raporlar' },
  { path: '/basvuru/:basvuruId/rapor/yeni', access: 'user', title: 'Yeni Rapor' },
  { path: '/basvuru/:basvuruId/mentorlar', access: 'user', title: 'Mentorlarım' },
  { path: '/kaynaklar', access: 'user', title: 'Kaynaklar' },
  { path: '/kaynak/:kaynakId/rezervasyon/yeni', access: 'user', title: 'Yeni Rezervasyon' },
  { path: '/my-reservations', access: 'user', title: 'Rezervasyonlarım' },
  { path: '/rezervasyon/:rezervasyonId/guncelle', access: 'user', title: 'Rezervasyonu Güncelle' },
  { path: '/my-evaluations', access: 'user', title: 'Mentor Yorumları' },
] as const satisfies readonly RouteManifestEntry[];

export type ApplicantPath = (typeof routeManifest)[number]['path'];
