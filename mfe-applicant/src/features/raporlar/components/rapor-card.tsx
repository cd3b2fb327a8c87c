import { formatDate, MSG, type Rapor } from '@portal/domain';
import { Card, Heading, HStack, Link, Stack, StatusChip, Text } from '@portal/ui';
import { LuDownload } from 'react-icons/lu';

const M = MSG.report;

/** One report: number, status chip, period start to end, summary, attachment download link. */
export function RaporCard({ rapor }: { rapor: Rapor }) {
  const headingId = `rapor-${rapor.id}-baslik`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h3" size="md" id={headingId}>
            {M.cardTitle(rapor.id)}
          </Heading>
          <StatusChip kind="rapor" value={rapor.durum} flexShrink={0} />
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <Text fontSize="sm">
          <Text as="span" fontWeight="semibold">
            {M.periodLabel}
          </Text>{' '}
          {M.periodText(formatDate(rapor.donem_baslangic), formatDate(rapor.donem_bitis))}
        </Text>
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
    </Card.Root>
  );
}
