// The remotes of the portal and the shape of the route manifest each one ships. Plain ESM with no
// imports: the webpack configs, the shell (bundled) and the server (/remotes.json) all read it.

/** Federation names of the remotes: keys of /remotes.json, served under /remotes/<name>/. */
export const REMOTE_NAMES = Object.freeze(/** @type {const} */ (['applicant', 'mentor', 'company', 'admin']));

/** The workspace folder that builds each remote. */
export const REMOTE_FOLDERS = Object.freeze({
  applicant: 'mfe-applicant',
  mentor: 'mfe-mentor',
  company: 'mfe-company',
  admin: 'mfe-admin',
});

/** Who may open a route: any visitor; signed-in users (staff go to the admin home); company owners; staff. */
export const ROUTE_ACCESS = Object.freeze(/** @type {const} */ (['public', 'user', 'sirket_sahibi', 'admin']));

/**
 * Who sees a route's card on the home screen: every signed-in non-staff user, mentors, company
 * owners, or everyone who is not a mentor (mentors read evaluations on their own screen).
 */
export const HOME_AUDIENCES = Object.freeze(/** @type {const} */ (['everyone', 'mentor', 'sirket_sahibi', 'not_mentor']));

/** The file a remote's build writes beside its remoteEntry.js: its route manifest as JSON. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isRemoteName(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (REMOTE_NAMES).includes(value);
}

/**
 * Checks a route manifest (an array of { path, access, title, home? }); returns the problems found.
 * @param {unknown} value
 * @returns {string[]}
 */
export function routeManifestProblems(value) {
  if (!Array.isArray(value)) return ['a route manifest is an array'];
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  value.forEach((entry, i) => {
    const at = `route ${i}`;
    if (!entry || typeof entry !== 'object') return void problems.push(`${at}: not an object`);
    const { path, access, title } = /** @type {Record<string, unknown>} */ (entry);
    if (typeof path !== 'string' || !path.startsWith('/')) problems.push(`${at}: path must start with "/"`);
    else if (seen.has(path)) problems.push(`${at}: path ${path} is listed twice`);
    else seen.add(path);
    if (!(/** @type {readonly unknown[]} */ (ROUTE_ACCESS).includes(access))) problems.push(`${at}: access must be one of ${ROUTE_ACCESS.join(', ')}`);
    if (typeof title !== 'string' || title.trim() === '') problems.push(`${at}: title is required`);
    const { home } = /** @type {Record<string, unknown>} */ (entry);
    if (home === undefined) return;
    const card = /** @type {Record<string, unknown> | null} */ (typeof home === 'object' ? home : null);
    if (!card) return void problems.push(`${at}: home must be an object`);
    if (typeof card.order !== 'number' || !Number.isFinite(card.order)) problems.push(`${at}: home.order must be a number`);
    if (!(/** @type {readonly unknown[]} */ (HOME_AUDIENCES).includes(card.audience))) problems.push(`${at}: home.audience must be one of ${HOME_AUDIENCES.join(', ')}`);
    if (typeof card.description !== 'string' || card.description.trim() === '') problems.push(`${at}: home.description is required`);
    if (typeof card.color !== 'string' || !/^[a-z]+$/.test(card.color)) problems.push(`${at}: home.color must be a colour palette name`);
    if (typeof path === 'string' && path.includes(':')) problems.push(`${at}: a home card needs a path without parameters`);
  });
  return problems;
}

/**
 * @param {unknown} value
 * @returns {boolean}
 */
export function isRouteManifest(value) {
  return routeManifestProblems(value).length === 0;
}
