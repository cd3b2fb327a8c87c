// Evaluations of one assignment (the mentor's past ones) and sending a new one.
import { degerlendirmelerApi } from '@portal/api-client';
import type { Id, OnerilenDurum } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const degerlendirmeKeys = {
  all: () => ['degerlendirmeler'] as const,
  ofAtama: (atamaId: Id) => ['degerlendirmeler', { atama: atamaId }] as const,
};

export function useAtamaDegerlendirmeleri(atamaId: Id) {
  return useQuery({ queryKey: degerlendirmeKeys.ofAtama(atamaId), queryFn: () => degerlendirmelerApi.list(atamaId) });
}

/** A checked evaluation (the form parsed it with the domain's schema). */
export interface NewDegerlendirme {
  atama_id: Id;
  puan: number;
  yorum: string;
  onerilen_durum: OnerilenDurum;
}

/** Sends an evaluation; on success that assignment's evaluations are refetched. */
export function useCreateDegerlendirme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewDegerlendirme) => degerlendirmelerApi.create(payload),
    onSuccess: (_data, payload) => queryClient.invalidateQueries({ queryKey: degerlendirmeKeys.ofAtama(payload.atama_id) }),
  });
}
