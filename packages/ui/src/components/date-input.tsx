// A date typed and read the Turkish way, 'gg.aa.yyyy', whatever language the browser speaks (the
// browser's own date input shows 'mm/dd/yyyy' in an English Chromium). The value in and out is the
// ISO day 'YYYY-MM-DD' the API takes; '' when empty; while the text is not a real day the value is
// that text, so a form's schema refuses it with its own message.
import { Field, HStack, Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactNode, type Ref } from 'react';
import { isDateOnly, isoToTrDate, MSG, TR_DATE_PLACEHOLDER, TR_TIME_PLACEHOLDER, trDateToIso, trTimeToHhmm } from '../lib/domain';

export interface TurkishDateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** 'YYYY-MM-DD', '' or (while typing) the unparsed text. */
  value: string;
  onValueChange: (value: string) => void;
  /** Report only real days and '' (a list filter must not send half-typed text); default false (forms). */
  validOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** What the box shows for a value: its Turkish spelling, or the text as typed. */
const shownText = (value: string) => isoToTrDate(value) || value;

/**
 * Eight digits typed in a row become '05.03.2025' (a phone's number pad may have no dot); doubled
 * dots are one. Nothing else is inserted, so an ISO day typed or pasted ('2025-03-05') stays whole.
 */
function withDots(typed: string, previous: string): string {
  const next = typed.replace(/\.{2,}/g, '.');
  if (next.length <= previous.length) return next;
  if (/^\d{8}$/.test(next)) return `${next.slice(0, 2)}.${next.slice(2, 4)}.${next.slice(4)}`;
  return next;
}

/** The bare control (put it inside a Field.Root, or give it an aria-label). */
export function TurkishDateInput({ value, onValueChange, validOnly = false, onBlur, ...rest }: TurkishDateInputProps) {
  const [text, setText] = useState(() => shownText(value));
  // A value set from outside (a reset, a filter cleared, a URL) replaces what is shown.
  useEffect(() => {
    setText((current) => {
      const parsed = trDateToIso(current);
      return parsed === value || current === value ? current : shownText(value);
    });
  }, [value]);
  return (
    <Input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={TR_DATE_PLACEHOLDER}
      maxLength={10}
      value={text}
      onChange={(event) => {
        const next = withDots(event.currentTarget.value, text);
        setText(next);
        const iso = trDateToIso(next);
        if (iso !== null) onValueChange(iso);
        else if (!validOnly) onValueChange(next);
      }}
      onBlur={(event) => {
        // A day typed as ISO (pasted, or a test's fill) is shown the Turkish way too.
        const iso = trDateToIso(text) || (isDateOnly(text) ? text.trim() : '');
        if (iso) setText(isoToTrDate(iso));
        onBlur?.(event);
      }}
      {...rest}
    />
  );
}

export interface DateFieldProps extends Omit<TurkishDateInputProps, 'children'> {
  /** The visible label (every date input has one). */
  label: ReactNode;
  helperText?: ReactNode;
  /** A message from the form; otherwise an unparsed text shows 'Geçerli bir tarih girin (gg.aa.yyyy).' after leaving the box. */
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}

/** A labelled Turkish date input with its message (forms and list filters). */
export function DateField({ label, helperText, error, required, disabled, onBlur, width, maxW, ...input }: DateFieldProps) {
  // Checked when the box is left: a text that is not a day gets the typed-date message.
  const [typedInvalid, setTypedInvalid] = useState(false);
  const message = error ?? (typedInvalid ? MSG.dates.typedInvalid : null);
  return (
    <Field.Root required={required} disabled={disabled} invalid={Boolean(message)} width={width} maxW={maxW}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <TurkishDateInput
        {...input}
        onBlur={(event) => {
          const text = event.currentTarget.value.trim();
          setTypedInvalid(text !== '' && trDateToIso(text) === null && !isDateOnly(text));
          onBlur?.(event);
        }}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export interface TurkishDateTimeInputProps extends Pick<TurkishDateInputProps, 'name' | 'onBlur' | 'ref' | 'disabled' | 'aria-label'> {
  /** 'YYYY-MM-DDTHH:mm' (the form's local date-time), '' or (while typing) the unparsed text. */
  value: string;
  onValueChange: (value: string) => void;
  /** The time box's accessible name (the field's label names the date box). */
  timeLabel: string;
  /** The time taken when only the day is typed: '00:00' for a start, '23:59' for an end. */
  defaultTime?: string;
}

/** 'YYYY-MM-DDTHH:mm' -> the day ('YYYY-MM-DD') and 'HH:mm'; any other text stays with the day. */
function splitDateTime(value: string): [day: string, time: string] {
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(value.trim());
  return m ? [m[1]!, m[2] ?? ''] : [value, ''];
}

/** The form's value for a day (ISO or typed text) and a typed time; unparsed text when either is not one. */
function joinDateTime(day: string, timeText: string, defaultTime: string): string {
  const time = trTimeToHhmm(timeText);
  if (day.trim() === '' && time === '') return '';
  if (isDateOnly(day) && time !== null) return `${day}T${time || defaultTime}`;
  // Not a date-time: the form's schema refuses it with its own message.
  return `${isoToTrDate(day) || day} ${timeText}`.trim();
}

/** "2 digits, 2 digits" typed on a number pad becomes 'ss:dd'. */
const withColon = (typed: string) => (/^\d{4}$/.test(typed) ? `${typed.slice(0, 2)}:${typed.slice(2)}` : typed);

/**
 * A date and a 24-hour time typed the Turkish way ('gg.aa.yyyy' and 'ss:dd'), for the browser's
 * datetime-local, which an English Chromium shows as 'mm/dd/yyyy, --:-- --'.
 */
export function TurkishDateTimeInput({ value, onValueChange, timeLabel, defaultTime = '00:00', name, onBlur, ref, disabled, ...labelled }: TurkishDateTimeInputProps) {
  const [day, setDay] = useState(() => splitDateTime(value)[0]);
  const [timeText, setTimeText] = useState(() => splitDateTime(value)[1]);
  const timeId = useId();
  // A value set from outside (a reset, the call being edited) replaces what is shown.
  useEffect(() => {
    if (joinDateTime(day, timeText, defaultTime) === value) return;
    const [nextDay, nextTime] = splitDateTime(value);
    setDay(nextDay);
    setTimeText(nextTime);
    // Only an outside change of the value is followed; the boxes' own edits arrive through it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <HStack gap="2" align="flex-start">
      <TurkishDateInput
        {...labelled}
        name={name}
        ref={ref}
        disabled={disabled}
        flex="1"
        minW="0"
        value={day}
        onValueChange={(next) => {
          setDay(next);
          onValueChange(joinDateTime(next, timeText, defaultTime));
        }}
        onBlur={onBlur}
      />
      <Input
        id={timeId}
        aria-label={timeLabel}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={TR_TIME_PLACEHOLDER}
        maxLength={5}
        width="6.5rem"
        flexShrink={0}
        disabled={disabled}
        value={timeText}
        onChange={(event) => {
          const next = withColon(event.currentTarget.value);
          setTimeText(next);
          onValueChange(joinDateTime(day, next, defaultTime));
        }}
        onBlur={(event) => {
          const time = trTimeToHhmm(timeText);
          if (time) setTimeText(time);
          onBlur?.(event);
        }}
      />
    </HStack>
  );
}
