// Calendars: the caller's secret iCal feed URL, its renewal, and one reservation as an .ics file.
import type { CalendarFeed, Id } from '@portal/domain';
import { api } from '../client';
import { fetchFile, type DownloadedFile } from '../download';

export const takvimApi = {
  /** GET calendar/feed/ -> {url} (a path; made on first use). */
  feed: () => api.get('calendar/feed/').json<CalendarFeed>(),
  /** POST calendar/feed/regenerate/ -> {url}: the old URL stops working. */
  regenerate: () => api.post('calendar/feed/regenerate/').json<CalendarFeed>(),
  /** GET calendar/rezervasyonlar/{id}/: the reservation as an .ics file ("add to calendar"). */
  reservationIcs: (id: Id): Promise<DownloadedFile> => fetchFile(`calendar/rezervasyonlar/${id}/`, {}, `rezervasyon-${id}.ics`),
};
