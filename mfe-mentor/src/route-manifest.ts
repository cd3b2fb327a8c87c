// The routes the mentor remote owns: the ONE list. routes.tsx draws a screen for each path (a path
// without a screen yet answers the shell's not-found page); the build writes this list to routes.json,
// from which the shell builds its guarded routes at run time. Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  {
    path: '/mentor-evaluation', access: 'user', title: 'Atandığım Projeler',
    home: { order: 50, audience: 'mentor', color: 'orange', description: 'Size atanan projeleri inceleyin ve değerlendirin.' },
  },
  // One project at a time: its application and reports beside the evaluation form.
  { path: '/mentor-evaluation/:atamaId', access: 'user', title: 'Proje Değerlendirme' },
] as const satisfies readonly RouteManifestEntry[];

export type MentorPath = (typeof routeManifest)[number]['path'];
