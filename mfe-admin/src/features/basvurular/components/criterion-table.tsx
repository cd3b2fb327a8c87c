// An application's scores by its call's rubric (GET admin/basvurular/{id}/olcut-puanlari/), a row
// of the detail dialog: one line per criterion with each mentor's score (each mentor's latest
// evaluation), the mean and spread on the criterion's scale and a flag where the mentors disagree
// (the consensus rule on that scale); the weighted totals last. Nothing when the call has no rubric.
import type { ApplicationCriterionScores, Id } from '@portal/domain';
import { Badge, Box, DetailRow, HStack, ScoreDisplay, Table, Text } from '@portal/ui';
import { useApplicationCriterionScores } from '../../cagrilar/api/olcutler';

export const CRITERION_TABLE_TEXT = {
  title: 'Ölçüt Puanları',
  table: 'Ölçütlere göre mentor puanları',
  criterion: 'Ölçüt',
  mean: 'Ortalama',
  spread: 'Fark',
  total: 'Ağırlıklı Toplam',
  flagged: 'Görüş ayrılığı',
  none: 'Henüz değerlendirme yok',
} as const;
const T = CRITERION_TABLE_TEXT;

type Stats = ApplicationCriterionScores['toplam']['istatistik'];

const decimal = (n: number | null) => (n === null ? '-' : n.toLocaleString('tr-TR'));

function StatsCells({ stats }: { stats: Stats }) {
  return (
    <>
      <Table.Cell textAlign="end" fontWeight="semibold">
        {decimal(stats.mean)}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="1" justify="end">
          <Text as="span">{decimal(stats.spread)}</Text>
          {stats.flagged ? (
            <Badge size="sm" colorPalette="orange" variant="subtle" data-testid="criterion-flag">
              {T.flagged}
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
    </>
  );
}

export function CriterionTable({ basvuruId }: { basvuruId: Id }) {
  const query = useApplicationCriterionScores(basvuruId);
  const data = query.data;
  if (!data || data.olcutler.length === 0) return null;
  const mentors = data.toplam.puanlar.map((p) => p.mentor);
  return (
    <DetailRow label={T.title}>
      {mentors.length === 0 ? (
        <Text color="fg.muted">{T.none}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={T.table} data-testid="criterion-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{T.criterion}</Table.ColumnHeader>
                {mentors.map((m) => (
                  <Table.ColumnHeader key={m.id} textAlign="end" whiteSpace="nowrap">
                    {m.ad_soyad}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  {T.mean}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">
                  {T.spread}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.olcutler.map((o) => (
                <Table.Row key={o.id}>
                  <Table.Cell>
                    <Text fontWeight="medium">{o.ad}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {o.olcek_min}-{o.olcek_max}
                    </Text>
                  </Table.Cell>
                  {mentors.map((m) => {
                    const score = o.puanlar.find((p) => p.mentor.id === m.id);
                    return (
                      <Table.Cell key={m.id} textAlign="end" title={score?.yorum || undefined}>
                        {score ? score.puan : '-'}
                      </Table.Cell>
                    );
                  })}
                  <StatsCells stats={o.istatistik} />
                </Table.Row>
              ))}
              <Table.Row bg="bg.muted">
                <Table.Cell fontWeight="semibold" whiteSpace="nowrap">
                  {T.total}
                </Table.Cell>
                {data.toplam.puanlar.map((p) => (
                  <Table.Cell key={p.mentor.id} textAlign="end">
                    <ScoreDisplay puan={p.puan} size="sm" data-testid="criterion-table-total" />
                  </Table.Cell>
                ))}
                <StatsCells stats={data.toplam.istatistik} />
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </DetailRow>
  );
}
