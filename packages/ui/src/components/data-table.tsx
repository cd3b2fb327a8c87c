// The portal's table: client or server sorting and paging, and a layout that fits the box it is in.
// Columns have a priority: 'medium' and 'low' ones leave the row when the table's own box (a CSS
// container, not the window) is narrower than PRIORITY_MIN_WIDTH, and their label and value move into
// the row's detail, opened by the chevron at the row's start. Cells stay one line high; long text is
// cut with an ellipsis and shows in full in a tooltip (the whole text stays in the DOM for screen
// readers). The row's actions column (`actions: true`) stays pinned at the right edge when the
// table scrolls sideways. In a box narrower than `cardsBelow` (a phone) the rows become cards
// (DataTableCards): every value and the row's actions in view, nothing scrolls sideways. While the
// rows load, grey placeholder rows keep the table's shape.
import { Box, chakra, IconButton, Portal, Skeleton, Table, Text, Tooltip, VisuallyHidden, type BoxProps, type SystemStyleObject } from '@chakra-ui/react';
import { Fragment, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { useBoxWidth } from '../lib/use-box-width';
import { DataTableCards } from './data-table-cards';
import { Pager } from './pager';

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
  /** 'high' (default) always shows; 'medium' and 'low' move into the row's detail when the table's
   *  box is narrower than PRIORITY_MIN_WIDTH[priority]. */
  priority?: ColumnPriority;
  /** Cuts the cell at this width with an ellipsis and a tooltip with the full text (cells that
   *  render a string or number; other cells are only cut). */
  truncate?: BoxProps['maxW'];
  /** The label in the row's detail when `header` is not a plain string. */
  detailLabel?: string;
  /** The row's actions (decision buttons, menu): pinned at the right edge of a table that scrolls
   *  sideways, and the bar at the foot of each card in the narrow (card) layout. */
  actions?: boolean;
}

export type ColumnPriority = 'high' | 'medium' | 'low';

/** The table box's width (px) from which a column of this priority is shown in the row. */
export const PRIORITY_MIN_WIDTH: Record<Exclude<ColumnPriority, 'high'>, number> = { medium: 720, low: 1120 };

/** The table box's width (px) below which the rows are drawn as cards (a phone; a tablet keeps the table). */
export const CARDS_BELOW = 640;

/** The actions column's cells: pinned to the right edge of the scrolling box, over the cells that
 *  pass under it. */
const PINNED: SystemStyleObject = { position: 'sticky', insetInlineEnd: 0, zIndex: 1, bg: 'bg.panel', boxShadow: '-1px 0 0 var(--chakra-colors-border)' };

const CONTAINER = 'datatable';
const below = (px: number) => `@container ${CONTAINER} (max-width: ${px - 0.02}px)`;
const from = (px: number) => `@container ${CONTAINER} (min-width: ${px}px)`;
/** `display: none` inside a container query (a computed at-rule key SystemStyleObject cannot type). */
const noneIn = (query: string) => ({ [query]: { display: 'none' } }) as SystemStyleObject;
/** Hidden while the table box is narrower than the priority's width (the column's cells). */
function hiddenBelow(priority: ColumnPriority | undefined): SystemStyleObject | undefined {
  if (!priority || priority === 'high') return undefined;
  return noneIn(below(PRIORITY_MIN_WIDTH[priority]));
}
/** Shown only while the table box is narrower than the priority's width (its place in the detail). */
function shownBelow(priority: ColumnPriority | undefined): SystemStyleObject {
  if (!priority || priority === 'high') return { display: 'none' };
  return noneIn(from(PRIORITY_MIN_WIDTH[priority]));
}

/** One line of text cut at `maxW`, with the full text in a tooltip while it is cut. The DOM keeps the
 *  whole text, so screen readers read all of it. */
export function TruncatedText({ children, maxW }: { children: string | number; maxW: BoxProps['maxW'] }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const text = String(children);
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open && !!ref.current && ref.current.scrollWidth > ref.current.clientWidth)}
      openDelay={300}
      closeDelay={100}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>
        <chakra.span ref={ref} display="block" maxW={maxW} truncate>
          {text}
        </chakra.span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          {/* aria-hidden: the trigger already holds the whole text; the tooltip is for the eyes. */}
          <Tooltip.Content aria-hidden="true" maxW="sm" whiteSpace="normal">
            {text}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function renderCell<T>(col: DataTableColumn<T>, row: T, index: number): ReactNode {
  const content = col.cell(row, index);
  if (!col.truncate) return content;
  if (typeof content === 'string' || typeof content === 'number') return <TruncatedText maxW={col.truncate}>{content}</TruncatedText>;
  return (
    <Box maxW={col.truncate} truncate>
      {content}
    </Box>
  );
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
  /** The row's name in the detail toggle's accessible name ('Ayrıntılar: <name>'). */
  rowLabel?: (row: T) => string;
  /** The box width (px) below which rows are cards; default CARDS_BELOW. 0: always a table. */
  cardsBelow?: number;
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
  rowLabel,
  cardsBelow = CARDS_BELOW,
}: DataTableProps<T>) {
  const detailId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(boxRef);
  // 0 = not measured (no layout): the table.
  const asCards = boxWidth > 0 && boxWidth < cardsBelow;
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
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

  const changeSort = (key: string) =>
    applySort(sort && sort.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' });

  const applySort = (next: DataTableSort) => {
    if (sortProp === undefined) setSortState(next);
    onSortChange?.(next);
    // A new order starts from the first page. A controlled page is reset by its owner with the order
    // (one change, one history entry where the state lives in the URL).
    if (pageSize && page !== 1 && pageProp === undefined) changePage(1);
  };

  const changePage = (next: number) => {
    const clamped = Math.min(Math.max(1, next), pageCount);
    if (pageProp === undefined) setPageState(clamped);
    onPageChange?.(clamped);
  };

  // The widest box below which some column is in the detail: the toggle column shows only below it.
  const folded = columns.filter((c) => c.priority && c.priority !== 'high');
  const foldWidth = Math.max(0, ...folded.map((c) => PRIORITY_MIN_WIDTH[c.priority as Exclude<ColumnPriority, 'high'>]));
  const toggleCss: SystemStyleObject | undefined = foldWidth ? noneIn(from(foldWidth)) : undefined;
  const span = columns.length + (foldWidth ? 1 : 0);
  const toggle = (id: string | number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const rowId = (row: T, i: number) => (getRowId ? getRowId(row, i) : i);
  return (
    <Box ref={boxRef} css={{ containerType: 'inline-size', containerName: CONTAINER }} minW="0">
      {asCards ? (
        <DataTableCards
          aria-label={ariaLabel}
          columns={columns}
          rows={visible}
          rowId={rowId}
          sort={sort}
          onSortChange={applySort}
          emptyText={emptyText}
          loading={loading}
          loadingText={loadingText}
          rowLabel={rowLabel}
        />
      ) : (
      <Table.ScrollArea borderWidth="1px" borderRadius="md" bg="bg.panel">
        <Table.Root
          size={size}
          striped={striped}
          aria-label={ariaLabel}
          aria-busy={loading || undefined}
          css={{ '& :where(th, td)': { whiteSpace: 'nowrap' } }}
        >
          {caption ? <Table.Caption>{caption}</Table.Caption> : null}
          <Table.Header>
            <Table.Row>
              {foldWidth ? (
                <Table.ColumnHeader width="1" px="1" css={toggleCss}>
                  <chakra.span srOnly>Ayrıntılar</chakra.span>
                </Table.ColumnHeader>
              ) : null}
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
                    css={col.actions ? PINNED : hiddenBelow(col.priority)}
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
              <>
                <Table.Row>
                  <Table.Cell colSpan={span} py="2" borderBottomWidth="0">
                    <Box role="status" aria-label={loadingText} data-testid="loading-state">
                      <VisuallyHidden>{loadingText}</VisuallyHidden>
                      <Skeleton aria-hidden="true" h="5" />
                    </Box>
                  </Table.Cell>
                </Table.Row>
                {[1, 2, 3, 4].map((i) => (
                  <Table.Row key={i} aria-hidden="true">
                    <Table.Cell colSpan={span} py="2" borderBottomWidth="0">
                      <Skeleton h="5" opacity={1 - i * 0.15} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </>
            ) : visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={span}>
                  <Text textAlign="center" color="fg.muted" py="6" whiteSpace="normal">
                    {emptyText}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : (
              visible.map((row, i) => {
                const id = getRowId ? getRowId(row, i) : i;
                const open = expanded.has(id);
                const detailRowId = `${detailId}-${String(id)}`;
                return (
                  <Fragment key={id}>
                    <Table.Row>
                      {foldWidth ? (
                        <Table.Cell px="1" css={toggleCss}>
                          <IconButton
                            size="xs"
                            variant="ghost"
                            aria-expanded={open}
                            aria-controls={open ? detailRowId : undefined}
                            aria-label={rowLabel ? `Ayrıntılar: ${rowLabel(row)}` : 'Ayrıntılar'}
                            onClick={() => toggle(id)}
                          >
                            {open ? <LuChevronDown aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
                          </IconButton>
                        </Table.Cell>
                      ) : null}
                      {columns.map((col) => (
                        <Table.Cell key={col.key} textAlign={col.align} css={col.actions ? PINNED : hiddenBelow(col.priority)}>
                          {renderCell(col, row, i)}
                        </Table.Cell>
                      ))}
                    </Table.Row>
                    {foldWidth && open ? (
                      <Table.Row id={detailRowId} css={toggleCss}>
                        <Table.Cell colSpan={span} bg="bg.subtle">
                          <chakra.dl display="grid" gridTemplateColumns="max-content minmax(0, 1fr)" columnGap="4" rowGap="1" whiteSpace="normal">
                            {folded.map((col) => (
                              <Fragment key={col.key}>
                                <chakra.dt fontWeight="semibold" color="fg.muted" css={shownBelow(col.priority)}>
                                  {col.detailLabel ?? (typeof col.header === 'string' ? col.header : col.key)}
                                </chakra.dt>
                                <chakra.dd wordBreak="break-word" minW="0" css={shownBelow(col.priority)}>
                                  {col.cell(row, i)}
                                </chakra.dd>
                              </Fragment>
                            ))}
                          </chakra.dl>
                        </Table.Cell>
                      </Table.Row>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      )}
      {pageSize && total > 0 ? <Pager page={page} pageCount={pageCount} onPageChange={changePage} loading={loading} /> : null}
    </Box>
  );
}
