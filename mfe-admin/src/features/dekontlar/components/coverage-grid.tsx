// The receipt coverage grid: a row per active company (a page of them at a time, by name, searched
// by name, or only those missing last month's receipt), a column per month (oldest first, the current month last), each cell saying whether
// that month's rent receipt is missing, uploaded, approved or rejected (the best receipt of the month
// speaks). Its page and search are its own, not the URL's (those are the receipts table's above).
// Failures are only logged.
import { useEffect, useRef, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { useDebouncedSearch, useUrlState } from '@portal/app-kit';
import { DEKONT_KAPSAM_DURUMLARI, type DekontKapsamDurum } from '@portal/domain';
import { Box, Card, FILTER_ALL, Heading, HStack, Pager, QueryState, SearchFilterBar, Table, Text, type ChipColor, type FilterOption, CHIP_PALETTE, Badge } from '@portal/ui';
import { DateTime } from 'luxon';
import { ADMIN_PAGE_SIZE } from '../../../lib/list-params';
import { useLogError } from '../../../lib/log-error';
import { useDekontKapsam } from '../api/dekontlar';

export const KAPSAM_META: Record<DekontKapsamDurum, { label: string; color: ChipColor }> = {
  eksik: { label: 'Eksik', color: 'neutral' },
  yuklendi: { label: 'Yüklendi', color: 'warning' },
  onaylandi: { label: 'Onaylandı', color: 'success' },
  reddedildi: { label: 'Reddedildi', color: 'error' },
};

const EKSIK_OPTIONS: readonly FilterOption[] = [{ value: 'true', label: 'Geçen ay eksik olanlar' }];

/** /admin/receipts?kapsam=eksik: the grid shows only the companies missing last month's receipt. */
const KAPSAM_PARAM = 'kapsam';
const KAPSAM_EKSIK = 'eksik';
export const MISSING_RECEIPTS_PATH = `/admin/receipts?${KAPSAM_PARAM}=${KAPSAM_EKSIK}`;

/** 'YYYY-MM' -> 'Eki 2026' (Turkish short month). */
export function monthLabel(ay: string): string {
  const d = DateTime.fromFormat(ay, 'yyyy-MM', { locale: 'tr' });
  return d.isValid ? d.toFormat('LLL yyyy') : ay;
}

function Cell({ durum, count }: { durum: DekontKapsamDurum; count: number }) {
  const meta = KAPSAM_META[durum];
  return (
    <Badge colorPalette={CHIP_PALETTE[meta.color]} variant={durum === 'eksik' ? 'outline' : 'subtle'} size="sm" title={`${meta.label} (${count})`}>
      {meta.label}
      {count > 1 ? ` ×${count}` : ''}
    </Badge>
  );
}

export function CoverageGrid() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  // Only the companies missing last month's receipt: in the URL (?kapsam=eksik), the dashboard's
  // line links there. 'true' for the select and the API, FILTER_ALL for every active company.
  const { params, update } = useUrlState();
  const eksik = params.get(KAPSAM_PARAM) === KAPSAM_EKSIK ? 'true' : FILTER_ALL;
  const setEksik = (value: string) => update({ [KAPSAM_PARAM]: value === 'true' ? KAPSAM_EKSIK : '' }, { replace: false });
  // Opened by that link: the grid is below the receipts table, so it comes into view once the page
  // has loaded (the table's rows arriving after the grid's would push it down again).
  const section = useRef<HTMLDivElement>(null);
  const toBring = useRef(eksik !== FILTER_ALL);
  const loading = useIsFetching();
  const [searchText, setSearchText, resetSearchText] = useDebouncedSearch(search, (text) => {
    setSearch(text.trim());
    setPage(1);
  });
  const query = useDekontKapsam({ page, page_size: ADMIN_PAGE_SIZE, search, eksik });
  useLogError('Dekont kapsamı yüklenemedi', query.error);
  const data = query.data;
  useEffect(() => {
    if (!data || loading > 0 || !toBring.current) return;
    toBring.current = false;
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [data, loading]);
  const pageCount = Math.max(1, Math.ceil((data?.count ?? 0) / ADMIN_PAGE_SIZE));
  return (
    <Card.Root ref={section} variant="outline" mt="8" as="section" aria-label="Dekont Kapsamı">
      <Card.Header>
        <Heading as="h2" size="md">
          Dekont Kapsamı
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          Şirketlerin aylık kira dekontları: eksik, yüklendi, onaylandı veya reddedildi.
        </Text>
        <HStack gap="2" wrap="wrap" mt="2" aria-hidden="true">
          {DEKONT_KAPSAM_DURUMLARI.map((d) => (
            <Cell key={d} durum={d} count={1} />
          ))}
        </HStack>
      </Card.Header>
      <Card.Body>
        <SearchFilterBar
          search={searchText}
          onSearchChange={setSearchText}
          placeholder="Şirket adında ara..."
          status={eksik}
          onStatusChange={(value) => {
            setEksik(value);
            setPage(1);
          }}
          statusOptions={EKSIK_OPTIONS}
          statusLabel="Geçen ayın dekontu"
          allLabel="Tüm şirketler"
          onClear={
            search || eksik
              ? () => {
                  resetSearchText('');
                  setSearch('');
                  setEksik(FILTER_ALL);
                  setPage(1);
                }
              : undefined
          }
        />
        {data && data.count > 0 && !search && !eksik ? (
          <Text color="fg.muted" fontSize="sm" mb="3">
            {data.gecen_ay_eksik > 0
              ? `${monthLabel(data.gecen_ay)}: ${data.count} aktif şirketten ${data.gecen_ay_eksik} tanesinin dekontu eksik.`
              : `${monthLabel(data.gecen_ay)}: ${data.count} aktif şirketin tamamı dekont yükledi.`}
          </Text>
        ) : null}
        <QueryState
          query={query}
          loadingLabel="Dekont kapsamı yükleniyor..."
          errorTitle="Dekont kapsamı yüklenemedi."
          isEmpty={!data?.satirlar.length}
          empty={<Text color="fg.muted">{search || eksik ? 'Filtreye uyan aktif şirket yok.' : 'Aktif şirket yok.'}</Text>}
        >
          <Box overflowX="auto" tabIndex={0}>
            <Table.Root size="sm" aria-label="Dekont kapsamı" variant="line">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader position="sticky" left="0" bg="bg.panel" minW="48">
                    Şirket
                  </Table.ColumnHeader>
                  {data?.aylar.map((ay) => (
                    <Table.ColumnHeader key={ay} textAlign="center" whiteSpace="nowrap">
                      {monthLabel(ay)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data?.satirlar.map((row) => (
                  <Table.Row key={row.sirket.id}>
                    <Table.Cell position="sticky" left="0" bg="bg.panel" fontWeight="medium">
                      {row.sirket.adi}
                    </Table.Cell>
                    {row.hucreler.map((h) => (
                      <Table.Cell key={h.ay} textAlign="center" data-month={h.ay} data-state={h.durum}>
                        <Cell durum={h.durum} count={h.dekont_sayisi} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Pager page={page} pageCount={pageCount} onPageChange={setPage} loading={query.isPlaceholderData} />
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
