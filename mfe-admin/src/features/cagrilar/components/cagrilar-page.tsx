// /admin/calls (spec 2 Admin calls): title, start, end, status (Aktif/Pasif), edit and delete; a
// dialog for new/edit. Search, status filter, paging and sorting run on the server; their state is
// in the URL. Failures are only logged (spec 8), except the server's refusal to delete a call that
// applications point at, which the confirm dialog shows.
import { aktifPasifMeta, callState, isDateOnly, MSG, type Cagri } from '@portal/domain';
import { DateText, StatusChip, type RowActionsProps } from '@portal/ui';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminListScreen, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { AKTIF_OPTIONS } from '../../../lib/list-params';
import { useRowDialogs } from '../../../lib/row-dialogs';
import { useCagrilar, useDeleteCagri } from '../api/cagrilar';
import { CagriFormDialog } from './cagri-form-dialog';
import { BasvuruFormuDialog } from './basvuru-formu-dialog';

/** The row menu's item that opens the call's ranking. */
export const RANKING_ACTION = 'Sıralama';
/** The row menu's item that opens the call's application form builder. */
export const BASVURU_FORMU_ACTION = 'Başvuru Formu';

const chipOf = (c: Cagri) => {
  const flag = aktifPasifMeta(c.aktif);
  return { label: flag.label, color: flag.color };
};

function CallDate({ value }: { value: string | null }) {
  return <DateText value={value} variant="admin" withTime={!isDateOnly(value)} />;
}

/**
 * Whether the call takes applications and why not, in the words its applicants see (the domain's
 * callState, under the column "Başvuru"): an "Aktif" call past its deadline reads 'Kapalı · son
 * tarih geçti'.
 */
function CallStateText({ cagri }: { cagri: Cagri }) {
  return <span data-testid="call-state">{callState(cagri).shortLabel}</span>;
}

const VIEW: AdminListView<'aktif', Cagri> = {
  label: 'Çağrılar',
  filters: ['aktif'],
  columns: [
    { key: 'baslik', header: 'Başlık', sortKey: 'baslik', truncate: { base: '12rem', md: '17rem' }, cell: (c) => c.baslik },
    { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', priority: 'medium', cell: (c) => <CallDate value={c.baslangic} /> },
    { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', priority: 'medium', cell: (c) => <CallDate value={c.bitis} /> },
    { key: 'durum', header: 'Durum', cell: (c) => <StatusChip {...chipOf(c)} /> },
    { key: 'basvuru', header: 'Başvuru', priority: 'medium', truncate: { base: '10rem', md: '12rem' }, cell: (c) => <CallStateText cagri={c} /> },
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
  const rows = useRowDialogs<Cagri, 'basvuruFormu'>({
    form: (cagri, onClose) => <CagriFormDialog cagri={cagri} onClose={onClose} />,
    more: { basvuruFormu: (cagri, onClose) => <BasvuruFormuDialog cagri={cagri} onClose={onClose} /> },
    remove: {
      title: 'Çağrıyı Sil',
      message: (item) => `"${item.baslik}" çağrısı silinsin mi? Bu işlem geri alınamaz.`,
      remove: useDeleteCagri(),
      failure: 'Çağrı silinemedi',
      refusal: MSG.call.deleteHasApplications,
    },
  });
  const navigate = useNavigate();
  const { open, confirmDelete } = rows;
  // The standard items, the call's own application form (a dialog) and its ranking by its rubric (a page of its own).
  const actions = useCallback(
    (c: Cagri): RowActionsProps['actions'] => [
      { kind: 'edit', onClick: () => open('edit', c) },
      { kind: 'custom', value: 'basvuru-formu', label: BASVURU_FORMU_ACTION, onClick: () => open('basvuruFormu', c) },
      { kind: 'custom', value: 'ranking', label: RANKING_ACTION, onClick: () => void navigate(`/admin/calls/${c.id}/ranking`) },
      { kind: 'delete', onClick: () => confirmDelete(c) },
    ],
    [open, confirmDelete, navigate],
  );
  return <AdminListScreen admin={admin} view={VIEW} rows={{ ...rows, actions }} />;
}

export default CagrilarPage;
