// '@portal/ui/testing': test helpers for the ui package, the shell and the remotes. Never imported
// by production code (a separate package entry keeps it out of the bundles).

// The jest-dom matchers (toBeInTheDocument, toBeDisabled...) are registered at runtime by
// setup-jsdom.ts; this type-only import gives every test that imports this entry their types.
import type {} from '@testing-library/jest-dom/jest-globals';
export {
  renderWithProviders,
  type RenderWithProvidersOptions,
  type RenderWithProvidersResult,
} from './render-with-providers';
export { act, fireEvent, screen, waitFor, within, cleanup } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
