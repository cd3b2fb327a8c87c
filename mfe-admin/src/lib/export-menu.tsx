// 'Dışa Aktar': the list's current view (search, filters, ordering; every page) as CSV or Excel.
// The file is fetched with the session's bearer token (api-client) and saved by the browser.
import { adminExportApi, saveFile, type AdminExportList } from '@portal/api-client';
import type { ExportFormat } from '@portal/domain';
import { Button, Menu, Portal, toaster } from '@portal/ui';
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

export interface ExportMenuProps {
  /** Which admin list. */
  list: AdminExportList;
  /** The list's URL state: its search, ordering and filters are exported. */
  params: Pick<ListParams<string>, 'search' | 'ordering' | 'filters'>;
  /** Extra query fields (a tab's fixed filter, e.g. aktif=true). */
  extra?: Record<string, string>;
  /** The button's text when a page has more than one export (default 'Dışa Aktar'). */
  label?: string;
}

/** No search, filter or ordering: the whole list in its default order. */
export const WHOLE_LIST = { search: '', ordering: '', filters: {} } as const;

export function ExportMenu({ list, params, extra, label = EXPORT_TEXT.button }: ExportMenuProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await adminExportApi.download(list, format, { search: params.search, ordering: params.ordering, ...params.filters, ...extra }));
    } catch (error) {
      logAdminError(`Dışa aktarma başarısız: ${list}`, error);
      toaster.create({ type: 'error', title: EXPORT_TEXT.failed });
    } finally {
      setBusy(null);
    }
  };
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="outline" aria-label={label === EXPORT_TEXT.button ? EXPORT_TEXT.label : label} loading={busy !== null} loadingText={EXPORT_TEXT.busy} flexShrink={0}>
          {label} ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="csv" onClick={() => void run('csv')}>
              {EXPORT_TEXT.csv}
            </Menu.Item>
            <Menu.Item value="xlsx" onClick={() => void run('xlsx')}>
              {EXPORT_TEXT.xlsx}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
