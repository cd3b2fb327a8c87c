// @portal/domain/session: the session rules (login form, token pair, token claims; zod/mini). The
// session store loads this entry when it first needs it: the user types in the login form, a stored
// session is checked, a token is refreshed; the login page itself starts without zod
// (docs/bundles.md). Shared as a Module Federation singleton of its own, like /core, from the same
// modules as the full entry, which re-exports them.

// First: zod's settings must be in place before any schema is built (see zod-config.ts).
import './zod-config';

export * from './validation/auth';
