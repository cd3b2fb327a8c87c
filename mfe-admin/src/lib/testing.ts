// Test helpers of the admin screens (imported by tests only).
import { afterEach, beforeEach, jest } from '@jest/globals';
import { stubFetch, type FetchHandler, type FetchStub } from '@portal/api-client/testing';
import { screen, within } from '@portal/ui/testing';

/**
 * The stand-in API and the quiet console of a screen test file, set up and torn down around each
 * test: `answer(handler)` installs a fetch stub (a later one answers instead; all are restored after
 * the test) and `consoleError` is console.error, silenced (screens log failed requests there).
 */
export function screenTestApi() {
  let stubs: FetchStub[] = [];
  let consoleError: ReturnType<typeof jest.spyOn> | undefined;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const stub of stubs.reverse()) stub.restore();
    stubs = [];
    consoleError?.mockRestore();
  });
  return {
    answer(handler: FetchHandler): FetchStub {
      const stub = stubFetch(handler);
      stubs.push(stub);
      return stub;
    },
    get consoleError() {
      return consoleError!;
    },
  };
}

type User = { click: (element: Element) => Promise<void> };

/** Opens the row menu 'İşlemler: <name>' (with name '', the only row menu inside `scope`) and picks `item`. */
export async function chooseRowAction(user: User, name: string, item: string, scope?: HTMLElement) {
  const label = name === '' ? /^İşlemler: / : `İşlemler: ${name}`;
  const trigger = await (scope ? within(scope) : screen).findByRole('button', { name: label });
  await user.click(trigger);
  await user.click(await screen.findByRole('menuitem', { name: item }));
}
