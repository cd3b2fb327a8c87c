import { Box, Button, chakra, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';

export type SortDirection = 'asc' | 'desc';
export interface DataTableSort {
  key: string;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

export interface DataTableColumn<T> {
  /** Stable column id. */
  key: string;
  header: ReactNode;
  /** Cell renderer. */
  cell: (row: T, index: number) => ReactNode;
  /** Makes the column sortable; this key is reported in DataTableSort.key (server-side sorting). */
  sortKey?: string;
  /** Value compared for client-side sorting; default `row[sortKey]`. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'center' | 'end';
  width?: string;
}

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId?: (row: T, index: number) => string | number;
  /** 'client' (default): sorts and pages `rows` itself. 'server': `rows` is the current page, already
   *  sorted; sort and page changes are only reported (onSortChange, onPageChange). */
  mode?: 'client' | 'server';
  /** Controlled sort; omit to let the table keep it. */
  sort?: DataTableSort | null;
  defaultSort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort) => void;
  /** 1-based page; controlled when given. */
  page?: number;
  defaultPage?: number;
  /** Paging is shown when pageSize is given. */
  pageSize?: number;
  /** Total number of rows (required in server mode; client mode counts `rows`). */
  total?: number;
  onPageChange?: (page: number) => void;
  /** Default 'Kayıt bulunamadı.' */
  emptyText?: ReactNode;
  loading?: boolean;
  /** Default 'Yükleniyor...' */
  loadingText?: string;
  /** Accessible name of the table. */
  'aria-label'?: string;
  caption?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  striped?: boolean;
}

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

function compare(a: SortValue, b: SortValue): number {
  const empty = (v: SortValue) => v === null || v === undefined || v === '';
  if (empty(a) && empty(b)) return 0;
  if (empty(a)) return 1; // blanks last, whatever the direction
  if (empty(b)) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

function readKey(row: unknown, key: string): SortValue {
  if (row && typeof row === 'object' && key in row) {
    const v = (row as Record<string, unknown>)[key];
    if (v === null || v === undefined || v instanceof Date) return v;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
    return String(v);
  }
  return undefined;
}

export function DataTable<T>({
  columns,
  rows,
  getRowId,
  mode = 'client',
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  page: pageProp,
  defaultPage = 1,
  pageSize,
  total: totalProp,
  onPageChange,
  emptyText = 'Kayıt bulunamadı.',
  loading = false,
  loadingText = 'Yükleniyor...',
  'aria-label': ariaLabel,
  caption,
  size = 'md',
  striped = false,
}: DataTableProps<T>) {
  const [sortState, setSortState] = useState<DataTableSort | null>(defaultSort);
  const [pageState, setPageState] = useState(defaultPage);
  const sort = sortProp !== undefined ? sortProp : sortState;

  const sorted = useMemo(() => {
    if (mode === 'server' || !sort) return rows;
    const col = columns.find((c) => c.sortKey !== undefined && c.sortKey === sort.key);
    if (!col) return rows;
    const get = col.sortValue ?? ((r: T) => readKey(r, sort.key));
    const sign = sort.direction === 'asc' ? 1 : -1;
    return rows
      .map((row, i) => ({ row, i, v: get(row) }))
      .sort((a, b) => {
        const blankA = a.v === null || a.v === undefined || a.v === '';
        const blankB = b.v === null || b.v === undefined || b.v === '';
        const c = blankA || blankB ? compare(a.v, b.v) : sign * compare(a.v, b.v);
        return c !== 0 ? c : a.i - b.i;
      })
      .map((x) => x.row);
  }, [rows, columns, sort, mode]);

  const total = mode === 'server' ? (totalProp ?? rows.length) : sorted.length;
  const pageCount = pageSize ? Math.max(1, Math.ceil(total / pageSize)) : 1;
  const rawPage = pageProp ?? pageState;
  const page = Math.min(Math.max(1, rawPage), pageCount);
  const visible =
    mode === 'client' && pageSize ? sorted.slice((page - 1) * pageSize, page * pageSize) : sorted;

  const changeSort = (key: string) => {
    const next: DataTableSort =
      sort && sort.key === key
        ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' };
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
    // A new order starts from the first page.
    if (pageSize && page !== 1) changePage(1);
  };

  const changePage = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pageCount);
    if (pageProp === undefined) setPageState(clamped);
    onPageChange?.(clamped);
  };

  return (
    <Box>
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root size={size} striped={striped} aria-label={ariaLabel} aria-busy={loading || undefined}>
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Header>
            <Table.Row>
              {columns.map((col) => {
                const sortable = col.sortKey !== undefined;
                const active = sortable && sort?.key === col.sortKey;
                const ariaSort = active ? (sort?.direction === 'asc' ? 'ascending' : 'descending') : undefined;
                return (
                  <Table.ColumnHeader
                    key={col.key}
                    textAlign={col.align}
                    width={col.width}
                    aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
                  >
                    {sortable ? (
                      <chakra.button
                        type="button"
                        onClick={() => changeSort(col.sortKey as string)}
                        display="inline-flex"
                        alignItems="center"
                        gap="1"
                        fontWeight="inherit"
                        cursor="pointer"
                        borderRadius="sm"
                        focusRing="outside"
                      >
                        {col.header}
                        {active ? (
                          sort?.direction === 'asc' ? (
                            <LuArrowUp aria-hidden="true" />
                          ) : (
                            <LuArrowDown aria-hidden="true" />
                          )
                        ) : (
                          <LuArrowUpDown aria-hidden="true" opacity={0.4} />
                        )}
                      </chakra.button>
                    ) : (
                      col.header
                    )}
                  </Table.ColumnHeader>
                );
              })}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {loading ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <HStack justify="center" py="6" role="status">
                    <Spinner size="sm" />
                    <Text>{loadingText}</Text>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ) : visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <Text textAlign="center" color="fg.muted" py="6">
                    {emptyText}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, i) => (
                <Table.Row key={getRowId ? getRowId(row, i) : i}>
                  {columns.map((col) => (
                    <Table.Cell key={col.key} textAlign={col.align}>
                      {col.cell(row, i)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {pageSize && total > 0 ? (
        <HStack as="nav" aria-label="Sayfalama" justify="flex-end" gap="3" mt="3">
          <Button size="sm" variant="outline" onClick={() => changePage(page - 1)} disabled={page <= 1 || loading}>
            Önceki
          </Button>
          <Text fontSize="sm" aria-live="polite">
            Sayfa {page} / {pageCount}
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => changePage(page + 1)}
            disabled={page >= pageCount || loading}
          >
            Sonraki
          </Button>
        </HStack>
      ) : null}
    </Box>
  );
}
