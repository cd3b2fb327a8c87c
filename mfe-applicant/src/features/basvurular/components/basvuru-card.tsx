import { CLAMP_LINES, MSG, type Basvuru } from '@portal/domain';
import { Button, Card, DateText, Heading, HStack, IconButton, Stack, StatusChip, Text } from '@portal/ui';
import { LuFileText, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryButton } from '../../../lib/history-button';

const M = MSG.application;

/** One application: title, status, call, date, description (3 lines), reports and mentors. */
export function BasvuruCard({ basvuru }: { basvuru: Basvuru }) {
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={`basvuru-${basvuru.id}-baslik`}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={`basvuru-${basvuru.id}-baslik`}>
            {basvuru.proje_basligi}
          </Heading>
          <StatusChip kind="basvuru" value={basvuru.durum} flexShrink={0} />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <Text>
            <Text as="span" fontWeight="semibold">
              {M.callLabel}
            </Text>{' '}
            {basvuru.cagri?.baslik}
          </Text>
          <Text>
            <Text as="span" fontWeight="semibold">
              {M.dateLabel}
            </Text>{' '}
            <DateText value={basvuru.olusturuldu} />
          </Text>
        </Stack>
        <Text color="fg.muted" lineClamp={CLAMP_LINES.applicationCard} whiteSpace="pre-line">
          {basvuru.aciklama}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <Button asChild colorPalette="primary" variant="outline">
          <RouterLink to={`/basvuru/${basvuru.id}/raporlar`}>
            <LuFileText aria-hidden="true" /> {M.viewReports}
          </RouterLink>
        </Button>
        <HStack gap="1">
          {/* Its status changes, and a rejection's reason. */}
          <HistoryButton nesne="basvuru" id={basvuru.id} kind="basvuru" name={basvuru.proje_basligi} />
          <IconButton asChild variant="ghost" aria-label={M.viewMentors}>
            <RouterLink to={`/basvuru/${basvuru.id}/mentorlar`} title={M.viewMentors}>
              <LuUsers aria-hidden="true" />
            </RouterLink>
          </IconButton>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
