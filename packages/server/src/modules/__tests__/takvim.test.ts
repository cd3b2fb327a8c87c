// Calendars: the secret feed URL (made once, regenerated, the old URL then 404), the feed read back
// with node-ical holding the approved slot at its Istanbul time, nobody reading another person's
// reservations, a resource's feed, the single-reservation download, and the token kept out of logs.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DateTime } from 'luxon';
import ical, { type VEvent } from 'node-ical';
import { applications, reservations, resources, users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { loggedUrl } from '../../app';
import type { TestContext } from '../../testing/test-app';
import { WORLD_PASSWORD, type Actor, type World } from '../../testing/world';
import { worldSuite } from '../../testing/world-suite';

let t: TestContext;
let w: World;
worldSuite((app, world) => ([t, w] = [app, world]));
const TZ = 'Europe/Istanbul';
/** Next week's Monday, 10:00-11:30 in Istanbul. */
const day = DateTime.now().setZone(TZ).plus({ weeks: 1 }).startOf('week');
const start = day.set({ hour: 10 });
const end = day.set({ hour: 11, minute: 30 });
const ids = { resource: 0, approvedA: 0, pendingA: 0, approvedB: 0 };

beforeAll(async () => {
  const { db } = t.database;
  const [room] = await db.insert(resources).values({ ad: 'Toplantı Odası Çınar' }).returning();
  ids.resource = room!.id;
  const book = async (basvuru: number, by: number, from: DateTime, to: DateTime, durum: 'ONAY' | 'BEKLEME', aciklama: string) => {
    const [row] = await db
      .insert(reservations)
      .values({ kaynak_id: room!.id, basvuru_id: basvuru, olusturan_id: by, baslangic: from.toJSDate(), bitis: to.toJSDate(), durum, aciklama })
      .returning();
    return row!.id;
  };
  ids.approvedA = await book(w.applicationA, w.userIds.applicantA, start, end, 'ONAY', 'Yatırımcı görüşmesi');
  ids.pendingA = await book(w.applicationA, w.userIds.applicantA, start.plus({ days: 1 }), end.plus({ days: 1 }), 'BEKLEME', 'Bekleyen');
  ids.approvedB = await book(w.applicationB, w.userIds.applicantB, start.plus({ hours: 4 }), end.plus({ hours: 4 }), 'ONAY', 'B ekibinin sunumu');
  void applications;
});

const feedUrl = async (actor: Actor) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/calendar/feed/', headers: w.auth(actor) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
};
const regenerate = async (actor: Actor) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/calendar/feed/regenerate/', headers: w.auth(actor) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { url: string }).url;
};
/** The feed without any bearer token, as a calendar client fetches it. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url });
const eventsOf = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');

describe('the feed URL', () => {
  test('made on first use and then the same; a secret path per user', async () => {
    const first = await feedUrl('applicantA');
    expect(first).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl('applicantA')).toBe(first);
    expect(await feedUrl('applicantB')).not.toBe(first);
  });

  test('signed-in only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/feed/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/calendar/feed/regenerate/' })).statusCode).toBe(401);
  });
});

describe('the feed', () => {
  test('parses as iCal and holds the approved slot at its Istanbul time, nothing pending, nobody else', async () => {
    const res = await fetchFeed(await feedUrl('applicantA'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('X-WR-TIMEZONE:Europe/Istanbul');
    const events = eventsOf(res.body);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event!.uid).toBe(`rezervasyon-${ids.approvedA}@kulucka-portali`);
    expect(event!.start.getTime()).toBe(start.toMillis());
    expect(event!.end!.getTime()).toBe(end.toMillis());
    expect(DateTime.fromJSDate(event!.start).setZone(TZ).toFormat('HH:mm')).toBe('10:00');
    expect(DateTime.fromJSDate(event!.end!).setZone(TZ).toFormat('HH:mm')).toBe('11:30');
    expect(event!.summary).toBe(`Toplantı Odası Çınar: Proje ${w.userIds.applicantA}`);
    expect(event!.description).toBe('Yatırımcı görüşmesi');
    expect(event!.status).toBe('CONFIRMED');
  });

  test("B's feed holds only B's reservation", async () => {
    const events = eventsOf((await fetchFeed(await feedUrl('applicantB'))).body);
    expect(events.map((e) => e.uid)).toEqual([`rezervasyon-${ids.approvedB}@kulucka-portali`]);
  });

  test('a regenerated token makes the old URL 404', async () => {
    const old = await feedUrl('applicantA');
    const fresh = await regenerate('applicantA');
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedUrl('applicantA')).toBe(fresh);
  });

  test('ending every session (log out everywhere, a password change) ends the feed URL too', async () => {
    await t.database.db.insert(users).values({ username: 'takvim_kisi', password: await hashPassword(WORLD_PASSWORD) });
    const signIn = async (password: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username: 'takvim_kisi', password } });
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json<{ access: string }>().access}` };
    };
    const feedOf = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: '/api/calendar/feed/', headers })).json<{ url: string }>().url;

    let headers = await signIn(WORLD_PASSWORD);
    const first = await feedOf(headers);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all/', headers })).statusCode).toBeLessThan(300);
    expect((await fetchFeed(first)).statusCode).toBe(404);

    headers = await signIn(WORLD_PASSWORD);
    const second = await feedOf(headers);
    expect(second).not.toBe(first);
    const newPassword = 'Yeni-Sifre2!';
    const changed = await t.app.inject({ method: 'PATCH', url: '/api/profile/', headers, payload: { current_password: WORLD_PASSWORD, new_password: newPassword } });
    expect(changed.statusCode).toBe(200);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect(await feedOf(await signIn(newPassword))).not.toBe(second);
  });

  test('unknown, malformed and guessed tokens are 404 in the DRF shape', async () => {
    for (const url of ['/api/calendar/x.ics', `/api/calendar/${'A'.repeat(43)}.ics`, '/api/calendar/feed.ics']) {
      const res = await fetchFeed(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('detail');
    }
  });

  test("a resource's feed: every approved booking; who and why only on the reader's own (staff: all)", async () => {
    const asB = eventsOf((await fetchFeed(`${await feedUrl('applicantB')}?kaynak=${ids.resource}`)).body);
    expect(asB.map((e) => [e.uid, e.summary, e.description ?? null])).toEqual([
      [`rezervasyon-${ids.approvedA}@kulucka-portali`, 'Toplantı Odası Çınar: Dolu', null],
      [`rezervasyon-${ids.approvedB}@kulucka-portali`, `Toplantı Odası Çınar: Proje ${w.userIds.applicantB}`, 'B ekibinin sunumu'],
    ]);
    const asStaff = eventsOf((await fetchFeed(`${await feedUrl('staff')}?kaynak=${ids.resource}`)).body);
    expect(asStaff.map((e) => e.summary)).toEqual([`Toplantı Odası Çınar: Proje ${w.userIds.applicantA}`, `Toplantı Odası Çınar: Proje ${w.userIds.applicantB}`]);
    expect((await fetchFeed(`${await feedUrl('staff')}?kaynak=999999`)).statusCode).toBe(404);
    expect((await fetchFeed(`${await feedUrl('staff')}?kaynak=abc`)).statusCode).toBe(400);
  });
});

describe('add to calendar: one reservation as .ics', () => {
  const download = (actor: Actor, id: number) => t.app.inject({ method: 'GET', url: `/api/calendar/rezervasyonlar/${id}/`, headers: w.auth(actor) });

  test('its booker gets the event with the Istanbul time; others 404, anonymous 401', async () => {
    const res = await download('applicantA', ids.approvedA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rezervasyon-${ids.approvedA}.ics"; filename*=UTF-8''rezervasyon-${ids.approvedA}.ics`);
    const [event] = eventsOf(res.body);
    expect(DateTime.fromJSDate(event!.start).setZone(TZ).toISO()).toBe(start.toISO());
    const pending = eventsOf((await download('applicantA', ids.pendingA)).body);
    expect(pending[0]!.status).toBe('TENTATIVE');
    expect((await download('applicantB', ids.approvedA)).statusCode).toBe(404);
    expect((await download('staff', ids.approvedA)).statusCode).toBe(200);
    expect((await download('anonymous', ids.approvedA)).statusCode).toBe(401);
  });
});

test('the feed secret never reaches a log line', () => {
  expect(loggedUrl(`/api/calendar/${'a'.repeat(43)}.ics?kaynak=3`)).toBe('/api/calendar/[gizli].ics?kaynak=3');
  expect(loggedUrl('/api/calendar/feed/')).toBe('/api/calendar/feed/');
});
