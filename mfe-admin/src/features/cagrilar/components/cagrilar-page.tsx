// /admin/calls (spec 2 Admin calls): title, start, end, status (Aktif/Pasif), edit and delete; a
// dialog for new/edit. Search, status filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8), except the server's refusal to delete a call that
// applications point at, which the confirm dialog shows.
import { aktifPasifMeta, callState, isDateOnly, MSG, type Cagri } from '@portal/domain';
import { DateText, Stack, StatusChip, Text } from '@portal/ui';
import { AdminListScreen, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useRowDialogs } from '../../../lib/row-dialogs';
import { useCagrilar, useDeleteCagri } from '../api/cagrilar';
import { CagriFormDialog } from './cagri-form-dialog';

function CallDate({ value }: { value: string | null }) {
  return <DateText value={value} variant="admin" withTime={!isDateOnly(value)} />;
}

/**
 * The staff switch (Aktif/Pasif, spec) and under it whether the call takes applications and why not,
 * in the words its applicants see (the domain's callState): an "Aktif" call past its deadline reads
 * 'Başvuru Kapalı · son tarih geçti'.
 */
function CallStateCell({ cagri }: { cagri: Cagri }) {
  const flag = aktifPasifMeta(cagri.aktif);
  const state = callState(cagri);
  return (
    <Stack gap="1" align="start">
      <StatusChip label={flag.label} color={flag.color} />
      {/* Wraps within the column, so the row's actions stay in view at 1366 and on the phone. */}
      <Text fontSize="xs" color={state.open ? 'fg.success' : 'fg.muted'} data-testid="call-state" lineHeight="short" whiteSpace="normal" maxW={{ base: '7.5rem', md: '9rem' }}>
        {state.label}
      </Text>
    </Stack>
  );
}

const VIEW: AdminListView<'aktif', Cagri> = {
  label: 'Çağrılar',
  filters: ['aktif'],
  columns: [
    { key: 'baslik', header: 'Başlık', sortKey: 'baslik', truncate: { base: '12rem', md: '24rem' }, cell: (c) => c.baslik },
    { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', priority: 'medium', cell: (c) => <CallDate value={c.baslangic} /> },
    { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', priority: 'medium', cell: (c) => <CallDate value={c.bitis} /> },
    { key: 'durum', header: 'Durum', cell: (c) => <CallStateCell cagri={c} /> },
  ],
  rowName: (c) => c.baslik,
  emptyText: { none: MSG.call.empty, noMatch: MSG.call.emptyFiltered },
  placeholder: 'Çağrılarda ara...',
  status: { key: 'aktif', options: AKTIF_OPTIONS },
  exportList: 'cagrilar',
  create: 'Yeni Çağrı',
};

export function CagrilarPage() {
  const admin = useAdminList(VIEW, useCagrilar);
  const rows = useRowDialogs<Cagri>({
    form: (cagri, onClose) => <CagriFormDialog cagri={cagri} onClose={onClose} />,
    remove: {
      title: 'Çağrıyı Sil',
      message: (item) => `"${item.baslik}" çağrısı silinsin mi? Bu işlem geri alınamaz.`,
      remove: useDeleteCagri(),
      failure: 'Çağrı silinemedi',
      refusal: MSG.call.deleteHasApplications,
    },
  });
  return <AdminListScreen admin={admin} view={VIEW} rows={rows} />;
}

export default CagrilarPage;
