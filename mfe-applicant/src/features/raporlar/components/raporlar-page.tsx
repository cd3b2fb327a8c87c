// /basvuru/:basvuruId/raporlar and its alias /basvuru/:basvuruId/reports (spec 2 "Reports"): the
// application (project title, applicant, date), counts total/completed/pending, the count badge
// (capped at 99), a card per report, 'Yeni Rapor' for the applicant, the info notice for mentors;
// the answers to the call's own form (issue 51) when the application gave them.
import { CallFormAnswers } from '@portal/app-kit';
import { useSessionUser } from '@portal/auth-store';
import { countReports, DRAFT_MSG, formatBadgeCount, isBasvuruEditable, MSG, type Basvuru } from '@portal/domain';
import { Alert, Badge, Box, Button, Card, DateText, EmptyState, ErrorPanel, Heading, HStack, LoadingState, PageHeader } from '@portal/ui';
import { LuFilePlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid, StatCounters } from '../../../lib/card-list';
import { LabeledText } from '../../../lib/item-card';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { useBasvuru } from '../api/raporlar';
import { useRaporlar } from '../api/raporlar';
import { RaporCard } from './rapor-card';

const M = MSG.report;

/** Where the page's back link leads: a mentor came from his projects, the applicant from his applications. */
const BACK = {
  mentor: { to: '/mentor-evaluation', label: 'Atandığım Projelere Dön' },
  applicant: { to: '/my-applications', label: M.backToApplications },
} as const;

/** A mentor reading an application that is not their own (spec 6): no create action, the notice instead. */
function isReadingMentor(user: ReturnType<typeof useSessionUser>, basvuru: Basvuru): boolean {
  if (!user?.is_mentor) return false;
  const applicantId = basvuru.basvuran?.id;
  return applicantId === undefined || applicantId !== user.user_id;
}

export function RaporlarPage() {
  const id = useRouteId('basvuruId');
  const user = useSessionUser();
  const basvuruQuery = useBasvuru(id);
  const raporQuery = useRaporlar(id);

  if (id === null) {
    return (
      <PageMessage status="error" my="6">
        {M.invalidApplicationId}
      </PageMessage>
    );
  }
  if (basvuruQuery.isError || raporQuery.isError) {
    return (
      <ErrorPanel
        title={M.loadError}
        message={null}
        onRetry={() => {
          if (basvuruQuery.isError) void basvuruQuery.refetch();
          if (raporQuery.isError) void raporQuery.refetch();
        }}
      />
    );
  }
  if (basvuruQuery.isPending || raporQuery.isPending) {
    return <LoadingState label={M.loading} />;
  }

  const basvuru = basvuruQuery.data;
  const raporlar = raporQuery.data;
  const counts = countReports(raporlar);
  const mentor = isReadingMentor(user, basvuru);
  // A draft application is completed on its own page before reports are filed on it.
  const draft = !mentor && isBasvuruEditable(basvuru.durum);
  const newPath = `/basvuru/${id}/rapor/yeni`;
  const badge = formatBadgeCount(counts.total);

  return (
    <>
      <PageHeader
        title={basvuru.proje_basligi}
        subtitle={
          <HStack as="span" gap="4" wrap="wrap">
            <LabeledText as="span" label={M.applicantLabel}>
              {basvuru.basvuran?.ad_soyad || '-'}
            </LabeledText>
            <LabeledText as="span" label={M.applicationDateLabel}>
              <DateText as="span" value={basvuru.olusturuldu} />
            </LabeledText>
          </HStack>
        }
        back={<RouterLink to={BACK[mentor ? 'mentor' : 'applicant'].to}>{BACK[mentor ? 'mentor' : 'applicant'].label}</RouterLink>}
        actions={
          <HStack gap="2" wrap="wrap">
            {mentor || draft ? null : (
              <Button asChild colorPalette="primary">
                <RouterLink to={newPath}>
                  <LuFilePlus aria-hidden="true" /> {M.newReport}
                </RouterLink>
              </Button>
            )}
          </HStack>
        }
      />

      {mentor ? (
        <Alert.Root status="info" borderRadius="md" mb="6" data-testid="mentor-notice">
          <Alert.Indicator />
          <Alert.Title>{M.mentorNotice}</Alert.Title>
        </Alert.Root>
      ) : null}

      {draft ? (
        <Alert.Root status="warning" borderRadius="md" mb="6" data-testid="draft-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{DRAFT_MSG.application.draftNotice}</Alert.Title>
          </Alert.Content>
          <Button asChild colorPalette="primary" size="sm" alignSelf="center">
            <RouterLink to={`/basvuru/${basvuru.id}/duzenle`}>{DRAFT_MSG.application.continueDraft}</RouterLink>
          </Button>
        </Alert.Root>
      ) : null}

      {basvuru.form ? (
        <Card.Root variant="outline" mb="6" data-testid="application-answers">
          <Card.Header pb="0">
            <Heading as="h2" size="md">
              Başvuru Cevapları
            </Heading>
          </Card.Header>
          <Card.Body>
            <CallFormAnswers form={basvuru.form} />
          </Card.Body>
        </Card.Root>
      ) : null}

      <StatCounters
        label="Rapor sayıları"
        items={[
          { label: M.counterTotal, value: counts.total, color: 'primary' },
          { label: M.counterCompleted, value: counts.completed, color: 'green' },
          { label: M.counterPending, value: counts.pending, color: 'orange' },
        ]}
      />

      <HStack gap="3" mb="4">
        <Heading as="h2" size="lg">
          {M.listTitle}
        </Heading>
        <Badge colorPalette="secondary" variant="solid" borderRadius="full" aria-label={M.badgeLabel(badge)}>
          {badge}
        </Badge>
      </HStack>

      {raporlar.length === 0 ? (
        <EmptyState
          title={M.empty}
          description={mentor || draft ? undefined : M.emptyHint}
          action={
            mentor || draft ? undefined : (
              <Box>
                <Button asChild colorPalette="primary" mt="2">
                  <RouterLink to={newPath}>{M.createFirst}</RouterLink>
                </Button>
              </Box>
            )
          }
        />
      ) : (
        <CardGrid minCardWidth={360}>
          {raporlar.map((r) => (
            <RaporCard key={r.id} rapor={r} canComplete={!mentor} />
          ))}
        </CardGrid>
      )}
    </>
  );
}

export default RaporlarPage;
