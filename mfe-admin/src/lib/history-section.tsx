// The history of the object an admin dialog shows (status changes and edits: who, when, what, the
// note), read when the dialog opens: a row of a detail dialog's grid, or a section under an edit
// form (`inForm`).
import { gecmisApi } from '@portal/api-client';
import type { GecmisNesne, Id, StatusKind } from '@portal/domain';
import { Box, DetailRow, HISTORY_TEXT, HistoryTimeline, LoadingState, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLogError } from './log-error';

export function HistorySection({ nesne, id, kind, inForm = false }: { nesne: GecmisNesne; id: Id; kind?: StatusKind; inForm?: boolean }) {
  const query = useQuery({ queryKey: ['admin', 'gecmis', nesne, id], queryFn: () => gecmisApi.admin(nesne, id), staleTime: 0 });
  useLogError('Geçmiş yüklenemedi', query.error);
  const content = query.data ? (
    <HistoryTimeline entries={query.data} kind={kind} />
  ) : query.isError ? (
    <Text color="fg.muted">-</Text>
  ) : (
    <LoadingState label={HISTORY_TEXT.loading} size="inline" />
  );
  if (!inForm) return <DetailRow label={HISTORY_TEXT.title}>{content}</DetailRow>;
  return (
    <Box as="section" aria-label={HISTORY_TEXT.title} borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold" color="fg.muted" mb="2">
        {HISTORY_TEXT.title}
      </Text>
      {content}
    </Box>
  );
}
