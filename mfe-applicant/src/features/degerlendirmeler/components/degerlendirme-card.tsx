// One evaluation: project title, status chip, date, mentor, score out of 100 with its band label,
// stars (score/20), a progress bar in the band's colour, and the comment.
import { clampScore, scoreBand, type Degerlendirme } from '@portal/domain';
import { Badge, Card, DateText, Heading, HStack, Progress, Stack, StatusChip, Text } from '@portal/ui';
import { mentorName, projectTitle, MY_EVALUATIONS_TEXT as T } from './evaluation-text';
import { StarRating } from './star-rating';

export function DegerlendirmeCard({ degerlendirme: d }: { degerlendirme: Degerlendirme }) {
  const score = clampScore(Number(d.puan));
  const band = scoreBand(score);
  const headingId = `degerlendirme-${d.id}-baslik`;
  return (
    <Card.Root as="article" variant="outline" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" align="start" gap="3">
          <Heading as="h2" size="md" id={headingId}>
            {projectTitle(d) || '-'}
          </Heading>
          <StatusChip kind="degerlendirme" value={d.onerilen_durum} flexShrink={0} />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <DateText value={d.olusturuldu} />
          <Text as="span">
            <Text as="span" fontWeight="semibold">
              {T.mentorLabel}
            </Text>{' '}
            {mentorName(d) || '-'}
          </Text>
        </HStack>
      </Card.Header>
      <Card.Body gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="2" align="baseline">
            <Text as="span" fontSize="2xl" fontWeight="bold" color={`${band.color}.fg`} data-testid="score">
              {score}
            </Text>
            <Text as="span" color="fg.muted">
              {T.outOf}
            </Text>
            <Badge colorPalette={band.color} variant="subtle" data-testid="score-label">
              {band.label}
            </Badge>
          </HStack>
          <StarRating score={score} />
        </HStack>
        <Progress.Root value={score} max={100} colorPalette={band.color} size="sm" aria-label={`${T.scoreLabel}: ${score}/100`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Stack gap="1">
          <Text whiteSpace="pre-line" color={d.yorum ? undefined : 'fg.muted'}>
            {d.yorum || T.noComment}
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
