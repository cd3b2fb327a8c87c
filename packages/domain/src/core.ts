// @portal/domain/core: the light entry for start-up code (the shell's first screens, @portal/auth-store,
// @portal/api-client, @portal/ui/core). Constants, messages, status tables, list helpers and the
// token expiry; no luxon and no zod (the session rules are @portal/domain/session, loaded when first
// needed). Shared as its own Module Federation singleton beside '@portal/domain', from the same
// modules: the full entry re-exports all of this, and the shell's one copy serves both
// (docs/bundles.md). A module added here must not import luxon, zod, './dates' or any schema.

export * from './constants';
export * from './messages';
export * from './status';
export * from './lists';
export * from './search';
export * from './validation/text';
export * from './validation/token-expiry';
export * from './two-factor';
export type * from './types';
export type { ListResponse, Paginated } from './contracts/page';
