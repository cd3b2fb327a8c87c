// /kaynak/:kaynakId/rezervasyon/yeni (spec 2 New reservation): the form for the resource of the URL;
// on success the applicant's reservations. A passive resource (its URL typed or kept from before)
// gets no form: the page says why and leads back to the resources (the server refuses it too).
import { MSG } from '@portal/domain';
import { Alert, Box, Button, ErrorPanel, LoadingState, PageHeader, Stack } from '@portal/ui';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCreateRezervasyon } from '../api/rezervasyonlar';
import { useKaynak } from '../api/rezervasyonlar';
import { useOnayliBasvurular } from '../api/rezervasyonlar';
import { ReservationForm } from './reservation-form';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';

export const NEW_TEXT = {
  title: 'Yeni Rezervasyon',
  back: 'Kaynaklara Dön',
  loading: 'Veriler yükleniyor...',
  missingId: 'Kaynak bulunamadı.',
  submit: 'Rezervasyon Oluştur',
  submitting: 'Gönderiliyor...',
} as const;

export function NewReservationPage() {
  const id = useRouteId('kaynakId');
  const navigate = useNavigate();
  const kaynak = useKaynak(id);
  const basvurular = useOnayliBasvurular();
  const create = useCreateRezervasyon();

  const header = (
    <PageHeader
      title={NEW_TEXT.title}
      mb="0"
      back={<RouterLink to="/kaynaklar">{NEW_TEXT.back}</RouterLink>}
    />
  );

  let body;
  if (id === null) {
    body = <PageMessage status="error">{NEW_TEXT.missingId}</PageMessage>;
  } else if (kaynak.isError || basvurular.isError) {
    body = (
      <ErrorPanel
        title={MSG.reservation.formLoadError}
        message={null}
        onRetry={() => {
          if (kaynak.isError) void kaynak.refetch();
          if (basvurular.isError) void basvurular.refetch();
        }}
      />
    );
  } else if (kaynak.isPending || basvurular.isPending) {
    body = <LoadingState label={NEW_TEXT.loading} />;
  } else if (!kaynak.data.aktif) {
    body = (
      <Alert.Root status="warning" role="alert" borderRadius="md" data-testid="kaynak-pasif">
        <Alert.Indicator />
        <Alert.Content gap="3">
          <Alert.Title>{MSG.reservation.resourcePassiveTitle}</Alert.Title>
          <Alert.Description>
            <strong>{kaynak.data.ad}</strong>: {MSG.reservation.resourcePassiveText}
          </Alert.Description>
          <Box>
            <Button asChild colorPalette="primary" size="sm">
              <RouterLink to="/kaynaklar">
                <LuArrowLeft aria-hidden="true" /> {NEW_TEXT.back}
              </RouterLink>
            </Button>
          </Box>
        </Alert.Content>
      </Alert.Root>
    );
  } else {
    body = (
      <ReservationForm
        kaynak={kaynak.data}
        basvurular={basvurular.data}
        submitLabel={NEW_TEXT.submit}
        submittingLabel={NEW_TEXT.submitting}
        errorFallback={MSG.reservation.createError}
        onSubmit={async (payload) => {
          await create.mutateAsync(payload);
          void navigate('/my-reservations');
        }}
      />
    );
  }
  return (
    <Stack gap="6" maxW="3xl">
      {header}
      <Box>{body}</Box>
    </Stack>
  );
}
