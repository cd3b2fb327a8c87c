// An object's history as a timeline (issue 15 item 3): each status change with when, who, from and
// to, and the note staff gave (a rejection's reason, shown as such); each admin edit with the fields
// it changed, from and to.
import { Box, List, Text, Timeline } from '@chakra-ui/react';
import { LuCircleDot, LuCircleX, LuPencil } from 'react-icons/lu';
import { formatDateTime, GECMIS_ALANLARI, gecmisDegeriMetni, isGecmisAlani, statusLabel, type GecmisKaydi, type StatusKind } from '../lib/domain';

export const HISTORY_TEXT = {
  title: 'Geçmiş', // ours
  loading: 'Geçmiş yükleniyor...', // ours
  empty: 'Henüz kayıtlı bir değişiklik yok.', // ours
  edited: 'Düzenlendi', // ours
  cancelled: 'Sahibi tarafından iptal edildi', // ours
  anonymised: 'Kişisel verileri silindi (KVKK)', // ours
  removedUser: 'Silinmiş kullanıcı', // ours
  reason: 'Red gerekçesi', // ours
  note: 'Açıklama', // ours
} as const;

export interface HistoryTimelineProps {
  entries: readonly GecmisKaydi[];
  /** Whose statuses these are (their Turkish labels); none for an object without a status (a user). */
  kind?: StatusKind;
}

const isRejection = (value: string | null) => value === 'RED';

export function HistoryTimeline({ entries, kind }: HistoryTimelineProps) {
  if (entries.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {HISTORY_TEXT.empty}
      </Text>
    );
  }
  return (
    <Timeline.Root size="sm" variant="subtle" role="list" aria-label={HISTORY_TEXT.title}>
      {entries.map((entry) => {
        const label = (value: string | null) => (kind && value ? statusLabel(kind, value) : value);
        const change =
          entry.eylem === 'iptal'
            ? HISTORY_TEXT.cancelled
            : entry.eylem === 'anonimlestirme'
              ? HISTORY_TEXT.anonymised
              : entry.eylem === 'duzenleme'
                ? HISTORY_TEXT.edited
                : [entry.onceki && entry.onceki !== entry.sonraki ? label(entry.onceki) : null, label(entry.sonraki)].filter(Boolean).join(' → ');
        return (
          <Timeline.Item key={entry.id} role="listitem">
            <Timeline.Connector>
              <Timeline.Separator />
              <Timeline.Indicator colorPalette={isRejection(entry.sonraki) ? 'red' : 'gray'}>
                {isRejection(entry.sonraki) ? <LuCircleX /> : entry.eylem === 'duzenleme' ? <LuPencil /> : <LuCircleDot />}
              </Timeline.Indicator>
            </Timeline.Connector>
            <Timeline.Content>
              <Timeline.Title>{change}</Timeline.Title>
              <Timeline.Description>
                {formatDateTime(entry.zaman)} · {entry.kullanici ?? HISTORY_TEXT.removedUser}
              </Timeline.Description>
              {entry.degisiklikler.length > 0 ? (
                <List.Root fontSize="sm" ps="4" gap="0.5">
                  {entry.degisiklikler.map((c) => (
                    <List.Item key={c.alan} overflowWrap="anywhere">
                      <Text as="span" fontWeight="semibold">
                        {isGecmisAlani(c.alan) ? GECMIS_ALANLARI[c.alan] : c.alan}:
                      </Text>{' '}
                      {gecmisDegeriMetni(c.onceki)} → {gecmisDegeriMetni(c.sonraki)}
                    </List.Item>
                  ))}
                </List.Root>
              ) : null}
              {entry.not ? (
                <Box fontSize="sm" whiteSpace="pre-wrap">
                  <Text as="span" fontWeight="semibold">
                    {isRejection(entry.sonraki) ? HISTORY_TEXT.reason : HISTORY_TEXT.note}:
                  </Text>{' '}
                  {entry.not}
                </Box>
              ) : null}
            </Timeline.Content>
          </Timeline.Item>
        );
      })}
    </Timeline.Root>
  );
}
