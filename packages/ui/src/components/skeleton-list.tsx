// What a list shows while its first page loads: grey placeholders in the shape of what is coming
// (table rows, cards or lines of text) instead of a spinner, so the page keeps its shape and the
// content lands where the placeholders were. The status region carries the name (role 'status',
// aria-label = the label, the words also in the DOM for screen readers); the placeholders are hidden
// from assistive technology. data-testid 'loading-state' like LoadingState: tests wait for either
// to leave. Light: Chakra's Skeleton is a styled box (no state machine), so start-up code may use it.
import { Box, Skeleton, Stack, VisuallyHidden, type StackProps } from '@chakra-ui/react';

export interface SkeletonListProps {
  /** Accessible name of the status (e.g. 'Çağrılar yükleniyor...'). */
  label: string;
  /** How many placeholders; default 5 (3 cards). */
  count?: number;
  /** 'lines' (default): bars of a list; 'cards': card-sized blocks in a grid; 'page': a heading bar
   *  above lines (a whole screen whose code is still loading). */
  variant?: 'lines' | 'cards' | 'page';
  /** Vertical padding around it; default '2'. */
  py?: StackProps['py'];
}

export function SkeletonList({ label, count, variant = 'lines', py = '2' }: SkeletonListProps) {
  const n = count ?? (variant === 'cards' ? 3 : 5);
  const items = Array.from({ length: n }, (_, i) => i);
  return (
    <Stack role="status" aria-live="polite" aria-label={label} aria-busy="true" data-testid="loading-state" py={py} gap="3">
      <VisuallyHidden>{label}</VisuallyHidden>
      {variant === 'page' ? <Skeleton aria-hidden="true" h="9" w={{ base: '70%', md: '40%' }} mb="4" borderRadius="md" /> : null}
      {variant === 'cards' ? (
        <Box aria-hidden="true" display="grid" gridTemplateColumns="repeat(auto-fill, minmax(min(100%, 18rem), 1fr))" gap="4">
          {items.map((i) => (
            <Stack key={i} borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4" gap="3">
              <Skeleton h="5" w="70%" />
              <Skeleton h="3.5" />
              <Skeleton h="3.5" w="85%" />
              <Skeleton h="8" w="32" mt="2" />
            </Stack>
          ))}
        </Box>
      ) : (
        items.map((i) => <Skeleton key={i} aria-hidden="true" h="10" borderRadius="md" opacity={1 - i * (0.5 / n)} />)
      )}
    </Stack>
  );
}
