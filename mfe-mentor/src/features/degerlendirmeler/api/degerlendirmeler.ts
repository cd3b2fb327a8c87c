// Evaluations of one assignment, those the mentor wrote (removed assignments included), and sending
// a new one (the queue, the history and that assignment's list are read again after it).
import { basvurularApi, degerlendirmelerApi, raporlarApi } from '@portal/api-client';
import type { Id, OnerilenDurum } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { atamaKeys } from '../../atamalar/api/atamalar';

export const degerlendirmeKeys = {
  all: () => ['degerlendirmeler'] as const,
  rubric: (atamaId: Id) => ['degerlendirmeler', 'olcutler', { atama: atamaId }] as const,
  ofAtama: (atamaId: Id) => ['degerlendirmeler', { atama: atamaId }] as const,
  written: () => ['degerlendirmeler', 'written'] as const,
};

export function useAtamaDegerlendirmeleri(atamaId: Id) {
  return useQuery({ queryKey: degerlendirmeKeys.ofAtama(atamaId), queryFn: () => degerlendirmelerApi.list(atamaId) });
}

/** Every evaluation the mentor wrote, newest first; those of removed assignments carry atama.aktif false. */
export function useWrittenDegerlendirmeler(enabled = true) {
  return useQuery({ queryKey: degerlendirmeKeys.written(), queryFn: () => degerlendirmelerApi.writtenByMe(), enabled });
}

/** The application the mentor evaluates (its text and attachment link) and its reports. */
export function useBasvuruToEvaluate(basvuruId: Id | undefined) {
  return useQuery({ queryKey: ['basvurular', basvuruId], queryFn: () => basvurularApi.get(basvuruId!), enabled: basvuruId !== undefined });
}
export function useRaporlarToRead(basvuruId: Id | undefined) {
  return useQuery({ queryKey: ['raporlar', { basvuru: basvuruId }], queryFn: () => raporlarApi.list(basvuruId!), enabled: basvuruId !== undefined });
}

/** The rubric of the assignment's call (no criteria: the form asks for one 0..100 score). */
export function useAtamaRubric(atamaId: Id) {
  return useQuery({ queryKey: degerlendirmeKeys.rubric(atamaId), queryFn: () => degerlendirmelerApi.rubric(atamaId) });
}

/** A checked evaluation (the form parsed it with the domain's schema): one score, or the criteria's. */
export interface NewDegerlendirme {
  atama_id: Id;
  puan?: number;
  puanlar?: Array<{ olcut_id: Id; puan: number; yorum: string }>;
  yorum: string;
  onerilen_durum: OnerilenDurum;
}

/** Sends an evaluation; on success the evaluations and the queue are refetched. */
export function useCreateDegerlendirme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: NewDegerlendirme) => degerlendirmelerApi.create(payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: degerlendirmeKeys.all() }),
        queryClient.invalidateQueries({ queryKey: atamaKeys.all() }),
      ]),
  });
}
