// Reservations: the caller's own, one to edit, a resource's month on the calendar, booking and
// editing, and what the booking form offers (the resource, the caller's approved applications).
import { basvurularApi, kaynaklarApi, rezervasyonlarApi } from '@portal/api-client';
import { isBasvuruUsableForReservation, type Basvuru, type Id, type RezervasyonCreatePayload } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export function useRezervasyonlar() {
  return useQuery({ queryKey: [...queryKeys.rezervasyonlar(), 'own'], queryFn: rezervasyonlarApi.list });
}

export function useRezervasyon(id: Id | null) {
  return useQuery({ queryKey: queryKeys.rezervasyon(id ?? 0), queryFn: () => rezervasyonlarApi.get(id as Id), enabled: id !== null });
}

/** The BEKLEME and ONAY times of one resource in one month: what the calendar marks pending and occupied. */
export function useMusaitlik(kaynak: Id | null, year: number, month: number) {
  return useQuery({
    queryKey: queryKeys.musaitlik(kaynak ?? 0, year, month),
    queryFn: () => rezervasyonlarApi.availability(kaynak as Id, year, month),
    enabled: kaynak !== null,
    placeholderData: keepPreviousData,
  });
}

export function useKaynak(id: Id | null) {
  return useQuery({ queryKey: queryKeys.kaynak(id ?? 0), queryFn: () => kaynaklarApi.get(id as Id), enabled: id !== null });
}

const approvedOnly = (list: Basvuru[]): Basvuru[] => list.filter((b) => isBasvuruUsableForReservation(b.durum));

/** The caller's applications that may be used for a booking. */
export function useOnayliBasvurular() {
  return useQuery({ queryKey: queryKeys.basvurular(), queryFn: basvurularApi.list, select: approvedOnly });
}

/** Booking or editing: on success the own list and every calendar month are refetched. */
function useRezervasyonMutation<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.rezervasyonlar() }) });
}

export const useCreateRezervasyon = () => useRezervasyonMutation((payload: RezervasyonCreatePayload) => rezervasyonlarApi.create(payload));
export const useUpdateRezervasyon = () =>
  useRezervasyonMutation(({ id, payload }: { id: Id; payload: RezervasyonCreatePayload }) => rezervasyonlarApi.update(id, payload));

/** The booker cancels a waiting reservation (-> IPTAL); the own list and every calendar month are refetched, also on failure (the state may have moved on). */
export function useCancelRezervasyon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => rezervasyonlarApi.cancel(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rezervasyonlar() }),
  });
}
