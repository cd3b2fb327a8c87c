export { AppProviders, createQueryClient } from './app-providers';
export { renderStandalone } from './standalone';
export { createAdminHooks } from './admin-hooks';
export type { AdminResourceCalls } from './admin-hooks';
export { useClientList } from './client-list';
export type { ClientListOptions } from './client-list';
