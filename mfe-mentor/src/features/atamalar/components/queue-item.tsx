// One row of the mentor's queue: why it is where it is (a chip: not evaluated yet, a new report,
// evaluated), the project, its applicant and call, the last evaluation (date and score) and the
// reports since, and the way in: 'Değerlendir' to the evaluation page, the reports page beside it.
import { MENTOR_QUEUE_REASON_META, type MentorQueueItem } from '@portal/domain';
import { Badge, Button, Card, DateText, Flex, Heading, HStack, ScoreDisplay, Stack, StatusChip, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const QUEUE_ITEM_TEXT = {
  applicant: 'Başvuran:',
  company: 'Firma:',
  call: 'Çağrı:',
  assignedOn: 'Atandı:',
  lastEvaluation: 'Son değerlendirmeniz:',
  newReports: (n: number) => `${n} yeni rapor`,
  lastReport: 'Son rapor:',
  evaluate: 'Değerlendir',
  evaluateAgain: 'Yeniden Değerlendir',
  reports: 'Raporlar',
  justSaved: 'Az önce değerlendirdiniz',
} as const;
const T = QUEUE_ITEM_TEXT;

function Labeled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="span" gap="1" wrap="wrap" display="inline-flex">
      <Text as="span" fontWeight="semibold">
        {label}
      </Text>
      {children}
    </HStack>
  );
}

/** The accent of a row: orange waits for a first look, blue has news, grey is up to date. */
const ACCENT = { degerlendirilmedi: 'orange.solid', yeni_rapor: 'blue.solid', degerlendirildi: 'border' } as const;

export function QueueItem({ item, position, justSaved = false }: { item: MentorQueueItem; position: number; justSaved?: boolean }) {
  const { atama, neden, son_degerlendirme: last } = item;
  const basvuru = atama.basvuru;
  const reason = MENTOR_QUEUE_REASON_META[neden];
  const headingId = `kuyruk-${atama.id}-baslik`;
  const needsMentor = neden !== 'degerlendirildi';
  const action = needsMentor ? T.evaluate : T.evaluateAgain;
  return (
    <Card.Root
      as="li"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="queue-item"
      data-reason={neden}
      borderLeftWidth="4px"
      borderLeftColor={ACCENT[neden]}
      outline={justSaved ? '2px solid' : undefined}
      outlineColor={justSaved ? 'green.solid' : undefined}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ base: 'stretch', md: 'center' }}>
          <Stack gap="2" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontSize="sm" color="fg.muted" fontWeight="semibold">
                {position}.
              </Text>
              <StatusChip label={reason.label} color={reason.color} data-testid="queue-reason" />
              {neden === 'yeni_rapor' ? (
                <Badge variant="outline" colorPalette="blue">
                  {T.newReports(item.yeni_rapor_sayisi)}
                </Badge>
              ) : null}
              {justSaved ? (
                <Badge variant="solid" colorPalette="green" data-testid="just-saved">
                  {T.justSaved}
                </Badge>
              ) : null}
            </HStack>
            <Heading as="h3" size="md" id={headingId} wordBreak="break-word">
              {basvuru.proje_basligi}
            </Heading>
            <Stack gap="1" fontSize="sm" color="fg.muted">
              <HStack gap={{ base: '1', md: '4' }} wrap="wrap">
                <Labeled label={T.applicant}>{basvuru.basvuran?.ad_soyad || '-'}</Labeled>
                {basvuru.basvuran?.firma_adi ? <Labeled label={T.company}>{basvuru.basvuran.firma_adi}</Labeled> : null}
                <Labeled label={T.call}>{basvuru.cagri.baslik}</Labeled>
              </HStack>
              <HStack gap={{ base: '1', md: '4' }} wrap="wrap">
                {last ? (
                  <Labeled label={T.lastEvaluation}>
                    <DateText value={last.olusturuldu} as="span" />
                    <ScoreDisplay puan={last.puan} size="sm" data-testid="queue-score" />
                  </Labeled>
                ) : (
                  <Labeled label={T.assignedOn}>
                    <DateText value={atama.tarih} as="span" />
                  </Labeled>
                )}
                {item.son_rapor ? (
                  <Labeled label={T.lastReport}>
                    <DateText value={item.son_rapor} as="span" />
                  </Labeled>
                ) : null}
              </HStack>
            </Stack>
          </Stack>
          <HStack gap="2" flexShrink={0}>
            <Button asChild size="sm" variant="outline" colorPalette="primary" flex={{ base: '1', md: 'initial' }}>
              <RouterLink to={`/basvuru/${basvuru.id}/reports`} aria-describedby={headingId}>
                {T.reports}
              </RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="primary" variant={needsMentor ? 'solid' : 'subtle'} flex={{ base: '1', md: 'initial' }}>
              {/* The row's title describes its links: each row has a 'Değerlendir'. */}
              <RouterLink to={`/mentor-evaluation/${atama.id}`} data-testid="evaluate-link" aria-describedby={headingId}>
                {action}
              </RouterLink>
            </Button>
          </HStack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
