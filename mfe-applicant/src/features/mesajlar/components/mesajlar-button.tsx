// The application card's way to its conversation, with the unread count and "yanıt bekleniyor" while
// a request for information waits for the applicant (from GET mesajlar/ozet/, polled like the bell).
import { useMesajOzeti } from '@portal/app-kit';
import { MESAJ_MESSAGES as T, type Id } from '@portal/domain';
import { Badge, Button } from '@portal/ui';
import { LuMessageSquare } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

export function MesajlarButton({ basvuruId }: { basvuruId: Id }) {
  const summary = useMesajOzeti();
  const own = summary.data?.basvurular.find((b) => b.basvuru_id === basvuruId);
  const unread = own?.okunmamis ?? 0;
  return (
    <Button asChild variant="outline" colorPalette={own?.yanit_bekleniyor ? 'orange' : 'gray'}>
      <RouterLink to={`/basvuru/${basvuruId}/mesajlar`} aria-label={T.openThreadWithCount(unread)} data-testid="mesajlar-button">
        <LuMessageSquare aria-hidden="true" /> {T.openThread}
        {unread > 0 ? (
          <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid="okunmamis-sayisi">
            {unread}
          </Badge>
        ) : null}
        {own?.yanit_bekleniyor ? (
          <Badge colorPalette="orange" variant="subtle">
            {T.awaitingReply}
          </Badge>
        ) : null}
      </RouterLink>
    </Button>
  );
}
