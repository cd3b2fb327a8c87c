// One evaluation: project title, status chip, date, mentor, score out of 100 with its band label,
// stars (score/20), a progress bar in the band's colour, and the comment.
import { clampScore, scoreBand, type Degerlendirme } from '@portal/domain';
import { Badge, Card, DateText, HStack, Progress, Stack, Text } from '@portal/ui';
import { mentorName, projectTitle, MY_EVALUATIONS_TEXT as T } from './evaluation-text';
import { StarRating } from './star-rating';
import { ItemCard, LabeledText } from '../../../lib/item-card';

export function DegerlendirmeCard({ degerlendirme: d }: { degerlendirme: Degerlendirme }) {
  const score = clampScore(Number(d.puan));
  const band = scoreBand(score);
  return (
    <ItemCard
      headingId={`degerlendirme-${d.id}-baslik`}
      title={projectTitle(d) || '-'}
      status={{ kind: 'degerlendirme', value: d.onerilen_durum }}
      meta={
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <DateText value={d.olusturuldu} />
          <LabeledText as="span" label={T.mentorLabel}>
            {mentorName(d) || '-'}
          </LabeledText>
        </HStack>
      }
    >
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
    </ItemCard>
  );
}
