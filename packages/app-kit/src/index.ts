export { AppProviders, createQueryClient } from './app-providers';
export { renderStandalone } from './standalone';
