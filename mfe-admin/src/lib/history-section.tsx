// The history of the object an admin detail dialog shows (status changes, who, when, the note),
// read when the dialog opens.
import { gecmisApi } from '@portal/api-client';
import type { GecmisNesne, Id, StatusKind } from '@portal/domain';
import { DetailRow, HISTORY_TEXT, HistoryTimeline, Spinner, Text } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useLogError } from './log-error';

export function HistorySection({ nesne, id, kind }: { nesne: GecmisNesne; id: Id; kind?: StatusKind }) {
  const query = useQuery({ queryKey: ['admin', 'gecmis', nesne, id], queryFn: () => gecmisApi.admin(nesne, id), staleTime: 0 });
  useLogError('Geçmiş yüklenemedi', query.error);
  return (
    <DetailRow label={HISTORY_TEXT.title}>
      {query.data ? <HistoryTimeline entries={query.data} kind={kind} /> : query.isError ? <Text color="fg.muted">-</Text> : <Spinner size="sm" />}
    </DetailRow>
  );
}
