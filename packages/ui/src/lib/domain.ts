// The one place where @portal/ui reads @portal/domain: status tables, file rules, date formatting and
// messages all come from the domain (one rule, one place). Only the chip-colour -> Chakra palette
// mapping is ui's own.
import type { ChipColor } from '@portal/domain';

export {
  statusLabel,
  statusColor,
  checkFileMeta,
  acceptAttribute,
  formatDateTr,
  formatDateTime,
  isoToTrDate,
  isDateOnly,
  trDateToIso,
  TR_DATE_PLACEHOLDER,
  TR_TIME_PLACEHOLDER,
  GECMIS_NOT_MAX,
  KARAR_MESSAGES,
  GECMIS_ALANLARI,
  gecmisDegeriMetni,
  isGecmisAlani,
  trTimeToHhmm,
  FILE_RULES,
  MSG,
} from '@portal/domain';
export type { GecmisKaydi, ChipColor, StatusKind, FileRule, FileMeta, DateInput, DateFormatResult } from '@portal/domain';

/** Chip colour (spec section 4) -> Chakra colour palette. */
export const CHIP_PALETTE: Record<ChipColor, 'green' | 'orange' | 'red' | 'blue' | 'gray'> = {
  success: 'green',
  warning: 'orange',
  error: 'red',
  info: 'blue',
  neutral: 'gray',
};
