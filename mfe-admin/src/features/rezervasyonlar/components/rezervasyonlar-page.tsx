// /admin/reservations (spec 2 Admin reservations): resource, project, owner, start and end (Turkish
// date and time), status chip (opens the status dialog); approve/reject (only while BEKLEME) as
// buttons, view, status and delete (asks first) in the row menu; owner and end fold into the row's
// detail on a laptop. Filters durum, resource, date range; search; server paging; state in
// the URL. Failures are only logged (spec 8), except the overlap refusal (409) in the status dialog
// and a quick decision that lost to the applicant's cancel (409, a toast).
import { reservationProjectTitle, reservationResourceName, type Rezervasyon } from '@portal/domain';
import { isApiError } from '@portal/api-client';
import { notifyApiError } from '@portal/app-kit';
import { DateText } from '@portal/ui';
import { AdminListScreen, STATUS_COLUMN, useAdminList, type AdminListView } from '../../../lib/admin-list';
import { DateRangeFilter } from '../../../lib/date-filter';
import { ListDateFilter, ListFilterSelect, useRecordOptions } from '../../../lib/list-filters';
import { decisionFilter, useStaffDecisions } from '../../../lib/staff-decisions';
import { useDeleteRezervasyon, useKaynakOptions, useQuickDecideRezervasyon, useRezervasyonlar } from '../api/rezervasyonlar';
import { REZERVASYON_STATUS, RezervasyonDetailDialog } from './dialogs';
import { ownerText } from './owner';

const nameOf = (r: Rezervasyon) => `${reservationResourceName(r)} ${reservationProjectTitle(r)}`.trim();

/** The applicant cancelled it meanwhile (409, ours; other failures are only logged, spec 8): say
 *  so; the list is refreshed either way. */
function toastCancelledMeanwhile(error: Error) {
  if (isApiError(error) && error.status === 409) notifyApiError(error, 'Rezervasyon durumu güncellenemedi');
}

const VIEW: AdminListView<'durum' | 'kaynak' | 'baslangic_gte' | 'baslangic_lte', Rezervasyon> = {
  label: 'Rezervasyonlar',
  filters: ['durum', 'kaynak', 'baslangic_gte', 'baslangic_lte'],
  columns: [
    { key: 'kaynak', header: 'Kaynak', sortKey: 'kaynak', truncate: '10rem', cell: (r) => reservationResourceName(r) || '-' },
    { key: 'proje', header: 'Proje', priority: 'medium', truncate: { base: '10rem', '2xl': '16rem' }, cell: (r) => reservationProjectTitle(r) || '-' },
    { key: 'sahip', header: 'Rezervasyon Sahibi', priority: 'low', truncate: '14rem', cell: (r) => ownerText(r) },
    { key: 'baslangic', header: 'Başlangıç', sortKey: 'baslangic', priority: 'medium', cell: (r) => <DateText value={r.baslangic} variant="admin" withTime /> },
    { key: 'bitis', header: 'Bitiş', sortKey: 'bitis', priority: 'low', cell: (r) => <DateText value={r.bitis} variant="admin" withTime /> },
    STATUS_COLUMN,
  ],
  rowName: nameOf,
  emptyText: { none: 'Henüz rezervasyon bulunmamaktadır', noMatch: 'Arama kriterlerinize uygun rezervasyon bulunamadı' },
  placeholder: 'Rezervasyonlarda ara...',
  status: decisionFilter('rezervasyon'),
  exportList: 'rezervasyonlar',
};

export function RezervasyonlarPage() {
  const admin = useAdminList(VIEW, useRezervasyonlar);
  const { list } = admin;
  const kaynaklar = useRecordOptions(useKaynakOptions(), (k) => k.ad, 'Kaynak listesi yüklenemedi');
  const decisions = useStaffDecisions({
    kind: 'rezervasyon',
    statusName: nameOf,
    useQuickDecide: useQuickDecideRezervasyon,
    onQuickDecideError: toastCancelledMeanwhile,
    status: REZERVASYON_STATUS,
    DetailDialog: RezervasyonDetailDialog,
    remove: {
      title: 'Rezervasyonu Sil',
      message: (item) => `"${reservationResourceName(item)}" rezervasyonu silinsin mi? Bu işlem geri alınamaz.`,
      remove: useDeleteRezervasyon(),
    },
  });

  return (
    <AdminListScreen
      admin={admin}
      view={VIEW}
      rows={decisions}
      filters={
        <>
          <ListFilterSelect list={list} filter="kaynak" label="Kaynak filtresi" allLabel="Tüm Kaynaklar" options={kaynaklar} />
          <DateRangeFilter>
            <ListDateFilter list={list} filter="baslangic_gte" label="Başlangıç tarihinden" width={{ base: 'full', sm: '170px' }} />
            <ListDateFilter list={list} filter="baslangic_lte" label="Başlangıç tarihine kadar" width={{ base: 'full', sm: '170px' }} />
          </DateRangeFilter>
        </>
      }
    />
  );
}

export default RezervasyonlarPage;
