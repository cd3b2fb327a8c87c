// Test helpers of the applicant screens (imported by tests only).
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { jsonResponse, stubFetch, type FetchHandler, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { useAuthStore } from '@portal/auth-store';
import type { Basvuru, SessionUser } from '@portal/domain';
import { screen, within } from '@portal/ui/testing';

/**
 * The stand-in API of a screen test file: `answer(handler)` installs the fetch stub (in place of the
 * test's earlier one) and returns it; `calls` are the requests it recorded. Restored after each test.
 */
export function screenTestApi() {
  let stub: FetchStub | undefined;
  afterEach(() => {
    stub?.restore();
    stub = undefined;
  });
  return {
    answer(handler: FetchHandler): FetchStub {
      stub?.restore();
      stub = stubFetch(handler);
      return stub;
    },
    /** The requests the current stub answered (none before `answer`). */
    get calls(): RecordedRequest[] {
      return stub?.calls ?? [];
    },
  };
}

export type ScreenTestApi = ReturnType<typeof screenTestApi>;

/** `handler`, held back until `release()`: the screen shows its loading (or sending) state until then. */
export function heldBack(handler: FetchHandler): { handler: FetchHandler; release: () => void } {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (request) => {
      await gate;
      return handler(request);
    },
    release,
  };
}

/**
 * A list screen whose list is empty: the spinner named `loading` while the list is on its way, then
 * the text `empty`. Returns the stub, to check what was asked for.
 */
export async function expectLoadingThenEmpty(api: ScreenTestApi, render: () => unknown, texts: { loading: string; empty: string }): Promise<FetchStub> {
  const held = heldBack(() => jsonResponse(200, []));
  const stub = api.answer(held.handler);
  render();
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.getByLabelText(texts.loading)).toBeInTheDocument();
  held.release();
  expect(await screen.findByText(texts.empty)).toBeInTheDocument();
  return stub;
}

/**
 * The two states every client-filtered card list (CardListScreen) shows before its cards, as the
 * file's tests: loading then the empty state (then `onEmpty`, the screen's own checks of it), and
 * the screen's message, not the server's, when the list cannot be loaded.
 */
export function listStateTests(
  api: ScreenTestApi,
  render: () => unknown,
  texts: { listPath: string; loading: string; empty: string; loadError: string },
  onEmpty?: () => void,
) {
  test('loading, then the empty state', async () => {
    const stub = await expectLoadingThenEmpty(api, render, texts);
    onEmpty?.();
    expect(stub.calls[0]?.path).toBe(texts.listPath);
  });

  test('load error: the spec message', async () => {
    api.answer(() => jsonResponse(500, { detail: 'boom' }));
    render();
    expect(await screen.findByText(texts.loadError)).toBeInTheDocument();
  });
}

/** Renders the screen with every request answered by `body`, once `shownText` (e.g. a card's title) is on screen. */
export async function renderAnswered<R>(api: ScreenTestApi, render: () => R, body: unknown, shownText: string): Promise<R> {
  // The application cards also ask for the unread message counts (none here).
  api.answer((r) => (r.path === '/api/mesajlar/ozet/' ? jsonResponse(200, { toplam: 0, basvurular: [] }) : jsonResponse(200, body)));
  const result = render();
  await screen.findByText(shownText);
  return result;
}

/** The counters named `group` show these values (by label), e.g. { Toplam: '5' }. */
export function expectCounters(group: string, values: Record<string, string>) {
  const value = counterValues(group);
  for (const [label, expected] of Object.entries(values)) expect(value(label)).toContain(expected);
}

/** The list's status filter (SearchFilterBar's select, 'Durum filtresi'). */
export function statusFilterSelect(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Durum filtresi' });
}

/** The texts of a select's options, in order. */
export function optionTexts(select: HTMLElement): (string | null)[] {
  return within(select).getAllByRole('option').map((option) => option.textContent);
}

/** The counters named `group` (StatCounters, a summary grid): the text of one counter by its label, its value included. */
export function counterValues(group: string): (label: string) => string | null | undefined {
  const counters = screen.getByLabelText(group);
  return (label) => within(counters).getByText(label).parentElement?.textContent;
}

/** A signed-in applicant (user 5, no company, not a mentor), valid for an hour. */
export const APPLICANT: SessionUser = {
  user_id: 5,
  exp: Math.floor(Date.now() / 1000) + 3600,
  is_mentor: false,
  is_sirket_sahibi: false,
  is_staff: false,
  is_superuser: false,
  rol: null,
  sirket_id: null,
};

/** Every test of the file starts signed in as `user` (a test may switch user) and ends signed out. */
export function signedInAs(user: SessionUser) {
  beforeEach(() => {
    useAuthStore.setState({ status: 'authenticated', user, error: null });
  });
  afterEach(() => {
    useAuthStore.setState({ status: 'unauthenticated', user: null, error: null });
  });
}

/** Ayşe Yılmaz's approved application 3 'Güneş Paneli' to call 1 'Yeşil Enerji Desteği', with `overrides`. */
export function basvuruFixture(overrides: Partial<Basvuru> = {}): Basvuru {
  return {
    id: 3,
    proje_basligi: 'Güneş Paneli',
    aciklama: 'Çatı üstü enerji.',
    durum: 'ONAY',
    olusturuldu: '2025-03-12T10:00:00Z',
    sirket_id: null,
    sirket: null,
    sirket_adi: null,
    basvuran: { id: 5, ad_soyad: 'Ayşe Yılmaz', email: 'ayse@example.org', firma_adi: '' },
    cagri: { id: 1, baslik: 'Yeşil Enerji Desteği' },
    cagri_id: 1,
    ek_dosya: null,
    ...overrides,
  };
}
