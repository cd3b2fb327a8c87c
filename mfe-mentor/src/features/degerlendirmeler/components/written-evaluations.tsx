// Everything the mentor wrote, grouped by project, newest first: score (0-100 with its stars),
// suggested status, date and comment. A project whose assignment was removed stays here, read-only
// and marked as such (it has no 'Değerlendir' action any more).
import { MSG, type Degerlendirme } from '@portal/domain';
import { Badge, Box, Button, Card, CriterionScores, DateText, EmptyState, Heading, HStack, QueryState, ScoreDisplay, Stack, StatusChip, Text } from '@portal/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useWrittenDegerlendirmeler } from '../api/degerlendirmeler';

export const WRITTEN_TEXT = {
  loading: 'Değerlendirmeleriniz yükleniyor...',
  empty: 'Henüz bir değerlendirme yazmadınız',
  emptyHint: 'Sıradaki projelerden birini değerlendirdiğinizde burada görünecek.',
  removed: 'Atama kaldırıldı · salt okunur',
  active: 'Aktif atama',
  count: (n: number) => `${n} değerlendirme`,
  open: 'Projeyi Aç',
  noComment: 'Yorum eklenmemiş.',
} as const;
const T = WRITTEN_TEXT;

interface Group {
  atamaId: number;
  title: string;
  aktif: boolean;
  items: Degerlendirme[];
}

/** By assignment, in the order of each one's newest evaluation (the list comes newest first). */
function groupByAtama(items: readonly Degerlendirme[]): Group[] {
  const groups = new Map<number, Group>();
  for (const d of items) {
    const g = groups.get(d.atama_id) ?? { atamaId: d.atama_id, title: d.atama.basvuru.proje_basligi, aktif: d.atama.aktif, items: [] };
    g.items.push(d);
    groups.set(d.atama_id, g);
  }
  return [...groups.values()];
}

export function EvaluationEntry({ d }: { d: Degerlendirme }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3" data-testid="past-evaluation">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2" wrap="wrap">
          <ScoreDisplay puan={d.puan} size="sm" withBand />
          <StatusChip kind="degerlendirme" value={d.onerilen_durum} />
        </HStack>
        <DateText value={d.olusturuldu} withTime fontSize="sm" color="fg.muted" />
      </HStack>
      {d.puanlar ? (
        <Box mt="2">
          <CriterionScores puanlar={d.puanlar} />
        </Box>
      ) : null}
      <Text mt="2" whiteSpace="pre-line" fontSize="sm" wordBreak="break-word" color={d.yorum ? undefined : 'fg.muted'}>
        {d.yorum || T.noComment}
      </Text>
    </Box>
  );
}

export function WrittenEvaluations() {
  const query = useWrittenDegerlendirmeler();
  const groups = groupByAtama(query.data ?? []);
  return (
    <QueryState
      query={query}
      loadingLabel={T.loading}
      errorTitle={MSG.evaluation.loadError}
      isEmpty={groups.length === 0}
      empty={<EmptyState title={T.empty} description={T.emptyHint} level={3} />}
    >
      <Stack as="ul" gap="4" listStyleType="none" m="0" p="0">
        {groups.map((g) => (
          <Card.Root as="li" key={g.atamaId} variant="outline" aria-labelledby={`gecmis-${g.atamaId}`} data-testid="written-group" data-active={g.aktif}>
            <Card.Header pb="2">
              <HStack justify="space-between" gap="2" wrap="wrap">
                <Stack gap="1" minW="0">
                  <Heading as="h3" size="md" id={`gecmis-${g.atamaId}`} wordBreak="break-word">
                    {g.title}
                  </Heading>
                  <HStack gap="2" wrap="wrap">
                    <Badge colorPalette={g.aktif ? 'green' : 'gray'} variant="subtle" data-testid="assignment-state">
                      {g.aktif ? T.active : T.removed}
                    </Badge>
                    <Text as="span" fontSize="sm" color="fg.muted">
                      {T.count(g.items.length)}
                    </Text>
                  </HStack>
                </Stack>
                {g.aktif ? (
                  <Button asChild size="sm" variant="outline" colorPalette="primary">
                    <RouterLink to={`/mentor-evaluation/${g.atamaId}`}>{T.open}</RouterLink>
                  </Button>
                ) : null}
              </HStack>
            </Card.Header>
            <Card.Body pt="2">
              <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                {g.items.map((d) => (
                  <EvaluationEntry key={d.id} d={d} />
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </QueryState>
  );
}
