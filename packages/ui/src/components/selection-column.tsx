// Row selection for a DataTable, as one more column (first): a checkbox per row and one in the header
// that selects (or clears) every selectable row of the page. The table itself knows nothing of it;
// the owner keeps the selected ids (a bulk action bar reads them).
import { Checkbox } from '@chakra-ui/react';
import type { DataTableColumn } from './data-table';

export interface SelectionColumnOptions<T, Id extends string | number> {
  /** The rows on the page. */
  rows: readonly T[];
  getRowId: (row: T) => Id;
  selected: ReadonlySet<Id>;
  onChange: (next: Set<Id>) => void;
  /** Rows that cannot be selected (e.g. no longer waiting for a decision) show a disabled box. */
  selectable?: (row: T) => boolean;
  /** The row's name in its checkbox's accessible name ('Seç: <name>'). */
  rowLabel: (row: T) => string;
}

/** The key of the selection column (a layout that renders rows as cards may place it apart). */
export const SELECTION_COLUMN_KEY = 'secim';

export function selectionColumn<T, Id extends string | number>({ rows, getRowId, selected, onChange, selectable = () => true, rowLabel }: SelectionColumnOptions<T, Id>): DataTableColumn<T> {
  const choosable = rows.filter(selectable).map(getRowId);
  const chosen = choosable.filter((id) => selected.has(id)).length;
  const all = choosable.length > 0 && chosen === choosable.length;
  const toggleAll = () => {
    const next = new Set(selected);
    for (const id of choosable) {
      if (all) next.delete(id);
      else next.add(id);
    }
    onChange(next);
  };
  return {
    key: SELECTION_COLUMN_KEY,
    width: '1',
    detailLabel: 'Seçim',
    header: (
      <Checkbox.Root
        size="sm"
        checked={all ? true : chosen > 0 ? 'indeterminate' : false}
        disabled={choosable.length === 0}
        onCheckedChange={toggleAll}
      >
        <Checkbox.HiddenInput aria-label="Sayfadaki tüm kayıtları seç" />
        <Checkbox.Control />
      </Checkbox.Root>
    ),
    cell: (row) => {
      const id = getRowId(row);
      const can = selectable(row);
      return (
        <Checkbox.Root
          size="sm"
          checked={can && selected.has(id)}
          disabled={!can}
          onCheckedChange={(d) => {
            const next = new Set(selected);
            if (d.checked === true) next.add(id);
            else next.delete(id);
            onChange(next);
          }}
        >
          <Checkbox.HiddenInput aria-label={`Seç: ${rowLabel(row)}`} />
          <Checkbox.Control />
        </Checkbox.Root>
      );
    },
  };
}
