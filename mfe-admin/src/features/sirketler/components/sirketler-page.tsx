// /admin/companies: table (name, member count, status), actions view (details with the member
// table: name, username, e-mail, role), edit, delete (asks first; the server's refusal, a 409 with
// its reason, shows in the dialog); create/edit dialog (name non-blank after trimming, active).
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { Controller, setServerFieldErrors, TextField, useZodForm } from '@portal/app-kit';
import { MSG, ZSirketWrite, type AdminSirket, type SirketUyesi } from '@portal/domain';
import {
  Box,
  Button,
  DataTable,
  DetailDialog,
  DetailRow,
  FormDialog,
  HStack,
  QueryState,
  RowActions,
  SearchFilterBar,
  StatusChip,
  Switch,
  Text,
  type DataTableColumn,
} from '@portal/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, DeleteConfirm, useAdminList } from '../../../lib/admin-list';
import { ExportMenu } from '../../../lib/export-menu';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useDeleteSirket, useSaveSirket, useSirketDetail, useSirketler } from '../api/sirketler';

type SirketRow = AdminSirket;
type Uye = SirketUyesi;

const FILTERS = ['aktif'] as const;
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Pasif' },
];

export const memberCount = (s: SirketRow): number => s.member_count ?? s.uyeler.length;
const memberName = (m: Uye) => `${m.user.first_name} ${m.user.last_name}`.trim() || m.user.username;

const MEMBER_COLUMNS: DataTableColumn<Uye>[] = [
  { key: 'ad', header: 'Ad Soyad', cell: (m) => memberName(m) },
  { key: 'username', header: 'Kullanıcı Adı', cell: (m) => m.user.username },
  { key: 'email', header: 'E-posta', cell: (m) => m.user.email || '-' },
  { key: 'rol', header: 'Rol', cell: (m) => <StatusChip kind="sirketRol" value={m.rol} /> },
];

function SirketDetailDialog({ sirket, onClose }: { sirket: SirketRow; onClose: () => void }) {
  const detail = useSirketDetail(sirket.id);
  useLogError('Şirket yüklenemedi', detail.error);
  const s = detail.data ?? sirket;
  const uyeler = s.uyeler ?? [];
  return (
    <DetailDialog open onClose={onClose} title="Şirket Detayı" scrollBehavior="outside">
      <DetailRow label="Şirket Adı">{s.adi}</DetailRow>
      <DetailRow label="Durum">
        <StatusChip label={s.aktif ? 'Aktif' : 'Pasif'} color={s.aktif ? 'success' : 'neutral'} />
      </DetailRow>
      {/* The member table spans both columns of the details grid. */}
      <Box gridColumn="1 / -1" minW="0">
        <Text fontWeight="semibold" color="fg.muted" mb="2">
          Üyeler ({uyeler.length})
        </Text>
        <QueryState query={detail} loadingLabel="Üyeler yükleniyor..." errorTitle={MSG.company.loadError}>
          {uyeler.length === 0 ? (
            <Text color="fg.muted">Bu şirketin üyesi yok.</Text>
          ) : (
            <DataTable aria-label="Şirket üyeleri" columns={MEMBER_COLUMNS} rows={uyeler} getRowId={(m) => m.id} size="sm" />
          )}
        </QueryState>
      </Box>
      <HistorySection nesne="sirket" id={s.id} />
    </DetailDialog>
  );
}

function SirketFormDialog({ sirket, onClose }: { sirket: SirketRow | null; onClose: () => void }) {
  const form = useZodForm(ZSirketWrite, { defaultValues: { adi: sirket?.adi ?? '', aktif: sirket?.aktif ?? true } });
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveSirket();
  const onSubmit = form.handleSubmit(async (payload) => {
    setAlert(null);
    try {
      await save.mutateAsync({ id: sirket?.id ?? null, payload });
      onClose();
    } catch (e) {
      logAdminError(sirket ? 'Şirket güncellenemedi' : 'Şirket oluşturulamadı', e);
      if (!setServerFieldErrors(form, extractFieldErrors(e))) setAlert(extractErrorText(e, MSG.common.unknownError));
    }
  });
  return (
    <FormDialog title={sirket ? 'Şirketi Düzenle' : 'Yeni Şirket'} onSubmit={(e) => void onSubmit(e)} onClose={onClose} busy={save.isPending} alert={alert}>
      <TextField form={form} name="adi" label="Şirket Adı" required />
      <Controller
        control={form.control}
        name="aktif"
        render={({ field }) => (
          <Switch.Root checked={field.value ?? true} onCheckedChange={(d) => field.onChange(d.checked)}>
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Aktif</Switch.Label>
          </Switch.Root>
        )}
      />
    </FormDialog>
  );
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'detail'; s: SirketRow } | null;

export function SirketlerPage() {
  const { list, query, searchText, setSearchText, filtered, clear } = useAdminList(FILTERS, useSirketler, 'Şirketler yüklenemedi');
  const remove = useDeleteSirket();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<SirketRow | null>(null);

  const columns = useMemo<DataTableColumn<SirketRow>[]>(
    () => [
      { key: 'adi', header: 'Şirket Adı', sortKey: 'adi', truncate: { base: '12rem', md: '24rem' }, cell: (s) => s.adi },
      { key: 'uye', header: 'Üye Sayısı', sortKey: 'member_count', priority: 'medium', cell: (s) => memberCount(s) },
      {
        key: 'durum',
        header: 'Durum',
        sortKey: 'aktif',
        cell: (s) => <StatusChip label={s.aktif ? 'Aktif' : 'Pasif'} color={s.aktif ? 'success' : 'neutral'} />,
      },
      {
        key: 'islemler',
        header: 'İşlemler',
        align: 'end',
        cell: (s) => (
          <RowActions
            name={s.adi}
            actions={[
              { kind: 'view', onClick: () => setDialog({ kind: 'detail', s }) },
              { kind: 'edit', onClick: () => setDialog({ kind: 'edit', s }) },
              { kind: 'delete', onClick: () => setDeleting(s) },
            ]}
          />
        ),
      },
    ],
    [],
  );

  return (
    <>
      <HStack justify="flex-end" mb="4">
        <Button colorPalette="primary" onClick={() => setDialog({ kind: 'create' })}>
          Yeni Şirket
        </Button>
      </HStack>
      <SearchFilterBar
        search={searchText}
        onSearchChange={setSearchText}
        placeholder="Şirketlerde ara..."
        status={list.filters.aktif}
        onStatusChange={(v) => list.setFilter('aktif', v)}
        statusOptions={ACTIVE_OPTIONS}
        onClear={filtered ? clear : undefined}
      >
        <ExportMenu list="sirketler" params={list} />
      </SearchFilterBar>
      <AdminListTable
        aria-label="Şirketler"
        columns={columns}
        rowLabel={(s) => s.adi}
        list={list}
        query={query}
        filtered={filtered}
        emptyText={{ none: 'Henüz şirket bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun şirket bulunamadı' }}
      />
      {dialog?.kind === 'create' ? <SirketFormDialog sirket={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? <SirketFormDialog sirket={dialog.s} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <SirketDetailDialog sirket={dialog.s} onClose={() => setDialog(null)} /> : null}
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Şirketi Sil"
        message={(s) =>
          `"${s.adi}" silinsin mi? Şirket üyelikleri kaldırılır, şirket adına yapılan başvuruların şirket bağlantısı boşaltılır. Bu işlem geri alınamaz.`
        }
        remove={remove}
        failure="Şirket silinemedi"
        refusal="Şirket silinemedi."
      />
    </>
  );
}

export default SirketlerPage;
