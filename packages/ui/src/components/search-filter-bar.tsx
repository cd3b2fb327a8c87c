// The search box and filters above a list. While the list answers a new search (`busy`: the text
// typed and not yet sent, or the request under way) a small spinner turns at the box's end and a
// status says 'Aranıyor...' to screen readers.
import { Box, Button, Flex, Input, InputGroup, NativeSelect, Spinner, VisuallyHidden, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearch, LuX } from 'react-icons/lu';

export interface FilterOption {
  value: string;
  label: string;
}

/** The value of the 'Tümü' option of the status filter. */
export const FILTER_ALL = '';

export interface SearchFilterBarProps extends Omit<FlexProps, 'onChange'> {
  search: string;
  onSearchChange: (value: string) => void;
  /** e.g. 'Çağrılarda ara...'; also the input's accessible name unless searchLabel is given. */
  placeholder?: string;
  searchLabel?: string;
  /** Status filter; rendered when statusOptions is given. FILTER_ALL ('') = 'Tümü'. */
  status?: string;
  onStatusChange?: (value: string) => void;
  statusOptions?: readonly FilterOption[];
  /** Accessible name of the select; default 'Durum filtresi'. */
  statusLabel?: string;
  /** Default 'Tümü'. */
  allLabel?: string;
  /** Extra controls (sort select, date pickers...) placed after the filter. */
  children?: ReactNode;
  /** Shows 'Filtreleri Temizle' when given. */
  onClear?: () => void;
  clearLabel?: string;
  /** The list is fetching what the search or filters ask for: a spinner in the search box. Lists that
   *  fetch per search pass it always (false when idle): its status region is there from the start. */
  busy?: boolean;
  /** The busy status's words; default 'Aranıyor...'. */
  busyLabel?: string;
}

export interface FilterSelectProps {
  /** The select's accessible name, e.g. 'Çağrı filtresi'. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly FilterOption[];
  /** The first option, FILTER_ALL: e.g. 'Tüm Çağrılar'. */
  allLabel: string;
  width?: NativeSelect.RootProps['width'];
}

/** One filter of a list: 'all' first, then the options; beside the search box of a SearchFilterBar. */
export function FilterSelect({ label, value, onValueChange, options, allLabel, width = { base: 'full', sm: '220px' } }: FilterSelectProps) {
  return (
    <NativeSelect.Root width={width}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onValueChange(e.currentTarget.value)} bg="bg.panel">
        <option value={FILTER_ALL}>{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SearchFilterBar({
  search,
  onSearchChange,
  placeholder = 'Ara...',
  searchLabel,
  status = FILTER_ALL,
  onStatusChange,
  statusOptions,
  statusLabel = 'Durum filtresi',
  allLabel = 'Tümü',
  children,
  onClear,
  clearLabel = 'Filtreleri Temizle',
  busy,
  busyLabel = 'Aranıyor...',
  ...rest
}: SearchFilterBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="flex-end" mb="4" role="search" {...rest}>
      <InputGroup
        startElement={<LuSearch aria-hidden="true" />}
        endElement={
          // A list that searches on the server has the status region from the start (a live region
          // must exist before its words change); a list filtered in the browser has none.
          busy === undefined ? undefined : (
            <Box role="status" aria-live="polite" display="flex" alignItems="center" data-testid="search-busy" data-busy={busy || undefined}>
              {busy ? (
                <>
                  <Spinner size="sm" color="fg.muted" aria-hidden="true" />
                  <VisuallyHidden>{busyLabel}</VisuallyHidden>
                </>
              ) : null}
            </Box>
          )
        }
        flex="1"
        minW={{ base: 'full', sm: '300px' }}
      >
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearchChange(e.currentTarget.value)}
          placeholder={placeholder}
          aria-label={searchLabel ?? placeholder}
          aria-busy={busy || undefined}
          bg="bg.panel"
        />
      </InputGroup>
      {statusOptions ? (
        <FilterSelect label={statusLabel} value={status} onValueChange={(v) => onStatusChange?.(v)} options={statusOptions} allLabel={allLabel} />
      ) : null}
      {children}
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          <LuX aria-hidden="true" /> {clearLabel}
        </Button>
      ) : null}
    </Flex>
  );
}
