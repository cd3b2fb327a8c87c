// One way to show a mentor's score everywhere: the score out of 100 (an average rounded to a whole
// number), coloured by its band, with five stars (score / 20) as its picture and, optionally, the
// band's label. The stars are decoration: the number is what is read out.
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { scoreBand, starRating } from '@portal/domain';
import { LuStar } from 'react-icons/lu';

export const SCORE_TEXT = { outOf: '/100', none: 'Puan yok' } as const;

export interface ScoreDisplayProps {
  /** 0..100; a fraction (an average) is rounded; null: no score yet. */
  puan: number | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Shows the band's label (Mükemmel, İyi, ...) beside it. */
  withBand?: boolean;
  'data-testid'?: string;
}

const SIZES = { sm: { number: 'sm', stars: 'xs' }, md: { number: 'lg', stars: 'sm' }, lg: { number: '2xl', stars: 'md' } } as const;

function Stars({ color }: { color: string }) {
  return (
    <HStack gap="0.5" color={color} flexWrap="nowrap">
      {[0, 1, 2, 3, 4].map((i) => (
        <Box as="span" key={i} flexShrink={0} display="inline-flex">
          <LuStar fill="currentColor" />
        </Box>
      ))}
    </HStack>
  );
}

/** Five stars filled to score / 20 (a muted row with the gold row on top, clipped to the share). */
export function ScoreStars({ puan, size = 'sm' }: { puan: number; size?: ScoreDisplayProps['size'] }) {
  const share = (starRating(puan) / 5) * 100;
  return (
    <Box position="relative" display="inline-block" fontSize={SIZES[size].stars} lineHeight="1" aria-hidden="true" flexShrink={0}>
      <Stars color="border.emphasized" />
      <Box position="absolute" inset="0" overflow="hidden" width={`${share}%`} data-testid="star-fill">
        <Stars color="yellow.500" />
      </Box>
    </Box>
  );
}

export function ScoreDisplay({ puan, size = 'md', withBand = false, 'data-testid': testId = 'score' }: ScoreDisplayProps) {
  if (puan === null || puan === undefined || !Number.isFinite(puan)) {
    return (
      <Text as="span" fontSize="sm" color="fg.muted" data-testid={testId}>
        {SCORE_TEXT.none}
      </Text>
    );
  }
  const score = Math.min(100, Math.max(0, Math.round(puan)));
  const band = scoreBand(score);
  return (
    <HStack as="span" gap="2" align="center" wrap="wrap" display="inline-flex">
      <Text as="span" fontWeight="bold" fontSize={SIZES[size].number} color={`${band.color}.fg`} data-testid={testId} whiteSpace="nowrap">
        {score}
        <Text as="span" fontWeight="normal" fontSize="0.75em" color="fg.muted">
          {SCORE_TEXT.outOf}
        </Text>
      </Text>
      <ScoreStars puan={score} size={size} />
      {withBand ? (
        <Badge colorPalette={band.color} variant="subtle" data-testid="score-label">
          {band.label}
        </Badge>
      ) : null}
    </HStack>
  );
}
