// The routes the company remote owns: the ONE list. routes.tsx draws a screen for each path (a path
// without a screen yet answers the shell's not-found page); the build writes this list to routes.json,
// from which the shell builds its guarded routes at run time. Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  {
    path: '/dekontlar', access: 'sirket_sahibi', title: 'Kira Dekont Takibi',
    home: { order: 70, audience: 'sirket_sahibi', color: 'pink', description: 'Kira dekontlarınızı yükleyin ve durumlarını takip edin.' },
  },
  {
    path: '/calisanlarim', access: 'sirket_sahibi', title: 'Çalışanlarım',
    home: { order: 60, audience: 'sirket_sahibi', color: 'cyan', description: 'Şirketinizin çalışanlarını ve raporlarını görüntüleyin.' },
  },
  { path: '/calisan-raporlari', access: 'sirket_sahibi', title: 'Çalışan Raporları' },
] as const satisfies readonly RouteManifestEntry[];

export type CompanyPath = (typeof routeManifest)[number]['path'];
