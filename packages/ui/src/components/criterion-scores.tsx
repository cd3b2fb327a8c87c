// The breakdown of an evaluation given by a call's rubric: each criterion's score on its own scale
// (a bar filled to its place on the scale), its share of the total and the mentor's comment on it.
// The weighted total itself is the evaluation's `puan`, shown by ScoreDisplay beside it.
import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { weightShares, type OlcutPuani } from '@portal/domain';

export const CRITERION_SCORES_TEXT = {
  title: 'Ölçüt Puanları',
  share: (percent: number) => `ağırlık %${percent}`,
  scaleBadge: (min: number, max: number) => `Ölçek ${min}-${max}`,
  shareBadge: (percent: number) => `Ağırlık %${percent}`,
} as const;
const T = CRITERION_SCORES_TEXT;

export interface CriterionHeadingProps {
  ad: string;
  olcek_min: number;
  olcek_max: number;
  /** The criterion's share of the total, in percent (weightShares). */
  share: number;
}

/** A criterion's name with its scale and its share of the total, as the mentor's form and the rubric's read-only view show it. */
export function CriterionHeading({ ad, olcek_min, olcek_max, share }: CriterionHeadingProps) {
  return (
    <HStack justify="space-between" align="start" gap="2" wrap="wrap">
      <Text fontWeight="semibold">{ad}</Text>
      <HStack gap="1" wrap="wrap">
        <Badge variant="subtle">{T.scaleBadge(olcek_min, olcek_max)}</Badge>
        <Badge variant="subtle" colorPalette="primary">
          {T.shareBadge(Math.round(share))}
        </Badge>
      </HStack>
    </HStack>
  );
}

export interface CriterionScoresProps {
  puanlar: readonly OlcutPuani[];
  /** Heading level of the title (default: a plain bold line). */
  title?: string;
}

export function CriterionScores({ puanlar, title = T.title }: CriterionScoresProps) {
  if (puanlar.length === 0) return null;
  const shares = weightShares(puanlar.map((p) => p.agirlik));
  return (
    <Box as="section" aria-label={title} data-testid="criterion-scores">
      <Text fontWeight="semibold" fontSize="sm" mb="2">
        {title}
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {puanlar.map((p, i) => {
          const place = ((p.puan - p.olcek_min) / (p.olcek_max - p.olcek_min)) * 100;
          return (
            <Box as="li" key={p.olcut_id} data-testid="criterion-score-row">
              <HStack justify="space-between" gap="2" fontSize="sm">
                <Text minW="0" wordBreak="break-word">
                  {p.ad}{' '}
                  <Text as="span" color="fg.muted" fontSize="xs">
                    ({T.share(Math.round(shares[i] ?? 0))})
                  </Text>
                </Text>
                <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="criterion-score-value">
                  {p.puan}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {' '}
                    / {p.olcek_max}
                  </Text>
                </Text>
              </HStack>
              <Progress.Root value={place} max={100} size="xs" colorPalette="blue" mt="1" aria-label={`${p.ad}: ${p.puan} (${p.olcek_min}-${p.olcek_max})`}>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              {p.yorum ? (
                <Text fontSize="xs" color="fg.muted" mt="1" whiteSpace="pre-line" wordBreak="break-word">
                  {p.yorum}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
