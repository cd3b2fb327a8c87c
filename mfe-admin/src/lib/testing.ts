// Test helpers of the admin screens (imported by tests only).
import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchHandler, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import type { ReactElement } from 'react';

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

/** The requests that changed something (every method but GET), as method, path and raw body. */
export function writesOf(stub: FetchStub) {
  return stub.calls.filter((c) => c.method !== 'GET').map((c) => ({ method: c.method, path: c.path, body: c.body }));
}

/** The query of every GET of `path` (a list's page requests), in order. */
export function listParamsOf(stub: FetchStub, path: string) {
  return stub.calls.filter((c) => c.method === 'GET' && c.path === path).map((c) => new URL(c.url).searchParams);
}

/** The query of the test router's current location (`renderScreen`'s `location()`). */
export function urlParams(location: () => string) {
  return new URL(location(), 'http://localhost').searchParams;
}

/** The table row showing `text` (inside the table named `table`, when the page has several texts alike). */
export function rowOf(text: string, table?: string) {
  return (table ? within(screen.getByRole('table', { name: table })) : screen).getByText(text).closest('tr') as HTMLElement;
}

/** A write handler that succeeds: DELETE 204, PATCH answers `row` with the sent fields; anything else 500. */
export function okWrites(row: object) {
  return (r: RecordedRequest): Response => {
    if (r.method === 'DELETE') return jsonResponse(204, null);
    if (r.method === 'PATCH') return jsonResponse(200, { ...row, ...JSON.parse(r.body) });
    return jsonResponse(500, {});
  };
}

/** Clicks a status chip ('Durumu değiştir: <status> (...)') and returns the status dialog `title` and its select. */
export async function openStatusDialog(user: User, status: string, title: string) {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Durumu değiştir: ${status}`) }));
  const dialog = await screen.findByRole('dialog', { name: title });
  return { dialog, select: within(dialog).getByRole('combobox', { name: 'Durum' }) };
}

/** Clicks the row's quick 'Onayla: <name>', then, once that was sent, 'Reddet: <name>'; returns the writes once both were sent. */
export async function approveThenReject(user: User, stub: FetchStub, name: string) {
  await user.click(screen.getByRole('button', { name: `Onayla: ${name}` }));
  await waitFor(() => expect(writesOf(stub)).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: `Reddet: ${name}` }));
  await waitFor(() => expect(writesOf(stub)).toHaveLength(2));
  return writesOf(stub);
}

/** Renders a screen at `route` and waits until `text` shows (its first rows are in). */
export async function renderLoaded(ui: ReactElement, route: string, text: string) {
  const view = renderScreen(ui, { route });
  await screen.findByText(text);
  return view;
}
