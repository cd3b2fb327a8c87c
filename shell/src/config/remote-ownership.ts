// Which remote owns which path (DESIGN.md section 1) and who may open it (spec section 2, route table).
// The shell registers one guarded route per path; the remote's './routes' module draws the screen.

/** Remote names: keys of /remotes.json and the federation names of the remotes. */
export type RemoteName = 'applicant' | 'mentor' | 'company' | 'admin';

/**
 * public: open to any visitor; user: signed-in users, staff sent to /admin/dashboard;
 * sirket_sahibi / admin: role-gated.
 */
export type RouteAccess = 'public' | 'user' | 'sirket_sahibi' | 'admin';

export interface RemoteOwnedPath {
  remote: RemoteName;
  path: string;
  access: RouteAccess;
}

export const REMOTE_OWNED_PATHS: readonly RemoteOwnedPath[] = [
  { remote: 'applicant', path: '/basvuru-basarili', access: 'public' },
  { remote: 'applicant', path: '/cagrilar', access: 'user' },
  { remote: 'applicant', path: '/cagri/:cagriId/basvur', access: 'user' },
  { remote: 'applicant', path: '/my-applications', access: 'user' },
  { remote: 'applicant', path: '/basvuru/:basvuruId/raporlar', access: 'user' },
  { remote: 'applicant', path: '/basvuru/:basvuruId/reports', access: 'user' },
  { remote: 'applicant', path: '/basvuru/:basvuruId/rapor/yeni', access: 'user' },
  { remote: 'applicant', path: '/basvuru/:basvuruId/mentorlar', access: 'user' },
  { remote: 'applicant', path: '/kaynaklar', access: 'user' },
  { remote: 'applicant', path: '/kaynak/:kaynakId/rezervasyon/yeni', access: 'user' },
  { remote: 'applicant', path: '/my-reservations', access: 'user' },
  { remote: 'applicant', path: '/rezervasyon/:rezervasyonId/guncelle', access: 'user' },
  { remote: 'applicant', path: '/my-evaluations', access: 'user' },
  { remote: 'mentor', path: '/mentor-evaluation', access: 'user' },
  { remote: 'company', path: '/dekontlar', access: 'sirket_sahibi' },
  { remote: 'company', path: '/calisanlarim', access: 'sirket_sahibi' },
  { remote: 'company', path: '/calisan-raporlari', access: 'sirket_sahibi' },
  { remote: 'admin', path: '/admin', access: 'admin' },
  { remote: 'admin', path: '/admin/*', access: 'admin' },
];

export const REMOTE_NAMES: readonly RemoteName[] = ['applicant', 'mentor', 'company', 'admin'];
