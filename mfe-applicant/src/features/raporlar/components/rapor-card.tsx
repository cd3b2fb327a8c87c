import { DRAFT_MSG, formatDate, isRaporEditable, MSG, type Rapor } from '@portal/domain';
import { Button, Card, HStack, Link, Stack, Text } from '@portal/ui';
import { LuDownload, LuPencil } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.report;

/**
 * One report: number, status chip, period start to end, summary, attachment download link; a draft
 * says it is one and, for its applicant (`canComplete`), leads to the page that completes and sends it.
 */
export function RaporCard({ rapor, canComplete = false }: { rapor: Rapor; canComplete?: boolean }) {
  const draft = isRaporEditable(rapor.durum);
  return (
    // h3: the cards sit under the page's 'Raporlar' h2.
    <ItemCard headingId={`rapor-${rapor.id}-baslik`} headingLevel="h3" title={M.cardTitle(rapor.id)} status={{ kind: 'rapor', value: rapor.durum }}>
      <Card.Body gap="3">
        <LabeledText fontSize="sm" label={M.periodLabel}>
          {M.periodText(formatDate(rapor.donem_baslangic), formatDate(rapor.donem_bitis))}
        </LabeledText>
        <Text whiteSpace="pre-line" wordBreak="break-word">
          {rapor.ozet}
        </Text>
        {draft ? (
          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
            {DRAFT_MSG.report.draftNotice}
          </Text>
        ) : null}
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="2" flexWrap="wrap">
        <Stack gap="1">
          {rapor.ek_dosya ? (
            <Link href={rapor.ek_dosya} target="_blank" rel="noopener noreferrer" download color="brand.primary">
              <LuDownload aria-hidden="true" /> {M.downloadAttachment}
            </Link>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {M.noAttachment}
            </Text>
          )}
        </Stack>
        {draft && canComplete ? (
          <HStack>
            <Button asChild colorPalette="primary" size="sm">
              <RouterLink to={`/basvuru/${rapor.basvuru_id}/rapor/${rapor.id}/duzenle`} aria-label={`${DRAFT_MSG.report.complete}: ${M.cardTitle(rapor.id)}`}>
                <LuPencil aria-hidden="true" /> {DRAFT_MSG.report.complete}
              </RouterLink>
            </Button>
          </HStack>
        ) : null}
      </Card.Footer>
    </ItemCard>
  );
}
