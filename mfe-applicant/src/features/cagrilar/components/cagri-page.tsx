// /cagrilar/:cagriId: one call as a page. Its whole description, its dates, whether it takes
// applications and, when not, why (the domain's callState: the words staff see too), the link to
// its details, the caller's own applications to it (a draft leads to its page) and the apply button.
import { getErrorStatus } from '@portal/api-client';
import { CALL_PAGE_MSG, callState, formatDate, formatDateTime, MSG, type Basvuru, type Cagri } from '@portal/domain';
import { Box, Button, Card, ErrorPanel, Heading, HStack, Link, LoadingState, PageHeader, SimpleGrid, Stack, StatusChip, Text } from '@portal/ui';
import { LuExternalLink, LuSend } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { applicationPath } from '../../../lib/application-path';
import { LabeledText } from '../../../lib/item-card';
import { PageMessage } from '../../../lib/page-states';
import { useRouteId } from '../../../lib/route-id';
import { useCagriDetail, useOwnApplications } from '../api/cagrilar';

const P = CALL_PAGE_MSG;
const C = MSG.call;

export function CagriPage() {
  const id = useRouteId('cagriId');
  const query = useCagriDetail(id);
  if (id === null) {
    return (
      <PageMessage status="error" my="6">
        {P.invalidId}
      </PageMessage>
    );
  }
  if (query.isPending) return <LoadingState label={C.loadingOne} />;
  if (query.isError) {
    if (getErrorStatus(query.error) === 404) {
      return (
        <PageMessage status="error" my="6">
          {P.notFound}
        </PageMessage>
      );
    }
    return <ErrorPanel title={C.applyLoadError} message={null} onRetry={() => void query.refetch()} />;
  }
  return <CallDetail cagri={query.data} />;
}

function ApplyButton({ cagri, open }: { cagri: Cagri; open: boolean }) {
  return open ? (
    <Button asChild colorPalette="primary">
      <RouterLink to={`/cagri/${cagri.id}/basvur`}>
        <LuSend aria-hidden="true" /> {C.applyButton}
      </RouterLink>
    </Button>
  ) : (
    <Button disabled colorPalette="gray">
      {C.applyClosed}
    </Button>
  );
}

function CallDetail({ cagri }: { cagri: Cagri }) {
  const state = callState(cagri);
  const deadline = formatDate(cagri.bitis, { emptyText: C.deadlineNone });
  return (
    <Stack gap="6">
      <PageHeader
        title={cagri.baslik}
        back={<RouterLink to="/cagrilar">{P.back}</RouterLink>}
        actions={
          <>
            {cagri.detay_url ? (
              <Button asChild variant="outline" colorPalette="primary">
                <a href={cagri.detay_url} target="_blank" rel="noopener noreferrer">
                  <LuExternalLink aria-hidden="true" /> {P.detailButton}
                </a>
              </Button>
            ) : null}
            <ApplyButton cagri={cagri} open={state.open} />
          </>
        }
        mb="0"
      />

      <Card.Root variant="outline" as="section" aria-labelledby="cagri-durum-baslik">
        <Card.Body gap="3">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Heading as="h2" size="md" id="cagri-durum-baslik">
              {P.stateTitle}
            </Heading>
            <StatusChip label={state.label} color={state.color} data-testid="call-state" />
          </HStack>
          <Text data-reason={state.reason}>{state.open ? P.openText(deadline) : state.explanation}</Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" fontSize="sm">
            <LabeledText label={P.startLabel}>{formatDate(cagri.baslangic, { emptyText: C.deadlineNone })}</LabeledText>
            <LabeledText label={C.deadlineLabel}>{deadline}</LabeledText>
          </SimpleGrid>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" as="section" aria-labelledby="cagri-aciklama-baslik">
        <Card.Body gap="3">
          <Heading as="h2" size="md" id="cagri-aciklama-baslik">
            {P.descriptionTitle}
          </Heading>
          <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="cagri-aciklama">
            {cagri.aciklama}
          </Text>
        </Card.Body>
      </Card.Root>

      <MyApplicationsToCall cagri={cagri} />
    </Stack>
  );
}

/** The caller's applications to this call, the first one first; a draft leads to its page. */
function MyApplicationsToCall({ cagri }: { cagri: Cagri }) {
  const own = useOwnApplications();
  const mine: Basvuru[] = (own.data ?? [])
    .filter((b) => b.cagri_id === cagri.id)
    .sort((a, b) => Date.parse(a.olusturuldu) - Date.parse(b.olusturuldu) || a.id - b.id);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="cagri-basvurularim-baslik">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="cagri-basvurularim-baslik">
          {P.mineTitle}
        </Heading>
        {own.isPending ? (
          <LoadingState label={MSG.application.loading} />
        ) : own.isError ? (
          <Text color="fg.error">{P.mineLoadError}</Text>
        ) : mine.length === 0 ? (
          <Text color="fg.muted">{P.mineEmpty}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" ms="0">
            {mine.map((b) => (
              <Box as="li" key={b.id} borderWidth="1px" borderRadius="md" px="3" py="2">
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <Box minW="0">
                    <Link asChild fontWeight="semibold" color="brand.primary">
                      <RouterLink to={applicationPath(b)}>{b.proje_basligi}</RouterLink>
                    </Link>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDateTime(b.olusturuldu)}
                    </Text>
                  </Box>
                  <StatusChip kind="basvuru" value={b.durum} />
                </HStack>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export default CagriPage;
