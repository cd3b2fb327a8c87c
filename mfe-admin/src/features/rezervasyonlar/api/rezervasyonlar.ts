// admin/rezervasyonlar/ (spec 7 Admin): GET ?page=&page_size=&search=&durum=&kaynak=&baslangic_gte=
// &baslangic_lte=&ordering=, DELETE {id}/, PATCH {id}/update_status/ {durum}. And the resource
// options of the filter (admin/kaynaklar/?page_size=100; features do not import each other).
import { api } from '@portal/api-client';
import { isRezervasyonDurum, type Id, type Kaynak, type Paginated, type Rezervasyon, type RezervasyonDurum } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toSearchParams } from '../../../lib/list-params';

export interface RezervasyonlarQuery {
  page: number;
  page_size: number;
  search?: string;
  durum?: string;
  kaynak?: string;
  /** 'YYYY-MM-DD' */
  baslangic_gte?: string;
  baslangic_lte?: string;
  ordering?: string;
}

export const REZERVASYONLAR_KEY = ['admin', 'rezervasyonlar'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function getRezervasyonlar(q: RezervasyonlarQuery): Promise<Paginated<Rezervasyon>> {
  const clean = {
    ...q,
    durum: isRezervasyonDurum(q.durum) ? q.durum : undefined,
    kaynak: q.kaynak && /^\d+$/.test(q.kaynak) ? q.kaynak : undefined,
    baslangic_gte: q.baslangic_gte && DATE.test(q.baslangic_gte) ? q.baslangic_gte : undefined,
    baslangic_lte: q.baslangic_lte && DATE.test(q.baslangic_lte) ? q.baslangic_lte : undefined,
  };
  return api.get('admin/rezervasyonlar/', { searchParams: toSearchParams({ ...clean }) }).json<Paginated<Rezervasyon>>();
}

export function useRezervasyonlar(q: RezervasyonlarQuery) {
  return useQuery({ queryKey: [...REZERVASYONLAR_KEY, 'list', q], queryFn: () => getRezervasyonlar(q), placeholderData: keepPreviousData });
}

export function useKaynakOptions() {
  return useQuery({
    queryKey: ['admin', 'kaynaklar', 'options'],
    queryFn: async () => {
      const page = await api.get('admin/kaynaklar/', { searchParams: { page_size: 100, ordering: 'ad' } }).json<Paginated<Kaynak>>();
      return page.results.map((k) => ({ id: k.id, ad: k.ad }));
    },
  });
}

export function updateRezervasyonStatus({ id, durum }: { id: Id; durum: RezervasyonDurum }): Promise<Rezervasyon> {
  return api.patch(`admin/rezervasyonlar/${id}/update_status/`, { json: { durum } }).json<Rezervasyon>();
}

export function useUpdateRezervasyonStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRezervasyonStatus, onSuccess: () => queryClient.invalidateQueries({ queryKey: REZERVASYONLAR_KEY }) });
}

export async function deleteRezervasyon(id: Id): Promise<void> {
  await api.delete(`admin/rezervasyonlar/${id}/`);
}

export function useDeleteRezervasyon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRezervasyon, onSuccess: () => queryClient.invalidateQueries({ queryKey: REZERVASYONLAR_KEY }) });
}
