// 'Takvime Ekle': the reservation as an .ics file (one event at its Istanbul time), fetched with the
// session's token and saved; a calendar app opens it. Waiting bookings come as tentative events.
import { saveFile, takvimApi } from '@portal/api-client';
import { MSG, type Rezervasyon } from '@portal/domain';
import { Button, notifyError } from '@portal/ui';
import { useState } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';

/** Approved and waiting reservations can go into a calendar; rejected and cancelled ones not. */
export const canAddToCalendar = (durum: string | null | undefined) => durum === 'ONAY' || durum === 'BEKLEME';

export function AddToCalendarButton({ rezervasyon: r, resource }: { rezervasyon: Rezervasyon; resource: string }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveFile(await takvimApi.reservationIcs(r.id));
    } catch {
      notifyError(MSG.calendar.addToCalendarError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="outline" colorPalette="primary" loading={busy} aria-label={MSG.calendar.addToCalendarLabel(resource)} onClick={() => void onClick()}>
      <LuCalendarPlus aria-hidden="true" /> {MSG.calendar.addToCalendar}
    </Button>
  );
}
