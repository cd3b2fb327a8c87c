// Types of remotes.js (plain JS so that webpack configs load it without a TypeScript step).

export type RemoteName = 'applicant' | 'mentor' | 'company' | 'admin';
export declare const REMOTE_NAMES: readonly RemoteName[];
export declare const REMOTE_FOLDERS: Readonly<Record<RemoteName, string>>;

/**
 * public: open to any visitor; user: signed-in users, staff sent to the admin home;
 * sirket_sahibi / admin: role-gated.
 */
export type RouteAccess = 'public' | 'user' | 'sirket_sahibi' | 'admin';
export declare const ROUTE_ACCESS: readonly RouteAccess[];

/** Who sees a route's home card: every signed-in non-staff user, mentors, company owners, non-mentors. */
export type HomeAudience = 'everyone' | 'mentor' | 'sirket_sahibi' | 'not_mentor';
export declare const HOME_AUDIENCES: readonly HomeAudience[];

/** A card on the home screen leading to the route (its title is the route's title). */
export interface HomeCardEntry {
  /** Position among all remotes' cards (ascending). */
  readonly order: number;
  readonly audience: HomeAudience;
  readonly description: string;
  /** Chakra colour palette of the card's accent. */
  readonly color: string;
}

/** One route a remote owns: its absolute path (react-router syntax), who may open it, its page title, its home card. */
export interface RouteManifestEntry {
  readonly path: string;
  readonly access: RouteAccess;
  readonly title: string;
  readonly home?: HomeCardEntry;
}
export type RouteManifest = readonly RouteManifestEntry[];

/** One remote in /remotes.json: where its mf-manifest.json is, and its routes (null: manifest unavailable). */
export interface RemoteEntry {
  entry: string;
  routes: RouteManifestEntry[] | null;
}

export declare const ROUTE_MANIFEST_FILE: 'routes.json';
export declare function isRemoteName(value: unknown): value is RemoteName;
export declare function routeManifestProblems(value: unknown): string[];
export declare function isRouteManifest(value: unknown): value is RouteManifestEntry[];
