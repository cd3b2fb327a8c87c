// One evaluation: project title, status chip, date, mentor, the score out of 100 with its band
// label and its stars (score/20, the portal's one ScoreDisplay), a progress bar in the band's
// colour, the criteria's scores when the call has a rubric (the score is then their weighted total),
// and the comment.
import { clampScore, scoreBand, type Degerlendirme } from '@portal/domain';
import { Card, CriterionScores, DateText, HStack, Progress, ScoreDisplay, Stack, Text } from '@portal/ui';
import { mentorName, projectTitle, MY_EVALUATIONS_TEXT as T } from './evaluation-text';
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
        <ScoreDisplay puan={score} size="lg" withBand />
        <Progress.Root value={score} max={100} colorPalette={band.color} size="sm" aria-label={`${T.scoreLabel}: ${score}/100`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {d.puanlar ? <CriterionScores puanlar={d.puanlar} /> : null}
        <Stack gap="1">
          <Text whiteSpace="pre-line" color={d.yorum ? undefined : 'fg.muted'}>
            {d.yorum || T.noComment}
          </Text>
        </Stack>
      </Card.Body>
    </ItemCard>
  );
}
