// Test helpers of the admin screens (imported by tests only).
import { afterEach, beforeEach, expect, it, jest } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchHandler, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { screen, waitFor, within } from '@portal/ui/testing';
import { KARAR_MESSAGES } from '@portal/domain';
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
/** A user who also types (user-event's). */
type TypingUser = User & { type: (element: Element, text: string) => Promise<void> };

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

/** Each of `texts` is shown inside `scope` (a row, a dialog). */
export function expectTextsIn(scope: HTMLElement, texts: readonly (string | RegExp)[]) {
  for (const text of texts) expect(within(scope).getByText(text)).toBeInTheDocument();
}

/** A list's page as the server answers it (200): `results`, of `count` rows in all (default: just these). */
export function pageOf(results: readonly unknown[], count = results.length): Response {
  return jsonResponse(200, { count, next: null, previous: null, results });
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

/** The reason approveThenReject gives its rejection. */
export const TEST_REASON = 'Bütçe planı eksik.';

/**
 * Clicks the row's 'Onayla: <name>' and confirms in the decision dialog (a toast says it is done);
 * then 'Reddet: <name>': the dialog refuses to reject without a reason (nothing is sent), then sends
 * it with TEST_REASON. Returns the writes once both were sent.
 */
export async function approveThenReject(user: TypingUser, stub: FetchStub, name: string) {
  await user.click(screen.getByRole('button', { name: `Onayla: ${name}` }));
  const approve = await screen.findByRole('dialog', { name: /Onayla$/ });
  expect(approve).toHaveTextContent(name);
  await user.click(within(approve).getByRole('button', { name: 'Onayla' }));
  await waitFor(() => expect(writesOf(stub)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText(/^\S+ onaylandı$/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: `Reddet: ${name}` }));
  const reject = await screen.findByRole('dialog', { name: /Reddet$/ });
  await user.click(within(reject).getByRole('button', { name: 'Reddet' }));
  expect(await within(reject).findByText(KARAR_MESSAGES.reasonRequired)).toBeInTheDocument();
  expect(writesOf(stub)).toHaveLength(1);
  await user.type(within(reject).getByRole('textbox', { name: /Red gerekçesi/ }), TEST_REASON);
  await user.click(within(reject).getByRole('button', { name: 'Reddet' }));
  await waitFor(() => expect(writesOf(stub)).toHaveLength(2));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return writesOf(stub);
}

/** Renders a screen at `route` and waits until `text` shows (its first rows are in). */
export async function renderLoaded(ui: ReactElement, route: string, text: string) {
  const view = renderScreen(ui, { route });
  await screen.findByText(text);
  return view;
}

type Loaded = Awaited<ReturnType<typeof renderLoaded>>;
/** A table row: the text it is found by, and its name in its buttons ('Onayla: <name>'). */
type RowRef = readonly [text: string, name: string];

/** What the shared specs of a staff-decision list need from its test file. */
export interface StaffDecisionListSetup {
  /** The list's API path ('/api/admin/basvurular/'); a row's writes go below it. */
  path: string;
  /** Installs the stand-in API: the list answers `count` rows, every write answers `write` (default: success). */
  stubApi: (count?: number, write?: (r: RecordedRequest) => Response) => FetchStub;
  /** Renders the page with its rows in. */
  render: () => Promise<Loaded>;
  /** The file's screenTestApi (its silenced console.error). */
  api: { readonly consoleError: ReturnType<typeof jest.spyOn> };
  /** The status dialog's title ('Başvuru Durumunu Değiştir'). */
  statusTitle: string;
}

/**
 * The specs every staff-decision list page (applications, reports) passes, each registered as one
 * test under the name its file gives it, in the describe it is called from.
 */
export function staffDecisionListSpecs({ path, stubApi, render, api, statusTitle }: StaffDecisionListSetup) {
  const listCalls = (s: FetchStub) => listParamsOf(s, path);
  return {
    /** The query of every page request of the list, in order. */
    listCalls,

    /** Approve and reject are buttons only on the row `quick`; the `others` have the menu only. A row is [its text, its name]. */
    quickOnlyWhile(name: string, quick: RowRef, others: readonly RowRef[]) {
      it(name, async () => {
        stubApi();
        await render();
        const row = rowOf(quick[0]);
        expect(within(row).getByRole('button', { name: `Onayla: ${quick[1]}` })).toBeEnabled();
        expect(within(row).getByRole('button', { name: `Reddet: ${quick[1]}` })).toBeEnabled();
        for (const [text, rowName] of others) {
          const other = rowOf(text);
          expect(within(other).queryByRole('button', { name: /^Onayla/ })).not.toBeInTheDocument();
          expect(within(other).queryByRole('button', { name: /^Reddet/ })).not.toBeInTheDocument();
          expect(within(other).getByRole('button', { name: `İşlemler: ${rowName}` })).toBeInTheDocument();
        }
      });
    },

    /** The quick approve then reject of the row `name` (id `id`) PATCH ONAY then RED; the list is fetched again. */
    approveThenReject(name: string, row: string, id: number) {
      it(name, async () => {
        const s = stubApi();
        const { user } = await render();
        expect(await approveThenReject(user, s, row)).toEqual([
          { method: 'PATCH', path: `${path}${id}/update_status/`, body: JSON.stringify({ durum: 'ONAY' }) },
          { method: 'PATCH', path: `${path}${id}/update_status/`, body: JSON.stringify({ durum: 'RED', not: TEST_REASON }) },
        ]);
        // The list is fetched again after a change.
        await waitFor(() => expect(listCalls(s).length).toBeGreaterThan(1));
      });
    },

    /**
     * The chip of the ONAY row (id `id`) opens the status dialog at ONAY with `labels` as its options
     * (`check` looks at the select too); choosing `pick` ([label, durum]) and saving PATCHes it.
     */
    statusDialog(name: string, id: number, labels: readonly string[], pick: readonly [string, string], check?: (select: HTMLElement) => void) {
      it(name, async () => {
        const s = stubApi();
        const { user } = await render();
        const { dialog, select } = await openStatusDialog(user, 'Onaylandı', statusTitle);
        expect(select).toHaveValue('ONAY');
        check?.(select);
        expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(labels);
        // Any status, from any status.
        await user.selectOptions(select, pick[0]);
        await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(writesOf(s)).toEqual([{ method: 'PATCH', path: `${path}${id}/update_status/`, body: JSON.stringify({ durum: pick[1] }) }]);
      });
    },

    /** A refused status change shows nothing: it is only logged (spec 8). */
    failedStatusOnlyLogged() {
      it('a failed status change is only logged (spec 8)', async () => {
        stubApi(undefined, () => jsonResponse(400, { durum: ['Geçersiz durum.'] }));
        const { user } = await render();
        const { dialog } = await openStatusDialog(user, 'Onaylandı', statusTitle);
        await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
        await waitFor(() => expect(api.consoleError).toHaveBeenCalled());
        expect(screen.queryByText('Geçersiz durum.')).not.toBeInTheDocument();
      });
    },

    /** 'Sil' in the menu of `row` (id `id`, showing `text`) asks first, and only then sends DELETE. */
    deleteAsksFirst(row: string, text: string, id: number) {
      it('delete asks first, and only then sends DELETE', async () => {
        const s = stubApi();
        const { user } = await render();
        await chooseRowAction(user, row, 'Sil');
        const dialog = await screen.findByRole('alertdialog');
        expect(dialog).toHaveTextContent(text);
        expect(writesOf(s)).toEqual([]);
        await user.click(within(dialog).getByRole('button', { name: 'Sil' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(writesOf(s)).toEqual([{ method: 'DELETE', path: `${path}${id}/`, body: '' }]);
      });
    },
  };
}

/**
 * In an open detail dialog `dialog` (titled `title`): the attachment link opens `href` in a new tab;
 * after closing it, the dialog of the row `other` (which has none) says so. Returns that second dialog.
 */
export async function expectAttachmentThenNone(user: Loaded['user'], dialog: HTMLElement, href: string, other: string, title: string) {
  const link = within(dialog).getByRole('link', { name: 'Ek dosyayı görüntüle' });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('target', '_blank');
  await user.click(within(dialog).getByRole('button', { name: 'Kapat' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await chooseRowAction(user, other, 'Görüntüle');
  const second = await screen.findByRole('dialog', { name: title });
  expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  expect(within(second).getByText('Ek dosya yok')).toBeInTheDocument();
  return second;
}
