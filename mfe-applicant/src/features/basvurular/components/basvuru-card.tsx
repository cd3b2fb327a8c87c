import { CLAMP_LINES, MSG, type Basvuru } from '@portal/domain';
import { Button, Card, DateText, HStack, IconButton, Stack, Text } from '@portal/ui';
import { LuFileText, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryButton } from '../../../lib/history-button';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.application;

/** One application: title, status, call, date, description (3 lines), reports and mentors. */
export function BasvuruCard({ basvuru }: { basvuru: Basvuru }) {
  return (
    <ItemCard headingId={`basvuru-${basvuru.id}-baslik`} title={basvuru.proje_basligi} status={{ kind: 'basvuru', value: basvuru.durum }}>
      <Card.Body gap="3">
        <Stack gap="1" fontSize="sm">
          <LabeledText label={M.callLabel}>{basvuru.cagri?.baslik}</LabeledText>
          <LabeledText label={M.dateLabel}>
            <DateText value={basvuru.olusturuldu} />
          </LabeledText>
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
    </ItemCard>
  );
}
