// 'Dışa Aktar': the list's current view (search, filters, ordering; every page) as CSV or Excel.
// The file is fetched with the session's bearer token (api-client) and saved by the browser.
import { adminExportApi, saveFile, type AdminExportList } from '@portal/api-client';
import type { ExportFormat } from '@portal/domain';
import { Button, Menu, notifyError, Portal } from '@portal/ui';
import { useState } from 'react';
import type { ListParams } from './list-params';
import { logAdminError } from './log-error';

export const EXPORT_TEXT = {
  button: 'Dışa Aktar',
  label: 'Listeyi dışa aktar',
  csv: 'CSV',
  xlsx: 'Excel',
  busy: 'Hazırlanıyor...',
  failed: 'Dışa aktarma başarısız oldu. Lütfen tekrar deneyin.',
} as const;

/** One list a menu downloads: which, its current view, and its group title when a menu has several. */
export interface ExportTarget {
  /** Which admin list. */
  list: AdminExportList;
  /** The list's URL state: its search, ordering and filters are exported. */
  params: Pick<ListParams<string>, 'search' | 'ordering' | 'filters'>;
  /** Extra query fields (a tab's fixed filter, e.g. aktif=true). */
  extra?: Record<string, string>;
  /** The group's title in a menu of several lists. */
  title?: string;
}

export interface ExportMenuProps extends Partial<ExportTarget> {
  /** Several lists in one menu, a group each (instead of `list` / `params`). */
  targets?: readonly ExportTarget[];
  /** The button's text (default 'Dışa Aktar'). */
  label?: string;
}

/** No search, filter or ordering: the whole list in its default order. */
export const WHOLE_LIST = { search: '', ordering: '', filters: {} } as const;

const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export function ExportMenu({ targets: many, label = EXPORT_TEXT.button, ...one }: ExportMenuProps) {
  const targets: readonly ExportTarget[] = many ?? (one.list && one.params ? [one as ExportTarget] : []);
  const [busy, setBusy] = useState(false);
  const run = async ({ list, params, extra }: ExportTarget, format: ExportFormat) => {
    setBusy(true);
    try {
      saveFile(await adminExportApi.download(list, format, { search: params.search, ordering: params.ordering, ...params.filters, ...extra }));
    } catch (error) {
      logAdminError(`Dışa aktarma başarısız: ${list}`, error);
      notifyError(EXPORT_TEXT.failed);
    } finally {
      setBusy(false);
    }
  };
  const items = (target: ExportTarget) =>
    FORMATS.map((format) => (
      <Menu.Item key={format} value={`${target.list}:${format}`} onClick={() => void run(target, format)}>
        {EXPORT_TEXT[format]}
      </Menu.Item>
    ));
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label={label === EXPORT_TEXT.button ? EXPORT_TEXT.label : label} loading={busy} loadingText={EXPORT_TEXT.busy} flexShrink={0}>
          {label} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.length === 1
              ? items(targets[0]!)
              : targets.map((target) => (
                  <Menu.ItemGroup key={target.list}>
                    <Menu.ItemGroupLabel>{target.title}</Menu.ItemGroupLabel>
                    {items(target)}
                  </Menu.ItemGroup>
                ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
