// Calendars: the signed-in user's secret iCal feed URL (GET calendar/feed/, POST
// calendar/feed/regenerate/). The feed itself (GET calendar/<token>.ics[?kaynak=<id>]) and a single
// reservation's event (GET calendar/rezervasyonlar/<id>/) are text/calendar, not JSON.
import { z } from 'zod';
import { MSG } from '../messages';
import { zOptionalId } from '../validation/helpers';

export const ZCalendarFeed = z.object({
  /** Absolute path of the feed ('/api/calendar/<token>.ics'); the page prefixes its origin. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof ZCalendarFeed>;

/** The feed's query: without `kaynak` the user's approved reservations, with it that resource's bookings. */
export const ZCalendarFeedQuery = z.object({ kaynak: zOptionalId(MSG.common.invalidId) });

/** A feed token: 32 random bytes, base64url (43 characters). */
export const CALENDAR_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
