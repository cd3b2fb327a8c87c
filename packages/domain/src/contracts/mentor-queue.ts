// The mentor's work queue (GET atamalar/queue/) and the evaluations a mentor wrote
// (GET degerlendirmeler/as_mentor/, whose items are ZDegerlendirme).
import { z } from 'zod';
import { MENTOR_QUEUE_REASONS } from '../mentor-queue';
import { ONERILEN_DURUMLAR } from '../status';
import { ZAtama } from './atama';

export const ZMentorQueueItem = z.object({
  atama: ZAtama,
  /** Why it is where it is in the queue (see mentor-queue.ts). */
  neden: z.enum(MENTOR_QUEUE_REASONS),
  /** The mentor's last evaluation of it, null when none. */
  son_degerlendirme: z
    .object({ id: z.number(), puan: z.number().int(), onerilen_durum: z.enum(ONERILEN_DURUMLAR), olusturuldu: z.string() })
    .nullable(),
  /** When its newest sent (not draft) report came in, null when none. */
  son_rapor: z.string().nullable(),
  /** Sent reports since the last evaluation (all of them when there is none). */
  yeni_rapor_sayisi: z.number().int(),
});
export type MentorQueueItem = z.infer<typeof ZMentorQueueItem>;
