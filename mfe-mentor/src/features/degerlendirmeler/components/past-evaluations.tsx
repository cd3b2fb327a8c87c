// The mentor's past evaluations of one assignment, newest first: score (0-100 with its stars and
// band), suggested status, date and comment.
import { MSG, type Id } from '@portal/domain';
import { Box, Heading, QueryState, Stack, Text } from '@portal/ui';
import { useAtamaDegerlendirmeleri } from '../api/degerlendirmeler';
import { EvaluationEntry } from './written-evaluations';

export const PAST_EVALUATIONS_TEXT = {
  title: 'Önceki Değerlendirmeleriniz',
  loading: 'Değerlendirmeler yükleniyor...',
  empty: 'Bu proje için henüz değerlendirme yapmadınız.',
} as const;
const T = PAST_EVALUATIONS_TEXT;

export function PastEvaluations({ atamaId }: { atamaId: Id }) {
  const query = useAtamaDegerlendirmeleri(atamaId);
  const items = [...(query.data ?? [])].sort((a, b) => Date.parse(b.olusturuldu) - Date.parse(a.olusturuldu) || b.id - a.id);
  return (
    <Box as="section" aria-labelledby={`onceki-${atamaId}`}>
      <Heading as="h2" size="md" mb="3" id={`onceki-${atamaId}`}>
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
          {items.map((d) => (
            <EvaluationEntry key={d.id} d={d} />
          ))}
        </Stack>
      </QueryState>
    </Box>
  );
}
