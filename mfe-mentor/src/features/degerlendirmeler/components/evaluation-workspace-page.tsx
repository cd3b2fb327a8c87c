// /mentor-evaluation/:atamaId: one project at a time. On the left what the mentor reads: the
// application (call, description, attachment through its signed link) and its sent reports (not the
// applicant's drafts), those sent since the mentor's last evaluation marked 'Yeni'; on the right (under it on a phone) the evaluation
// form and the mentor's earlier evaluations of it. Saving says so in a toast and goes back to the
// queue, where the project has moved down. An assignment that is not the caller's active one
// (another mentor's, a removed one) is not found, as the server answers.
import { ProjectMessages } from '../../mesajlar/components/project-messages';
import { formatDate, MENTOR_QUEUE_REASON_META, MSG, type Id, type MentorQueueItem, type Rapor } from '@portal/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  DateText,
  EmptyState,
  ErrorPanel,
  Grid,
  Heading,
  HStack,
  Link,
  LoadingState,
  PageHeader,
  Stack,
  StatusChip,
  Text,
  notifySuccess,
} from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMentorQueue } from '../../atamalar/api/atamalar';
import { useBasvuruToEvaluate, useRaporlarToRead } from '../api/degerlendirmeler';
import { EvaluationForm } from './evaluation-form';
import { PastEvaluations } from './past-evaluations';

export const WORKSPACE_TEXT = {
  back: 'Atandığım Projelere Dön',
  loading: 'Proje yükleniyor...',
  notFound: 'Bu atama bulunamadı',
  notFoundHint: 'Atama kaldırılmış ya da size ait olmayabilir. Geçmiş değerlendirmeleriniz "Geçmiş Değerlendirmelerim" sekmesinde.',
  applicationTitle: 'Başvuru',
  call: 'Çağrı:',
  applicant: 'Başvuran:',
  company: 'Firma:',
  appliedOn: 'Başvuru tarihi:',
  attachment: 'Başvuru eki',
  downloadAttachment: 'Ek dosyayı indir',
  noAttachment: 'Başvuruya dosya eklenmemiş.',
  reportsTitle: 'Raporlar',
  reportsEmpty: 'Bu proje için henüz rapor gönderilmedi.',
  allReports: 'Raporlar sayfasında aç',
  newReport: 'Yeni',
  reportsLoadError: MSG.report.loadError,
  applicationLoadError: 'Başvuru bilgileri yüklenirken bir hata oluştu.',
} as const;
const T = WORKSPACE_TEXT;
const R = MSG.report;

function parseId(raw: string | undefined): Id | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A (sent) report is new to the mentor when it came in after their last evaluation (or there is none). */
const isNewReport = (r: Rapor, item: MentorQueueItem) =>
  item.son_degerlendirme === null || Date.parse(r.olusturuldu) > Date.parse(item.son_degerlendirme.olusturuldu);

function ReportEntry({ rapor, isNew }: { rapor: Rapor; isNew: boolean }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="workspace-report">
      <HStack justify="space-between" gap="2" wrap="wrap" mb="1">
        <HStack gap="2" wrap="wrap">
          <Text as="span" fontWeight="semibold">
            {R.cardTitle(rapor.id)}
          </Text>
          <StatusChip kind="rapor" value={rapor.durum} />
          {isNew ? (
            <Badge colorPalette="blue" variant="solid">
              {T.newReport}
            </Badge>
          ) : null}
        </HStack>
        <Text as="span" fontSize="sm" color="fg.muted">
          {R.periodText(formatDate(rapor.donem_baslangic), formatDate(rapor.donem_bitis))}
        </Text>
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-line" wordBreak="break-word">
        {rapor.ozet}
      </Text>
      {rapor.ek_dosya ? (
        <Link href={rapor.ek_dosya} target="_blank" rel="noopener noreferrer" download fontSize="sm" mt="2" color="brand.primary">
          {R.downloadAttachment}
        </Link>
      ) : null}
    </Box>
  );
}

function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text as="span">
      <Text as="span" fontWeight="semibold">
        {label}
      </Text>{' '}
      {children}
    </Text>
  );
}

export function EvaluationWorkspacePage() {
  const atamaId = parseId(useParams().atamaId);
  const navigate = useNavigate();
  const queue = useMentorQueue();
  const item = queue.data?.find((i) => i.atama.id === atamaId);
  const basvuruId = item?.atama.basvuru.id;
  const basvuru = useBasvuruToEvaluate(basvuruId);
  const raporQuery = useRaporlarToRead(basvuruId);
  // A draft report is the applicant's own until it is sent.
  const raporlar = { ...raporQuery, data: raporQuery.data?.filter((r) => r.durum !== 'TASLAK') };
  const back = <RouterLink to="/mentor-evaluation">{T.back}</RouterLink>;

  if (queue.isPending) return <LoadingState label={T.loading} />;
  if (queue.isError) return <ErrorPanel title={MSG.evaluation.assignmentsLoadError} onRetry={() => void queue.refetch()} />;
  if (!item || atamaId === null) {
    return (
      <>
        <PageHeader title={T.notFound} back={back} />
        <EmptyState title={T.notFound} description={T.notFoundHint} />
      </>
    );
  }

  const reason = MENTOR_QUEUE_REASON_META[item.neden];
  const b = item.atama.basvuru;
  const onSaved = () => {
    notifySuccess(MSG.evaluation.submitSuccess);
    navigate('/mentor-evaluation', { state: { evaluated: item.atama.id } });
  };

  return (
    <>
      <PageHeader
        title={b.proje_basligi}
        back={back}
        subtitle={
          <HStack as="span" gap="3" wrap="wrap">
            <StatusChip label={reason.label} color={reason.color} />
            <Labeled label={T.call}>{b.cagri.baslik}</Labeled>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 26rem)' }} gap={{ base: '5', lg: '6' }} alignItems="start">
        <Stack gap="5" minW="0">
          <Card.Root as="section" variant="outline" aria-labelledby="basvuru-baslik">
            <Card.Header pb="2">
              <Heading as="h2" size="md" id="basvuru-baslik">
                {T.applicationTitle}
              </Heading>
              <HStack gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
                <Labeled label={T.applicant}>{b.basvuran?.ad_soyad || '-'}</Labeled>
                {b.basvuran?.firma_adi ? <Labeled label={T.company}>{b.basvuran.firma_adi}</Labeled> : null}
                {basvuru.data ? (
                  <Labeled label={T.appliedOn}>
                    <DateText as="span" value={basvuru.data.olusturuldu} />
                  </Labeled>
                ) : null}
              </HStack>
            </Card.Header>
            <Card.Body pt="2" gap="4">
              {basvuru.isPending ? (
                <LoadingState label={T.loading} py="6" />
              ) : basvuru.isError ? (
                <ErrorPanel title={T.applicationLoadError} onRetry={() => void basvuru.refetch()} />
              ) : (
                <>
                  <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="application-text">
                    {basvuru.data.aciklama}
                  </Text>
                  <HStack gap="3" wrap="wrap" borderTopWidth="1px" pt="3">
                    <Text as="span" fontSize="sm" fontWeight="semibold">
                      {T.attachment}:
                    </Text>
                    {basvuru.data.ek_dosya ? (
                      <Button asChild size="sm" variant="outline" colorPalette="primary">
                        <a href={basvuru.data.ek_dosya} target="_blank" rel="noopener noreferrer" download data-testid="application-attachment">
                          {T.downloadAttachment}
                        </a>
                      </Button>
                    ) : (
                      <Text as="span" fontSize="sm" color="fg.muted">
                        {T.noAttachment}
                      </Text>
                    )}
                  </HStack>
                </>
              )}
            </Card.Body>
          </Card.Root>

          <Box as="section" aria-labelledby="raporlar-baslik">
            <HStack justify="space-between" gap="2" wrap="wrap" mb="3">
              <Heading as="h2" size="md" id="raporlar-baslik">
                {T.reportsTitle} {raporlar.data ? `(${raporlar.data.length})` : null}
              </Heading>
              <Link asChild fontSize="sm" color="brand.primary">
                <RouterLink to={`/basvuru/${b.id}/reports`}>{T.allReports}</RouterLink>
              </Link>
            </HStack>
            {raporlar.isPending ? (
              <LoadingState label={R.loading} py="6" />
            ) : raporlar.isError ? (
              <ErrorPanel title={T.reportsLoadError} onRetry={() => void raporlar.refetch()} />
            ) : !raporlar.data || raporlar.data.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {T.reportsEmpty}
              </Text>
            ) : (
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {raporlar.data.map((r) => (
                  <ReportEntry key={r.id} rapor={r} isNew={isNewReport(r, item)} />
                ))}
              </Stack>
            )}
          </Box>
          <ProjectMessages basvuruId={b.id} />
        </Stack>

        <Stack gap="5" minW="0">
          <EvaluationForm atamaId={item.atama.id} projectTitle={b.proje_basligi} onSaved={onSaved} />
          <PastEvaluations atamaId={item.atama.id} />
        </Stack>
      </Grid>
    </>
  );
}

export default EvaluationWorkspacePage;
