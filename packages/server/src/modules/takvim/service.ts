// Calendars (RFC 5545) of reservations, written by ical-generator: a user's approved reservations,
// a resource's approved bookings, one reservation as a single event. Times are written in UTC
// (DTSTART:...Z), which every client shows in its own zone and which RFC 5545 requires for DTSTAMP;
// X-WR-TIMEZONE names Europe/Istanbul for clients that group by it. (With a calendar-level zone
// ical-generator writes DTSTAMP as a floating local time, which the RFC does not allow.)
import { randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { TIME_ZONE, type RezervasyonDurum } from '@portal/domain';
import type { AuthUser } from '../../services/session-user';
import type { RezervasyonRow } from '../rezervasyonlar/repository';

export const CALENDAR_MIME = 'text/calendar; charset=utf-8';
const PRODUCT = { company: 'Kuluçka Merkezi Portalı', product: 'Rezervasyonlar', language: 'TR' };

/** A new feed token: 32 random bytes, base64url. */
export function newCalendarToken(): string {
  return randomBytes(32).toString('base64url');
}

export const calendarFeedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Past events a feed keeps, and how far ahead it reaches. */
export function feedWindow(now = new Date()): { from: Date; to: Date } {
  const day = 86_400_000;
  return { from: new Date(now.getTime() - 90 * day), to: new Date(now.getTime() + 400 * day) };
}

const STATUS: Record<RezervasyonDurum, ICalEventStatus> = {
  ONAY: ICalEventStatus.CONFIRMED,
  BEKLEME: ICalEventStatus.TENTATIVE,
  RED: ICalEventStatus.CANCELLED,
  IPTAL: ICalEventStatus.CANCELLED,
};

function calendar(name: string): ICalCalendar {
  const cal = ical({ name, prodId: PRODUCT, method: ICalCalendarMethod.PUBLISH, ttl: 60 * 60 });
  cal.x([{ key: 'X-WR-TIMEZONE', value: TIME_ZONE }]);
  return cal;
}

export interface EventDetail {
  /** Who may read who booked it and for what: the booker and staff; others see only that it is taken. */
  full: boolean;
}

function addEvent(cal: ICalCalendar, row: RezervasyonRow, detail: EventDetail) {
  cal.createEvent({
    id: `rezervasyon-${row.id}@kulucka-portali`,
    start: row.baslangic,
    end: row.bitis,
    stamp: row.olusturuldu,
    summary: detail.full ? `${row.kaynak_ad}: ${row.proje_basligi}` : `${row.kaynak_ad}: Dolu`,
    description: detail.full ? row.aciklama : null,
    location: row.kaynak_ad,
    status: STATUS[row.durum],
  });
}

/** The user's own approved reservations. */
export function personalCalendar(rows: RezervasyonRow[]): string {
  const cal = calendar('Rezervasyonlarım');
  for (const row of rows) addEvent(cal, row, { full: true });
  return cal.toString();
}

/** A resource's approved bookings: details only to staff and on the reader's own bookings. */
export function resourceCalendar(name: string, rows: RezervasyonRow[], reader: AuthUser): string {
  const cal = calendar(`${name} Rezervasyonları`);
  for (const row of rows) addEvent(cal, row, { full: reader.is_staff || row.olusturan_id === reader.id });
  return cal.toString();
}

/** One reservation as a calendar of one event (the "add to calendar" download). */
export function singleEventCalendar(row: RezervasyonRow): string {
  const cal = calendar(row.kaynak_ad);
  addEvent(cal, row, { full: true });
  return cal.toString();
}
