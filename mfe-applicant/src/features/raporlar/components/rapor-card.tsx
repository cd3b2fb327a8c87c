import { formatDate, MSG, type Rapor } from '@portal/domain';
import { Card, Link, Stack, Text } from '@portal/ui';
import { LuDownload } from 'react-icons/lu';
import { ItemCard, LabeledText } from '../../../lib/item-card';

const M = MSG.report;

/** One report: number, status chip, period start to end, summary, attachment download link. */
export function RaporCard({ rapor }: { rapor: Rapor }) {
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
      </Card.Body>
      <Card.Footer>
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
      </Card.Footer>
    </ItemCard>
  );
}
