// The mentor's past evaluations of one assignment, newest first: score with its band, suggested
// status, date and comment.
import { clampScore, MSG, scoreBand, type Id } from '@portal/domain';
import { Badge, Box, DateText, Heading, HStack, QueryState, Stack, StatusChip, Text } from '@portal/ui';
import { useAtamaDegerlendirmeleri } from '../api/degerlendirmeler';

export const PAST_EVALUATIONS_TEXT = {
  title: 'Önceki Değerlendirmeler',
  loading: 'Değerlendirmeler yükleniyor...',
  empty: 'Bu proje için henüz değerlendirme yapmadınız.',
} as const;
const T = PAST_EVALUATIONS_TEXT;

export function PastEvaluations({ atamaId }: { atamaId: Id }) {
  const query = useAtamaDegerlendirmeleri(atamaId);
  const items = [...(query.data ?? [])].sort((a, b) => Date.parse(b.olusturuldu) - Date.parse(a.olusturuldu) || b.id - a.id);
  return (
    <Box as="section" aria-label={T.title}>
      <Heading as="h3" size="sm" mb="2">
        {T.title} {query.data ? `(${items.length})` : null}
      </Heading>
      <QueryState
        query={query}
        loadingLabel={T.loading}
        errorTitle={MSG.evaluation.loadError}
        isEmpty={items.length === 0}
        empty={
          <Text color="fg.muted" fontSize="sm">
            {T.empty}
          </Text>
        }
      >
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {items.map((d) => {
            const score = clampScore(Number(d.puan));
            const band = scoreBand(score);
            return (
              <Box as="li" key={d.id} borderWidth="1px" borderRadius="md" p="3" data-testid="past-evaluation">
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <HStack gap="2">
                    <Text fontWeight="bold" color={`${band.color}.fg`}>
                      {score}/100
                    </Text>
                    <Badge colorPalette={band.color} variant="subtle">
                      {band.label}
                    </Badge>
                    <StatusChip kind="degerlendirme" value={d.onerilen_durum} />
                  </HStack>
                  <DateText value={d.olusturuldu} withTime fontSize="sm" color="fg.muted" />
                </HStack>
                {d.yorum ? (
                  <Text mt="2" whiteSpace="pre-line" fontSize="sm">
                    {d.yorum}
                  </Text>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      </QueryState>
    </Box>
  );
}
