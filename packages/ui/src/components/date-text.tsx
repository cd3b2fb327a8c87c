import { Text, type TextProps } from '@chakra-ui/react';
import { formatDateTr, MSG, type DateInput } from '../lib/domain';

export interface DateTextProps extends Omit<TextProps, 'children'> {
  /** ISO string ('2025-03-12', '2025-03-12T14:30:00Z'), Date, epoch millis or luxon DateTime. */
  value: DateInput;
  /** Append hours and minutes (Europe/Istanbul). */
  withTime?: boolean;
  /** 'admin': the admin screens' invalid text (MSG.dates.invalidAdmin). */
  variant?: 'default' | 'admin';
  /** Default 'Tarih belirtilmemiş'. */
  emptyText?: string;
}

/** A date in Turkish long form: '12 Mart 2025' (or '12 Mart 2025 14:30'). */
export function DateText({ value, withTime = false, variant = 'default', emptyText = MSG.dates.empty, ...rest }: DateTextProps) {
  const r = formatDateTr(value, { withTime });
  if (r.kind === 'ok') {
    return (
      <Text as="span" {...rest}>
        <time dateTime={r.iso}>{r.text}</time>
      </Text>
    );
  }
  return (
    <Text as="span" color="fg.muted" {...rest}>
      {r.kind === 'empty' ? emptyText : variant === 'admin' ? MSG.dates.invalidAdmin : MSG.dates.invalid}
    </Text>
  );
}
