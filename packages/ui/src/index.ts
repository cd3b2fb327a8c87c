// @portal/ui: the portal's design system (Chakra UI v3) and shared building blocks.
// Shared as a Module Federation singleton: ONE Chakra context, ONE emotion cache, ONE toaster.
// Test helpers live in the separate entry '@portal/ui/testing' so they never reach a production bundle.

// Chakra components, re-exported by name (see chakra.ts)
export * from './chakra';

// Theme, provider, colour mode, toaster
export { system, themeColors, SYSTEM_FONT_STACK } from './theme/system';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';
export {
  ColorModeButton,
  ColorModeProvider,
  useColorMode,
  useColorModeValue,
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  type ColorMode,
  type ColorModePreference,
  type ColorModeButtonProps,
  type ColorModeProviderProps,
  type UseColorModeReturn,
} from './provider/color-mode';
export { toaster, Toaster } from './provider/toaster';
export { notifySuccess, notifyError, NOTIFY_DURATION, type NotifyAction } from './provider/notify';

// Building blocks
export {
  StatusChip,
  type StatusChipProps,
  type StatusChipLabelProps,
  type StatusChipKindProps,
} from './components/status-chip';
export { DialogFrame, type DialogFrameProps } from './components/dialog-frame';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { FormAlert } from './components/form-alert';
export {
  StatusChangeDialog,
  type StatusChangeDialogProps,
  type StatusOption,
} from './components/status-change-dialog';
export { DetailDialog, DetailRow, type DetailDialogProps, type DetailRowProps } from './components/detail-dialog';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { StatCounter, StatCounterRow, type StatCounterProps, type StatCounterRowProps, type PortalColorPalette } from './components/stat-counter';
export {
  SearchFilterBar,
  FilterSelect,
  FILTER_ALL,
  type FilterSelectProps,
  type SearchFilterBarProps,
  type FilterOption,
} from './components/search-filter-bar';
export {
  DataTable,
  TruncatedText,
  PRIORITY_MIN_WIDTH,
  CARDS_BELOW,
  type ColumnPriority,
  type DataTableProps,
  type DataTableColumn,
  type DataTableSort,
  type SortDirection,
  type SortValue,
} from './components/data-table';
export { Pager, type PagerProps } from './components/pager';
export { FileField, type FileFieldProps } from './components/file-field';
export { DateText, type DateTextProps } from './components/date-text';
export { ErrorPanel, type ErrorPanelProps } from './components/error-panel';
export { QueryState, type QueryStateProps } from './components/query-state';
export { LoadingState, type LoadingStateProps } from './components/loading-state';
export { SkeletonList, type SkeletonListProps } from './components/skeleton-list';
export { PageFrame, PAGE_PADDING_X, PAGE_PADDING_Y, type PageFrameProps, type PageWidth } from './components/page-frame';
export { PageHeader, BackLink, usePageHeadingFocus, type PageHeaderProps } from './components/page-header';
export { PAGE_HEADING_ID, requestHeadingFocus, takeHeadingFocusRequest } from './components/heading-focus';
export {
  TurkishDateInput,
  TurkishDateTimeInput,
  DateField,
  type TurkishDateInputProps,
  type TurkishDateTimeInputProps,
  type DateFieldProps,
} from './components/date-input';
export {
  RowActions,
  type RowAction,
  type RowActionKind,
  type RowActionsProps,
  type StandardRowAction,
  type CustomRowAction,
} from './components/row-actions';
export { Logo, PORTAL_NAME, type LogoProps } from './components/logo';

// Types the building blocks take (from @portal/domain)
export { CHIP_PALETTE, type ChipColor, type StatusKind, type FileRule, type DateInput } from './lib/domain';
export { HistoryTimeline, HISTORY_TEXT, type HistoryTimelineProps } from './components/history-timeline';
export { ScoreDisplay, ScoreStars, SCORE_TEXT, type ScoreDisplayProps } from './components/score-display';
export { CriterionHeading, CriterionScores, CRITERION_SCORES_TEXT, type CriterionHeadingProps, type CriterionScoresProps } from './components/criterion-scores';
export { DecisionDialog, DECISION_TEXT, type Decision, type DecisionDialogProps } from './components/decision-dialog';
export { selectionColumn, SELECTION_COLUMN_KEY, type SelectionColumnOptions } from './components/selection-column';
