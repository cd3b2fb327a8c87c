// '@portal/ui/testing': test helpers for the ui package, the shell and the remotes. Never imported
// by production code (a separate package entry keeps it out of the bundles).
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { act, fireEvent, screen, waitFor, within, cleanup } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
