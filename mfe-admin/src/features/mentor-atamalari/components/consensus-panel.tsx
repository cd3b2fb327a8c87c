// Projects whose evaluations disagree: two or more evaluations with scores more than 30 points
// apart, or suggested statuses that differ.
import type { Consensus } from '@portal/domain';
import { Badge, Box, Card, Heading, HStack, Stack, StatusChip, Text } from '@portal/ui';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

/** The spread of one application's scores, what disagrees, and the suggested statuses. */
export function ConsensusFlags({ consensus: c }: { consensus: Consensus }) {
  return (
    <>
      <Text fontSize="sm">{T.consensusSpread(c.min_puan, c.max_puan, c.spread)}</Text>
      <HStack gap="2" mt="1" wrap="wrap">
        {c.score_disagreement ? <StatusChip label={T.consensusScoreFlag} color="error" /> : null}
        {c.status_disagreement ? <StatusChip label={T.consensusStatusFlag} color="warning" /> : null}
        {c.statuses.map((s) => (
          <StatusChip key={s} kind="degerlendirme" value={s} />
        ))}
      </HStack>
    </>
  );
}

export function ConsensusPanel({ items }: { items: readonly Consensus[] }) {
  const flagged = items.filter((c) => c.flagged);
  return (
    <Card.Root variant="outline" as="section" aria-label={T.consensusTitle} borderColor={flagged.length ? 'orange.muted' : undefined}>
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {T.consensusTitle}
          </Heading>
          <Badge colorPalette={flagged.length ? 'orange' : 'green'} variant="subtle">
            {flagged.length}
          </Badge>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {flagged.length === 0 ? (
          <Text color="fg.muted">{T.consensusEmpty}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" maxH="400px" overflowY="auto">
            {flagged.map((c) => (
              <Box as="li" key={c.basvuru_id} borderWidth="1px" borderRadius="md" p="3" aria-label={c.proje_basligi} data-testid="consensus-flag">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{c.proje_basligi}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {T.consensusCount(c.evaluation_count)}
                  </Text>
                </HStack>
                <ConsensusFlags consensus={c} />
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
