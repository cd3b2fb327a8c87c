// The admin applications list's 'Mesajlar' column: the staff member's unread messages of each
// application and "yanıt bekleniyor" while a request waits (GET mesajlar/ozet/, polled like the bell).
import { useMesajOzeti } from '@portal/app-kit';
import { MESAJ_MESSAGES as T } from '@portal/domain';
import { Badge, HStack, type DataTableColumn } from '@portal/ui';

function UnreadCell({ basvuruId }: { basvuruId: number }) {
  const own = useMesajOzeti().data?.basvurular.find((b) => b.basvuru_id === basvuruId);
  if (!own) return null;
  return (
    <HStack gap="1">
      {own.okunmamis > 0 ? (
        <Badge colorPalette="red" variant="solid" borderRadius="full" aria-label={T.unread(own.okunmamis)} data-testid="admin-okunmamis">
          {own.okunmamis}
        </Badge>
      ) : null}
      {own.yanit_bekleniyor ? <Badge colorPalette="orange">{T.awaitingReply}</Badge> : null}
    </HStack>
  );
}

export function unreadMessagesColumn<T extends { id: number }>(): DataTableColumn<T> {
  return { key: 'mesajlar', header: T.title, priority: 'medium', cell: (row) => <UnreadCell basvuruId={row.id} /> };
}
