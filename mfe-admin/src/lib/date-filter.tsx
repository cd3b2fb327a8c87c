// A date filter of an admin list: a visible Turkish label and the day typed and shown 'gg.aa.yyyy'
// whatever language the browser speaks (the browser's own date input shows 'mm/dd/yyyy' in an English
// Chromium). The value in and out is the ISO day 'YYYY-MM-DD' (or '') the URL and the API hold; only
// a real day or an emptied box is reported, so a half-typed date never reaches the query.
// Stand-in until @portal/ui's DateField (issue 14, page frame) is in main: it takes the same
// label / value / onValueChange and can replace this one by name (<DateField validOnly ... />).
import { Field, Flex, Input } from '@portal/ui';
import { useEffect, useState, type ReactNode } from 'react';

export const TR_DATE_PLACEHOLDER = 'gg.aa.yyyy';

/** 'YYYY-MM-DD' -> '05.03.2025'; '' for anything else. */
export function isoToTr(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '';
}

/** '5.3.2025' / '05.03.2025' / '05/03/2025' (or '2025-03-05') -> '2025-03-05'; '' when empty; null when not a real day. */
export function trToIso(text: string): string | null {
  const s = text.trim();
  if (s === '') return '';
  const tr = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(s);
  // An ISO day (pasted) is taken too.
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!tr && !iso) return null;
  const [day, month, year] = tr ? [Number(tr[1]), Number(tr[2]), Number(tr[3])] : [Number(iso![3]), Number(iso![2]), Number(iso![1])];
  if (year < 1900) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DateFilterProps {
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onValueChange: (iso: string) => void;
  width?: string | Record<string, string>;
}

export function DateFilter({ label, value, onValueChange, width }: DateFilterProps) {
  const [text, setText] = useState(() => isoToTr(value));
  const [invalid, setInvalid] = useState(false);
  // A value set from outside (the URL, back/forward, 'Filtreleri Temizle') replaces what is shown.
  useEffect(() => {
    setText((current) => (trToIso(current) === value ? current : isoToTr(value)));
  }, [value]);
  return (
    <Field.Root invalid={invalid} width={width}>
      <Field.Label fontSize="sm" mb="0.5" whiteSpace="nowrap">
        {label}
      </Field.Label>
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={TR_DATE_PLACEHOLDER}
        maxLength={10}
        bg="bg.panel"
        value={text}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          const iso = trToIso(next);
          if (iso !== null) {
            setInvalid(false);
            if (iso !== value) onValueChange(iso);
          }
        }}
        onBlur={(e) => {
          const typed = e.currentTarget.value;
          const iso = trToIso(typed);
          setInvalid(iso === null);
          // A day typed or pasted as ISO is shown the Turkish way too.
          if (iso) setText((current) => (current === typed ? isoToTr(iso) : current));
        }}
      />
      {invalid ? <Field.ErrorText>Geçerli bir tarih girin (gg.aa.yyyy).</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A from / to pair of date filters, kept together when the filter bar wraps. */
export function DateRangeFilter({ children }: { children: ReactNode }) {
  return (
    <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }} width={{ base: 'full', sm: 'auto' }}>
      {children}
    </Flex>
  );
}
