// Five stars filled to score/20 (4.25 fills four and a quarter): a row of muted stars with the
// same row in gold on top, clipped to the share of the rating.
import { starRating } from '@portal/domain';
import { Box, HStack, Text } from '@portal/ui';
import { LuStar } from 'react-icons/lu';
import { formatStars, MY_EVALUATIONS_TEXT as T } from './evaluation-text';

function Stars({ color }: { color: string }) {
  return (
    <HStack gap="0.5" color={color} aria-hidden="true" flexWrap="nowrap">
      {[0, 1, 2, 3, 4].map((i) => (
        <Box as="span" key={i} flexShrink={0} display="inline-flex">
          <LuStar fill="currentColor" />
        </Box>
      ))}
    </HStack>
  );
}

export function StarRating({ score }: { score: number }) {
  const stars = starRating(score);
  const text = formatStars(stars);
  return (
    <HStack gap="2" role="img" aria-label={T.stars(text)}>
      <Box position="relative" display="inline-block" fontSize="lg" lineHeight="1">
        <Stars color="gray.300" />
        <Box position="absolute" inset="0" overflow="hidden" width={`${(stars / 5) * 100}%`} data-testid="star-fill">
          <Stars color="yellow.500" />
        </Box>
      </Box>
      <Text as="span" fontSize="sm" fontWeight="semibold" aria-hidden="true">
        {text}
      </Text>
    </HStack>
  );
}
