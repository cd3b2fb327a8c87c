// /basvuru/:basvuruId/mesajlar: the conversation of one of the applicant's applications with its
// mentors and staff (the shared thread of @portal/app-kit): requests for information show
// "yanıt bekleniyor" until answered; news arrives without a reload.
import { MessageThread } from '@portal/app-kit';
import { MESAJ_MESSAGES as T, MSG } from '@portal/domain';
import { Card, PageHeader } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { useBasvuruHeader } from '../../mentorler/api/mentorler';

export function MesajlarPage() {
  const id = useRouteId('basvuruId');
  const basvuru = useBasvuruHeader(id);
  if (id === null) {
    return (
      <PageMessage status="error" my="6">
        {MSG.application.invalidId}
      </PageMessage>
    );
  }
  return (
    <>
      <PageHeader
        title={T.title}
        subtitle={basvuru.data ? `${T.projectLabel} ${basvuru.data.proje_basligi}` : undefined}
        back={<RouterLink to="/my-applications">{T.back}</RouterLink>}
      />
      <Card.Root variant="outline">
        <Card.Body>
          <MessageThread basvuruId={id} />
        </Card.Body>
      </Card.Root>
    </>
  );
}

export default MesajlarPage;
