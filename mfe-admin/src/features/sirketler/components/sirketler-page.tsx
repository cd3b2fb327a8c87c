// /admin/companies: table (name, member count, status), actions view (details with the member
// table: name, username, e-mail, role), edit, delete (asks first; the server's refusal, a 409 with
// its reason, shows in the dialog); create/edit dialog (name non-blank after trimming, active).
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { setServerFieldErrors, SwitchField, TextField, useZodForm } from '@portal/app-kit';
import { MSG, ZSirketWrite, type AdminSirket, type SirketUyesi } from '@portal/domain';
import {
  Box,
  DataTable,
  DetailDialog,
  DetailRow,
  FormDialog,
  QueryState,
  StatusChip,
  Text,
  type DataTableColumn,
} from '@portal/ui';
import { useState } from 'react';
import { AdminListScreen, aktifColumn, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { HistorySection } from '../../../lib/history-section';
import { logAdminError, useLogError } from '../../../lib/log-error';
import { useRowDialogs } from '../../../lib/row-dialogs';
import { saveAndClose } from '../../../lib/save-and-close';
import { useDeleteSirket, useSaveSirket, useSirketDetail, useSirketler } from '../api/sirketler';

type SirketRow = AdminSirket;
type Uye = SirketUyesi;

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
  const submit = saveAndClose(save, sirket?.id ?? null, onClose, (e) => {
    logAdminError(sirket ? 'Şirket güncellenemedi' : 'Şirket oluşturulamadı', e);
    if (!setServerFieldErrors(form, extractFieldErrors(e))) setAlert(extractErrorText(e, MSG.common.unknownError));
  }, { created: 'Şirket oluşturuldu', updated: 'Şirket güncellendi' });
  const onSubmit = form.handleSubmit((payload) => {
    setAlert(null);
    return submit(payload);
  });
  return (
    <FormDialog title={sirket ? 'Şirketi Düzenle' : 'Yeni Şirket'} onSubmit={(e) => void onSubmit(e)} onClose={onClose} busy={save.isPending} alert={alert}>
      <TextField form={form} name="adi" label="Şirket Adı" required />
      <SwitchField form={form} name="aktif" label="Aktif" />
    </FormDialog>
  );
}

const VIEW: AdminListView<'aktif', SirketRow> = {
  label: 'Şirketler',
  filters: ['aktif'],
  columns: [
    { key: 'adi', header: 'Şirket Adı', sortKey: 'adi', truncate: { base: '12rem', md: '24rem' }, cell: (s) => s.adi },
    { key: 'uye', header: 'Üye Sayısı', sortKey: 'member_count', priority: 'medium', cell: (s) => memberCount(s) },
    aktifColumn((s) => s.aktif, { sortKey: 'aktif' }),
  ],
  rowName: (s) => s.adi,
  emptyText: { none: 'Henüz şirket bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun şirket bulunamadı' },
  placeholder: 'Şirketlerde ara...',
  status: { key: 'aktif', options: AKTIF_OPTIONS },
  exportList: 'sirketler',
  create: 'Yeni Şirket',
};

export function SirketlerPage() {
  const admin = useAdminList(VIEW, useSirketler);
  const rows = useRowDialogs<SirketRow>({
    form: (sirket, onClose) => <SirketFormDialog sirket={sirket} onClose={onClose} />,
    view: (sirket, onClose) => <SirketDetailDialog sirket={sirket} onClose={onClose} />,
    remove: {
      title: 'Şirketi Sil',
      message: (s) =>
        `"${s.adi}" silinsin mi? Şirket üyelikleri kaldırılır, şirket adına yapılan başvuruların şirket bağlantısı boşaltılır. Bu işlem geri alınamaz.`,
      remove: useDeleteSirket(),
      failure: 'Şirket silinemedi',
      refusal: 'Şirket silinemedi.',
    },
  });
  return <AdminListScreen admin={admin} view={VIEW} rows={rows} />;
}

export default SirketlerPage;
