import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider, type UiProviderProps } from '../provider/ui-provider';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Props for UiProvider (e.g. forcedColorMode). */
  ui?: Omit<UiProviderProps, 'children'>;
  /** Extra providers inside UiProvider (router, store...). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
  /** Options for userEvent.setup (e.g. { applyAccept: false } to upload files the accept attribute
   *  would filter out). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export type RenderWithProvidersResult = RenderResult & { user: ReturnType<typeof userEvent.setup> };

/** Renders inside the portal's UiProvider (Chakra system, colour mode, toaster) and returns a
 *  userEvent instance as `user`. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { ui: uiProps, wrapper: Inner, userEventOptions, ...rest } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return <UiProvider {...uiProps}>{Inner ? <Inner>{children}</Inner> : children}</UiProvider>;
  }
  const user = userEvent.setup(userEventOptions);
  const result: RenderResult = render(ui, { ...rest, wrapper: Wrapper });
  return Object.assign(result, { user });
}
