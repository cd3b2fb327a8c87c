// The reservation calendar (spec 2 New reservation, 4 Time slot, 9): a month view whose weeks start
// on Sunday, with Turkish month and day names; past days cannot be chosen. Below it, the chosen
// day's 30-minute slots 09:00-17:30, each available, occupied (overlaps an approved reservation:
// disabled), pending (overlaps a waiting one: pickable, marked) or past (today's slots that have
// started: disabled, as the server refuses them). The first click picks the start,
// a later one the end; an earlier click moves the start instead, so the end is never before the
// start, and a range can never cross an occupied slot.
import { RangeStep } from '@portal/ui/motion';
import {
  daySlots,
  hasSlotStarted,
  monthGrid,
  monthTitle,
  slotState,
  TR_MONTH_NAMES,
  TR_WEEKDAY_NAMES,
  TR_WEEKDAY_NAMES_SHORT,
  type ReservationLike,
  type Slot,
  type SlotState,
} from '@portal/domain';
import { Box, Button, Heading, HStack, IconButton, SimpleGrid, Stack, Table, Text } from '@portal/ui';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

export const CALENDAR_TEXT = {
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  slotsOf: (day: string) => `${day} saatleri`,
  pickDay: 'Saatleri görmek için takvimden bir gün seçin.',
  state: { available: 'boş', occupied: 'dolu', pending: 'beklemede', past: 'geçmiş' } satisfies Record<CalendarSlotState, string>,
  legend: { available: 'Boş', occupied: 'Dolu', pending: 'Onay bekleyen rezervasyon var', past: 'Geçmiş saat' },
  hint: 'Önce başlangıç saatini, sonra bitiş saatini seçin.',
  clear: 'Seçimi Temizle',
} as const;

/** '12 Mart 2025' of 'YYYY-MM-DD'. */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d ?? ''} ${TR_MONTH_NAMES[(m ?? 1) - 1] ?? ''} ${y ?? ''}`;
}

/** A slot's state on the calendar: the domain's state, or past for a slot of today that has started. */
export type CalendarSlotState = SlotState | 'past';

/** The calendar states of a day's slots at `now`. */
export function calendarSlotStates(slots: readonly Slot[], reservations: readonly ReservationLike[], now?: Date): CalendarSlotState[] {
  return slots.map((s) => (hasSlotStarted(s, now) ? 'past' : slotState(s, reservations)));
}

/** The accessible name of a slot: '10:00 - boş' / 'dolu' / 'beklemede' / 'geçmiş'. */
export function slotName(slot: Slot, state: CalendarSlotState): string {
  return `${slot.label} - ${CALENDAR_TEXT.state[state]}`;
}

export interface SlotSelection {
  /** Index in the day's slots of the first slot. */
  start: number | null;
  /** Index of the last slot (inclusive); null while only the start is picked (30 minutes). */
  end: number | null;
}

export const EMPTY_SELECTION: SlotSelection = { start: null, end: null };

/** Whether picking slot `i` now would be refused (occupied or past, or an end crossing an occupied slot). */
export function isSlotDisabled(i: number, states: readonly CalendarSlotState[], sel: SlotSelection): boolean {
  if (states[i] === 'occupied' || states[i] === 'past') return true;
  if (sel.start === null || sel.end !== null || i < sel.start) return false;
  return states.slice(sel.start, i + 1).includes('occupied');
}

/** The selection after a click on slot `i` (callers never pass a disabled slot). */
export function pickSlot(i: number, sel: SlotSelection): SlotSelection {
  if (sel.start === null || sel.end !== null || i < sel.start) return { start: i, end: null };
  return { start: sel.start, end: i };
}

interface MonthViewProps {
  year: number;
  month: number;
  /** 'YYYY-MM-DD' of today: earlier days are disabled. */
  today: string;
  selectedDay: string | null;
  onMonthChange: (year: number, month: number) => void;
  onDayChange: (day: string) => void;
}

export function MonthView({ year, month, today, selectedDay, onMonthChange, onDayChange }: MonthViewProps) {
  const title = monthTitle(year, month);
  const [ty, tm] = today.split('-').map(Number);
  const atCurrentMonth = year < (ty ?? 0) || (year === ty && month <= (tm ?? 0));
  const shift = (delta: number) => {
    const index = year * 12 + (month - 1) + delta;
    onMonthChange(Math.floor(index / 12), (index % 12) + 1);
  };
  return (
    <Stack gap="3">
      <HStack justify="space-between">
        <IconButton variant="ghost" aria-label={CALENDAR_TEXT.previousMonth} disabled={atCurrentMonth} onClick={() => shift(-1)}>
          <LuChevronLeft aria-hidden="true" />
        </IconButton>
        <Heading as="h3" size="md" aria-live="polite">
          {title}
        </Heading>
        <IconButton variant="ghost" aria-label={CALENDAR_TEXT.nextMonth} onClick={() => shift(1)}>
          <LuChevronRight aria-hidden="true" />
        </IconButton>
      </HStack>
      <Table.Root size="sm" aria-label={title} tableLayout="fixed">
        <Table.Header>
          <Table.Row>
            {TR_WEEKDAY_NAMES_SHORT.map((name, i) => (
              <Table.ColumnHeader key={name} scope="col" abbr={TR_WEEKDAY_NAMES[i]} textAlign="center" px={{ base: '0', sm: '1' }} whiteSpace="nowrap" fontSize={{ base: 'xs', sm: 'sm' }}>
                {name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {monthGrid(year, month).map((week) => (
            <Table.Row key={week[0]?.date}>
              {week.map((d) => (
                <Table.Cell key={d.date} textAlign="center" px="1" py="1">
                  {d.inMonth ? (
                    <Button
                      size="sm"
                      width="full"
                      minW="0"
                      variant={d.date === selectedDay ? 'solid' : 'ghost'}
                      colorPalette={d.date === selectedDay ? 'primary' : undefined}
                      aria-label={dayLabel(d.date)}
                      aria-pressed={d.date === selectedDay}
                      aria-current={d.date === today ? 'date' : undefined}
                      disabled={d.date < today}
                      onClick={() => onDayChange(d.date)}
                    >
                      {d.day}
                    </Button>
                  ) : null}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

interface SlotPickerProps {
  day: string;
  reservations: readonly ReservationLike[];
  selection: SlotSelection;
  onSelectionChange: (selection: SlotSelection) => void;
}

const STATE_STYLE: Record<CalendarSlotState, { variant: 'outline' | 'subtle'; colorPalette: string }> = {
  available: { variant: 'outline', colorPalette: 'green' },
  pending: { variant: 'subtle', colorPalette: 'orange' },
  occupied: { variant: 'subtle', colorPalette: 'red' },
  past: { variant: 'subtle', colorPalette: 'gray' },
};

export function SlotPicker({ day, reservations, selection, onSelectionChange }: SlotPickerProps) {
  const slots = daySlots(day);
  const states = calendarSlotStates(slots, reservations);
  const last = selection.end ?? selection.start;
  const inRange = (i: number) => selection.start !== null && last !== null && i >= selection.start && i <= last;
  return (
    <Stack gap="3" role="group" aria-label={CALENDAR_TEXT.slotsOf(dayLabel(day))}>
      <Text fontSize="sm" color="fg.muted">
        {CALENDAR_TEXT.hint}
      </Text>
      <SimpleGrid columns={{ base: 3, sm: 6 }} gap="2">
        {slots.map((slot, i) => {
          const state: CalendarSlotState = states[i] ?? 'available';
          const picked = inRange(i);
          const style = STATE_STYLE[state];
          return (
            // The chosen range fills in from its start as the end slot is picked.
            <RangeStep key={slot.label} inRange={picked} step={picked && selection.start !== null ? i - selection.start : 0}>
              <Button
                size="sm"
                variant={picked ? 'solid' : style.variant}
                colorPalette={picked ? 'primary' : style.colorPalette}
                aria-label={slotName(slot, state)}
                aria-pressed={picked}
                title={CALENDAR_TEXT.legend[state]}
                data-state={state}
                disabled={isSlotDisabled(i, states, selection)}
                textDecoration={state === 'occupied' || state === 'past' ? 'line-through' : undefined}
                onClick={() => onSelectionChange(pickSlot(i, selection))}
              >
                {slot.label}
              </Button>
            </RangeStep>
          );
        })}
      </SimpleGrid>
      <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap" aria-hidden="true">
        {(Object.keys(STATE_STYLE) as CalendarSlotState[]).map((s) => (
          <HStack key={s} gap="1">
            <Box w="3" h="3" borderRadius="sm" bg={`${STATE_STYLE[s].colorPalette}.solid`} />
            <Text>{CALENDAR_TEXT.legend[s]}</Text>
          </HStack>
        ))}
      </HStack>
      {selection.start !== null ? (
        <Box>
          <Button size="xs" variant="ghost" onClick={() => onSelectionChange(EMPTY_SELECTION)}>
            {CALENDAR_TEXT.clear}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
