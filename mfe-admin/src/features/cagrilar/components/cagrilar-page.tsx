// /admin/calls (spec 2 Admin calls): title, start, end, status (Aktif/Pasif), edit and delete; a
// dialog for new/edit. Search, status filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8), except the server's refusal to delete a call that
// applications point at, which the confirm dialog shows.
import { isDateOnly, MSG, type Cagri } from '@portal/domain';
import { DateText, type DataTableColumn } from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, AdminListToolbar, aktifColumn, DeleteConfirm, rowActionsColumn, useAdminList } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useCagrilar, useDeleteCagri } from '../api/cagrilar';
import { CagriFormDialog } from './cagri-form-dialog';

const FILTERS = ['aktif'] as const;

function CallDate({ value }: { value: string | null }) {
  return <DateText value={value} variant="admin" withTime={!isDateOnly(value)} />;
}

export function CagrilarPage() {
  const admin = useAdminList(FILTERS, useCagrilar, 'Çağrılar yüklenemedi');
  const deleteCagri = useDeleteCagri();

  /** undefined: no dialog; null: a new call; a call: editing it. */
  const [editing, setEditing] = useState<Cagri | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Cagri | null>(null);


  const columns = useMemo<DataTableColumn<Cagri>[]>(
    () => [
      { key: 'baslik', header: 'Başlık', sortKey: 'baslik', truncate: { base: '12rem', md: '24rem' }, cell: (c) => c.baslik },
      { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', priority: 'medium', cell: (c) => <CallDate value={c.baslangic} /> },
      { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', priority: 'medium', cell: (c) => <CallDate value={c.bitis} /> },
      aktifColumn((c) => c.aktif),
      rowActionsColumn(
        (c) => c.baslik,
        (c) => [
          { kind: 'edit', onClick: () => setEditing(c) },
          { kind: 'delete', onClick: () => setDeleting(c) },
        ],
      ),
    ],
    [],
  );

  return (
    <>
      <AdminListToolbar
        admin={admin}
        exportList="cagrilar"
        placeholder="Çağrılarda ara..."
        status={{ key: 'aktif', options: AKTIF_OPTIONS }}
        create={{ label: 'Yeni Çağrı', onClick: () => setEditing(null) }}
      />
      <AdminListTable
        aria-label="Çağrılar"
        columns={columns}
        rowLabel={(c) => c.baslik}
        {...admin}
        emptyText={{ none: MSG.call.empty, noMatch: MSG.call.emptyFiltered }}
      />
      {editing !== undefined ? <CagriFormDialog cagri={editing} onClose={() => setEditing(undefined)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Çağrıyı Sil"
        message={(item) =>
          `"${item.baslik}" çağrısı silinsin mi? Bu işlem geri alınamaz.`
        }
        remove={deleteCagri}
        failure="Çağrı silinemedi"
        refusal={MSG.call.deleteHasApplications}
      />
    </>
  );
}

export default CagrilarPage;
