// The reservation form (spec 2 New reservation / Update reservation, spec 5 Reservation): the
// resource read-only, an approved application, the calendar with its slots, an optional
// description. New and edit share it; the page decides what submitting does.
import { extractErrorText } from '@portal/api-client';
import {
  daySlots,
  describeRange,
  MSG,
  parseDate,
  todayISO,
  toSlotISO,
  validateReservationTimes,
  type Basvuru,
  type Id,
  type Kaynak,
  type RezervasyonCreatePayload,
} from '@portal/domain';
import { Field, Input, NativeSelect, Stack, Text, Textarea, FormAlert } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useMusaitlik } from '../api/rezervasyonlar';
import { EMPTY_SELECTION, MonthView, SlotPicker, CALENDAR_TEXT, type SlotSelection } from './slot-calendar';
import { FormCard } from '../../../lib/form-card';
import { LabeledText } from '../../../lib/item-card';

export const FORM_TEXT = {
  resource: 'Kaynak',
  application: 'Başvuru',
  applicationPlaceholder: 'Onaylanmış bir başvuru seçin',
  noApprovedApplications: 'Rezervasyon için onaylanmış bir başvurunuz bulunmamaktadır.',
  date: 'Tarih ve Saat',
  description: 'Açıklama',
  descriptionHelp: 'İsteğe bağlı',
  start: 'Başlangıç:',
  end: 'Bitiş:',
  notPicked: 'Seçilmedi',
  range: 'Seçilen aralık:',
} as const;

export interface ReservationFormInitial {
  basvuru: Id | null;
  baslangic: string;
  bitis: string;
  aciklama: string | null;
}

/** The day and slot indices of saved times (when they still sit on the grid). */
function initialPick(initial: ReservationFormInitial | undefined): { day: string | null; selection: SlotSelection } {
  const start = parseDate(initial?.baslangic);
  const end = parseDate(initial?.bitis);
  const day = start?.isValid ? start.toISODate() : null;
  if (!day || !start || !end?.isValid) return { day: null, selection: EMPTY_SELECTION };
  const slots = daySlots(day);
  const s = slots.findIndex((slot) => slot.start.toMillis() === start.toMillis());
  const e = slots.findIndex((slot) => slot.end.toMillis() === end.toMillis());
  if (s < 0 || e < s) return { day, selection: EMPTY_SELECTION };
  return { day, selection: { start: s, end: e === s ? null : e } };
}

export interface ReservationFormProps {
  kaynak: Kaynak;
  /** The approved applications of the caller. */
  basvurular: readonly Basvuru[];
  initial?: ReservationFormInitial;
  submitLabel: string;
  submittingLabel: string;
  /** Shown when the server's answer has no message (spec 8). */
  errorFallback: string;
  onSubmit: (payload: RezervasyonCreatePayload) => Promise<unknown>;
}

export function ReservationForm({ kaynak, basvurular, initial, submitLabel, submittingLabel, errorFallback, onSubmit }: ReservationFormProps) {
  const today = todayISO();
  const [picked] = useState(() => initialPick(initial));
  const [basvuru, setBasvuru] = useState(initial?.basvuru && basvurular.some((b) => b.id === initial.basvuru) ? String(initial.basvuru) : '');
  const [day, setDay] = useState<string | null>(picked.day);
  const [selection, setSelection] = useState<SlotSelection>(picked.selection);
  const [aciklama, setAciklama] = useState(initial?.aciklama ?? '');
  const [view, setView] = useState(() => {
    const [y, m] = (picked.day ?? today).split('-').map(Number);
    return { year: y ?? 2000, month: m ?? 1 };
  });
  // The server's refusal (cleared by any edit), and whether a submit was tried (the client's checks
  // are then recomputed on every render, so the banner goes as soon as the fields are fixed).
  const [serverAlert, setServerAlert] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setServerAlert(null);
      set(value);
    };

  // The marks of the chosen day's month (the view may have moved on).
  const [ay, am] = (day ?? `${view.year}-${view.month}`).split('-').map(Number);
  const availability = useMusaitlik(kaynak.id, ay ?? view.year, am ?? view.month);
  const reservations = availability.data ?? [];
  const slots = day ? daySlots(day) : [];
  const startSlot = selection.start !== null ? slots[selection.start] : undefined;
  const endSlot = slots[selection.end ?? selection.start ?? -1];
  const range = startSlot && endSlot ? describeRange(startSlot.start, endSlot.end) : null;

  const payload: RezervasyonCreatePayload | null =
    startSlot && endSlot
      ? { kaynak: kaynak.id, basvuru: Number(basvuru), baslangic: toSlotISO(startSlot.start), bitis: toSlotISO(endSlot.end), aciklama: aciklama.trim() }
      : null;
  /** What the client refuses now (the same checks on every render). */
  const clientIssue = (): string | null => {
    if (!basvuru) return MSG.reservation.requiredFields;
    if (!payload) return MSG.reservation.timesRequired;
    const [issue] = validateReservationTimes({ baslangic: payload.baslangic, bitis: payload.bitis, reservations });
    return issue ? issue.message : null;
  };
  const alert = serverAlert ?? (tried ? clientIssue() : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setServerAlert(null);
    if (clientIssue() !== null || !payload) return;
    setBusy(true);
    try {
      await onSubmit(payload);
    } catch (error) {
      setServerAlert(extractErrorText(error, errorFallback));
      setBusy(false);
    }
  };

  return (
    <FormCard label={submitLabel} onSubmit={submit} alert={alert} submitLabel={submitLabel} pending={busy} pendingLabel={submittingLabel}>
      <Field.Root readOnly>
        <Field.Label>{FORM_TEXT.resource}</Field.Label>
        <Input value={kaynak.ad} readOnly />
      </Field.Root>
      <Field.Root required>
        <Field.Label>
          {FORM_TEXT.application}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={basvuru} onChange={(e) => edited(setBasvuru)(e.currentTarget.value)}>
            <option value="">{FORM_TEXT.applicationPlaceholder}</option>
            {basvurular.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.proje_basligi}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {basvurular.length === 0 ? <Field.HelperText>{FORM_TEXT.noApprovedApplications}</Field.HelperText> : null}
      </Field.Root>
      <Stack gap="4" as="fieldset">
        <Text as="legend" fontWeight="medium" mb="2">
          {FORM_TEXT.date}
        </Text>
        <MonthView
          year={view.year}
          month={view.month}
          today={today}
          selectedDay={day}
          onMonthChange={(year, month) => setView({ year, month })}
          onDayChange={(d) => {
            setServerAlert(null);
            setDay(d);
            setSelection(EMPTY_SELECTION);
          }}
        />
        {availability.isError ? (
          <FormAlert>{MSG.reservation.formLoadError}</FormAlert>
        ) : day ? (
          <SlotPicker day={day} reservations={reservations} selection={selection} onSelectionChange={edited(setSelection)} />
        ) : (
          <Text color="fg.muted">{CALENDAR_TEXT.pickDay}</Text>
        )}
        <Text fontSize="sm" aria-live="polite" data-testid="secim">
          <Text as="span" fontWeight="semibold">
            {FORM_TEXT.start}
          </Text>{' '}
          {startSlot ? startSlot.label : FORM_TEXT.notPicked}{' '}
          <Text as="span" fontWeight="semibold">
            {FORM_TEXT.end}
          </Text>{' '}
          {endSlot ? endSlot.end.toFormat('HH:mm') : FORM_TEXT.notPicked}
        </Text>
        <Stack gap="1" fontSize="sm" aria-live="polite">
          {range ? (
            <LabeledText data-testid="secim-araligi" label={FORM_TEXT.range}>
              {range}
            </LabeledText>
          ) : null}
          <Text color="fg.muted" data-testid="bitis-kurali">
            {MSG.reservation.endSlotRule}
          </Text>
        </Stack>
      </Stack>
      <Field.Root>
        <Field.Label>{FORM_TEXT.description}</Field.Label>
        <Textarea rows={4} maxLength={1000} value={aciklama} onChange={(e) => edited(setAciklama)(e.currentTarget.value)} />
        <Field.HelperText>{FORM_TEXT.descriptionHelp}</Field.HelperText>
      </Field.Root>
    </FormCard>
  );
}
