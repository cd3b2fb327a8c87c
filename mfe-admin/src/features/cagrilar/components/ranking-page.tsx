// /admin/calls/:cagriId/ranking: a call's sent applications ranked by the mean weighted total of
// their mentors' latest evaluations (GET admin/cagrilar/{id}/siralama/): rank (equal totals share
// one, marked 'Eşit'), project, applicant, status, number of evaluations, the total with its band,
// each criterion's mean on its scale, and a flag where the mentors disagree; those not evaluated
// last. The call's evaluations export (one column per criterion) is one click away.
import { MSG, type CallRanking } from '@portal/domain';
import { Badge, BackLink, DataTable, HStack, QueryState, ScoreDisplay, Stack, StatusChip, Text, type DataTableColumn } from '@portal/ui';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExportMenu, WHOLE_LIST } from '../../../lib/export-menu';
import { useCallRanking } from '../api/olcutler';

type Row = CallRanking['basvurular'][number];

export const RANKING_TEXT = {
  back: 'Çağrılara Dön',
  table: 'Başvuruların sıralaması',
  rank: 'Sıra',
  project: 'Proje',
  applicant: 'Başvuran',
  status: 'Durum',
  count: 'Değerlendirme',
  total: 'Ağırlıklı Toplam',
  tie: 'Eşit',
  unranked: 'Sırasız',
  flagged: 'Görüş ayrılığı',
  noRubric: 'Bu çağrının değerlendirme ölçütü yok: sıralama mentorların verdiği 0-100 puanların ortalamasına göre.',
  withRubric: (n: number) => `${n} ölçüt; toplam, ölçütlerin ağırlıklı toplamlarının mentorlar arasındaki ortalamasıdır.`,
  empty: 'Bu çağrıya gönderilmiş başvuru yok.',
  export: 'Değerlendirmeleri Dışa Aktar',
} as const;
const T = RANKING_TEXT;

function columnsOf(ranking: CallRanking): DataTableColumn<Row>[] {
  const ranks = ranking.basvurular.map((b) => b.sira);
  const tied = (r: Row) => r.sira !== null && ranks.filter((s) => s === r.sira).length > 1;
  return [
    {
      key: 'sira',
      header: T.rank,
      width: '6rem',
      cell: (r) =>
        r.sira === null ? (
          <Text color="fg.muted">{T.unranked}</Text>
        ) : (
          <HStack gap="1">
            <Text fontWeight="bold" data-testid="rank">
              {`${r.sira}.`}
            </Text>
            {tied(r) ? (
              <Badge size="sm" variant="subtle">
                {T.tie}
              </Badge>
            ) : null}
          </HStack>
        ),
    },
    { key: 'proje', header: T.project, truncate: { base: '12rem', md: '18rem' }, cell: (r) => r.proje_basligi },
    { key: 'basvuran', header: T.applicant, priority: 'medium', cell: (r) => r.basvuran },
    { key: 'durum', header: T.status, priority: 'low', cell: (r) => <StatusChip kind="basvuru" value={r.durum} /> },
    {
      key: 'puan',
      header: T.total,
      cell: (r) =>
        r.puan === null ? (
          <Badge variant="outline" colorPalette="gray" data-testid="not-evaluated">
            {MSG.rubric.notEvaluated}
          </Badge>
        ) : (
          <HStack gap="2" wrap="wrap">
            <ScoreDisplay puan={r.puan} size="sm" data-testid="ranking-total" />
            {r.flagged ? (
              <Badge size="sm" colorPalette="orange" variant="subtle">
                {T.flagged}
              </Badge>
            ) : null}
          </HStack>
        ),
    },
    { key: 'sayi', header: T.count, priority: 'low', align: 'end', cell: (r) => r.degerlendirme_sayisi },
    ...ranking.olcutler.map(
      (o, i): DataTableColumn<Row> => ({
        key: `olcut-${o.id}`,
        header: `${o.ad} (${o.olcek_min}-${o.olcek_max})`,
        priority: 'medium',
        align: 'end',
        cell: (r) => {
          const mean = r.olcut_ortalamalari[i]?.ortalama ?? null;
          return mean === null ? <Text color="fg.muted">-</Text> : mean.toLocaleString('tr-TR');
        },
      }),
    ),
  ];
}

export function RankingPage() {
  const { cagriId } = useParams();
  const id = Number(cagriId);
  const query = useCallRanking(id);
  const ranking = query.data;
  return (
    <Stack gap="4">
      <BackLink>
        <RouterLink to="/admin/calls">{T.back}</RouterLink>
      </BackLink>
      <QueryState query={query} loadingLabel={T.table} errorTitle={MSG.rubric.rankingLoadError} isEmpty={ranking?.basvurular.length === 0} empty={<Text>{T.empty}</Text>}>
        {ranking ? (
          <Stack gap="4">
            <HStack justify="space-between" align="start" gap="3" wrap="wrap">
              <Stack gap="1" minW="0">
                <Text fontSize="lg" fontWeight="semibold" data-testid="ranking-call">
                  {ranking.cagri.baslik}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {ranking.olcutler.length === 0 ? T.noRubric : T.withRubric(ranking.olcutler.length)}
                </Text>
              </Stack>
              <ExportMenu list="degerlendirmeler" params={WHOLE_LIST} extra={{ cagri: String(ranking.cagri.id) }} label={T.export} />
            </HStack>
            <DataTable aria-label={T.table} columns={columnsOf(ranking)} rows={ranking.basvurular} getRowId={(r) => r.basvuru_id} rowLabel={(r) => r.proje_basligi} />
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}

export default RankingPage;
