// /rezervasyon/:rezervasyonId/guncelle (spec 2 Update reservation): loads the reservation; ONAY, RED
// and IPTAL are refused with a message (approved ones only through an admin); a waiting one opens
// the same form prefilled; PATCH, then back to the applicant's reservations.
import { getErrorStatus } from '@portal/api-client';
import {
  isReservationEditable,
  MSG,
  reservationApplicationId,
  reservationResourceId,
  reservationResourceName,
  type Rezervasyon,
} from '@portal/domain';
import { Box, ErrorPanel, LoadingState, PageHeader, Stack, StatusChip } from '@portal/ui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useKaynak } from '../api/rezervasyonlar';
import { useOnayliBasvurular } from '../api/rezervasyonlar';
import { useRezervasyon } from '../api/rezervasyonlar';
import { useUpdateRezervasyon } from '../api/rezervasyonlar';
import { ReservationForm } from './reservation-form';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';

export const UPDATE_TEXT = {
  title: 'Rezervasyonu Güncelle',
  back: 'Rezervasyonlarıma Dön',
  loading: 'Rezervasyon yükleniyor...',
  submit: 'Rezervasyonu Güncelle',
  submitting: 'Kaydediliyor...',
} as const;

const R = MSG.reservation;

function loadErrorText(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 403) return R.editForbidden;
  if (status === 404) return R.notFound;
  return R.editLoadError;
}

function refusal(r: Rezervasyon): string {
  const d = (r.durum ?? '').toUpperCase();
  return d === 'ONAY' || d === 'RED' || d === 'IPTAL' ? R.notEditable[d] : R.notEditableLabel;
}

function EditForm({ rezervasyon }: { rezervasyon: Rezervasyon }) {
  const navigate = useNavigate();
  const kaynakId = reservationResourceId(rezervasyon);
  const kaynak = useKaynak(kaynakId);
  const basvurular = useOnayliBasvurular();
  const update = useUpdateRezervasyon();

  if (kaynak.isError || basvurular.isError) return <ErrorPanel title={R.formLoadError} message={null} />;
  if (kaynak.isPending || basvurular.isPending) {
    return <LoadingState label={UPDATE_TEXT.loading} />;
  }
  return (
    <ReservationForm
      kaynak={{ ...kaynak.data, ad: kaynak.data.ad || reservationResourceName(rezervasyon) }}
      basvurular={basvurular.data}
      initial={{
        basvuru: reservationApplicationId(rezervasyon),
        baslangic: rezervasyon.baslangic,
        bitis: rezervasyon.bitis,
        aciklama: rezervasyon.aciklama,
      }}
      submitLabel={UPDATE_TEXT.submit}
      submittingLabel={UPDATE_TEXT.submitting}
      errorFallback={R.updateError}
      onSubmit={async (payload) => {
        await update.mutateAsync({ id: rezervasyon.id, payload });
        void navigate('/my-reservations');
      }}
    />
  );
}

export function UpdateReservationPage() {
  const id = useRouteId('rezervasyonId');
  const query = useRezervasyon(id);

  let body;
  if (id === null) body = <PageMessage status="error">{R.notFound}</PageMessage>;
  else if (query.isPending) {
    body = <LoadingState label={UPDATE_TEXT.loading} />;
  } else if (query.isError) body = <PageMessage status="error">{loadErrorText(query.error)}</PageMessage>;
  else if (!isReservationEditable(query.data.durum)) {
    body = (
      <Stack gap="4">
        <Box>
          <StatusChip kind="rezervasyon" value={query.data.durum} />
        </Box>
        <PageMessage status="warning">{refusal(query.data)}</PageMessage>
      </Stack>
    );
  } else body = <EditForm rezervasyon={query.data} />;

  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={UPDATE_TEXT.title}
        mb="0"
        back={<RouterLink to="/my-reservations">{UPDATE_TEXT.back}</RouterLink>}
      />
      <Box>{body}</Box>
    </Stack>
  );
}
