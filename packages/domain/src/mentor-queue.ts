/**
 * A mentor's work queue: which of the mentor's active assignments needs them first, and why.
 * Not evaluated yet comes first (waiting longest first), then those with a report sent after the
 * mentor's last evaluation (last evaluated longest ago first), then the rest (last evaluated
 * longest ago first), so a project just evaluated goes to the bottom.
 */
import type { ChipColor } from './status';

export const MENTOR_QUEUE_REASONS = ['degerlendirilmedi', 'yeni_rapor', 'degerlendirildi'] as const;
export type MentorQueueReason = (typeof MENTOR_QUEUE_REASONS)[number];

export const MENTOR_QUEUE_REASON_META: Record<MentorQueueReason, { label: string; color: ChipColor }> = {
  degerlendirilmedi: { label: 'Henüz değerlendirilmedi', color: 'warning' },
  yeni_rapor: { label: 'Yeni rapor var', color: 'info' },
  degerlendirildi: { label: 'Değerlendirildi', color: 'success' },
};

/** Why an assignment is where it is: no evaluation yet; a report sent since the last one; else done. */
export function mentorQueueReason(input: { lastEvaluationAt: string | null; newReports: number }): MentorQueueReason {
  if (input.lastEvaluationAt === null) return 'degerlendirilmedi';
  return input.newReports > 0 ? 'yeni_rapor' : 'degerlendirildi';
}

export interface MentorQueueEntry {
  reason: MentorQueueReason;
  /** When the assignment was made (ISO). */
  assignedAt: string;
  /** The mentor's last evaluation on it (ISO), null when none. */
  lastEvaluationAt: string | null;
  id: number;
}

const time = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));

/** Queue order (see the file's comment); ties by assignment id. */
export function compareMentorQueue(a: MentorQueueEntry, b: MentorQueueEntry): number {
  const rank = MENTOR_QUEUE_REASONS.indexOf(a.reason) - MENTOR_QUEUE_REASONS.indexOf(b.reason);
  if (rank !== 0) return rank;
  const waited = a.reason === 'degerlendirilmedi' ? time(a.assignedAt) - time(b.assignedAt) : time(a.lastEvaluationAt) - time(b.lastEvaluationAt);
  return waited || a.id - b.id;
}
