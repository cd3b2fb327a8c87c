// The routes the admin remote owns: the whole /admin area, staff only. The admin frame draws the
// pages of app/admin-pages.ts inside it (an /admin path without a page answers not-found). The build
// writes this list to routes.json, from which the shell builds its guarded routes at run time.
// Pure data: type imports only.
import type { RouteManifestEntry } from '@portal/mf-config/remotes';

export const routeManifest = [
  { path: '/admin', access: 'admin', title: 'Yönetim' },
  { path: '/admin/*', access: 'admin', title: 'Yönetim' },
] as const satisfies readonly RouteManifestEntry[];
