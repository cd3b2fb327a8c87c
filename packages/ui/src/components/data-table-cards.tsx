// The DataTable's look in a narrow box (a phone): one card per row instead of a table row, so
// nothing is cut off and nothing scrolls sideways. The first column is the card's title, the other
// 'high' columns are label/value pairs under it, the 'medium' and 'low' ones open under
// 'Ayrıntılar' (as in the table's row detail), and the row's actions column (the decisions and the
// menu) is a bar across the card's foot, always in view. Sorting is a select above the cards (the column
// headers are gone). The cards are a list named like the table ('Başvurular'); each card is named by
// its title column.
import { Box, Button, chakra, NativeSelect, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import type { DataTableColumn, DataTableSort } from './data-table';

export interface DataTableCardsProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowId: (row: T, index: number) => string | number;
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort) => void;
  emptyText: ReactNode;
  loading: boolean;
  loadingText: string;
  'aria-label'?: string;
  /** The row's name in its details button's accessible name ('Ayrıntılar: <name>'). */
  rowLabel?: (row: T) => string;
}

/** A column's label where the header is not a plain string. */
export function columnLabel<T>(col: DataTableColumn<T>): string {
  return col.detailLabel ?? (typeof col.header === 'string' ? col.header : col.key);
}

const SORT_SEPARATOR = ':';

function SortSelect<T>({ columns, sort, onSortChange }: Pick<DataTableCardsProps<T>, 'columns' | 'sort' | 'onSortChange'>) {
  const sortable = columns.filter((c) => c.sortKey !== undefined);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.key}${SORT_SEPARATOR}${sort.direction}` : '';
  return (
    <NativeSelect.Root size="sm" width="full">
      <NativeSelect.Field
        aria-label="Sıralama"
        value={value}
        bg="bg.panel"
        onChange={(e) => {
          const raw = e.currentTarget.value;
          const at = raw.lastIndexOf(SORT_SEPARATOR);
          if (at <= 0) return;
          onSortChange({ key: raw.slice(0, at), direction: raw.slice(at + 1) === 'desc' ? 'desc' : 'asc' });
        }}
      >
        {sort ? null : <option value="">Sıralama: varsayılan</option>}
        {sortable.flatMap((c) => [
          <option key={`${c.sortKey}-asc`} value={`${c.sortKey}${SORT_SEPARATOR}asc`}>
            {`Sıralama: ${columnLabel(c)} (artan)`}
          </option>,
          <option key={`${c.sortKey}-desc`} value={`${c.sortKey}${SORT_SEPARATOR}desc`}>
            {`Sıralama: ${columnLabel(c)} (azalan)`}
          </option>,
        ])}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Label/value pairs of `cols` for one row. */
function Fields<T>({ cols, row, index, id }: { cols: readonly DataTableColumn<T>[]; row: T; index: number; id?: string }) {
  return (
    <chakra.dl id={id} display="grid" gridTemplateColumns="max-content minmax(0, 1fr)" columnGap="3" rowGap="1" fontSize="sm">
      {cols.map((col) => (
        <Fragment key={col.key}>
          <chakra.dt color="fg.muted">{columnLabel(col)}</chakra.dt>
          <chakra.dd minW="0" wordBreak="break-word">
            {col.cell(row, index)}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}

export function DataTableCards<T>({ columns, rows, rowId, sort, onSortChange, emptyText, loading, loadingText, rowLabel, ...props }: DataTableCardsProps<T>) {
  const detailId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string | number>>(() => new Set());
  const actions = columns.filter((c) => c.actions);
  const fields = columns.filter((c) => !c.actions);
  const [title, ...rest] = fields;
  const main = rest.filter((c) => !c.priority || c.priority === 'high');
  const more = rest.filter((c) => c.priority === 'medium' || c.priority === 'low');
  const toggle = (id: string | number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Stack gap="3" data-layout="cards" aria-busy={loading || undefined}>
      <SortSelect columns={columns} sort={sort} onSortChange={onSortChange} />
      {loading ? (
        <Stack role="status" aria-label={loadingText} data-testid="loading-state" gap="3">
          <VisuallyHidden>{loadingText}</VisuallyHidden>
          {[0, 1, 2].map((i) => (
            <Stack key={i} aria-hidden="true" borderWidth="1px" borderRadius="md" bg="bg.panel" p="3" gap="2">
              <Skeleton h="5" w="60%" />
              <Skeleton h="3.5" />
              <Skeleton h="3.5" w="80%" />
              <Skeleton h="7" w="40%" alignSelf="flex-end" />
            </Stack>
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text textAlign="center" color="fg.muted" py="6" borderWidth="1px" borderRadius="md" bg="bg.panel">
          {emptyText}
        </Text>
      ) : (
        <chakra.ul aria-label={props['aria-label']} listStyleType="none" display="flex" flexDirection="column" gap="3">
          {rows.map((row, i) => {
            const id = rowId(row, i);
            const open = expanded.has(id);
            const moreId = `${detailId}-${String(id)}`;
            return (
              <chakra.li key={id} data-testid="data-table-card" borderWidth="1px" borderRadius="md" bg="bg.panel" px="3" py="2.5" minW="0">
                {title ? (
                  <Box fontWeight="semibold" mb="1.5" wordBreak="break-word">
                    {title.cell(row, i)}
                  </Box>
                ) : null}
                {main.length > 0 ? <Fields cols={main} row={row} index={i} /> : null}
                {more.length > 0 && open ? (
                  <Box mt="1">
                    <Fields cols={more} row={row} index={i} id={moreId} />
                  </Box>
                ) : null}
                <Box
                  data-testid="data-table-card-actions"
                  mt="2"
                  pt="2"
                  borderTopWidth="1px"
                  display="flex"
                  alignItems="center"
                  justifyContent="space-between"
                  gap="2"
                  flexWrap="wrap"
                >
                  {more.length > 0 ? (
                    <Button
                      size="xs"
                      variant="ghost"
                      px="1"
                      aria-expanded={open}
                      aria-controls={open ? moreId : undefined}
                      aria-label={rowLabel ? `Ayrıntılar: ${rowLabel(row)}` : 'Ayrıntılar'}
                      onClick={() => toggle(id)}
                    >
                      {open ? <LuChevronDown aria-hidden="true" /> : <LuChevronRight aria-hidden="true" />}
                      Ayrıntılar
                    </Button>
                  ) : null}
                  {actions.map((col) => (
                    <Box key={col.key} ml="auto">
                      {col.cell(row, i)}
                    </Box>
                  ))}
                </Box>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
    </Stack>
  );
}
