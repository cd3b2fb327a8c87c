import { describe, expect, test } from '@jest/globals';
import { compareMentorQueue, mentorQueueReason, type MentorQueueEntry } from '../index';

describe('mentor queue', () => {
  test.each([
    ['no evaluation yet', null, 0, 'degerlendirilmedi'],
    ['no evaluation yet, reports waiting', null, 3, 'degerlendirilmedi'],
    ['a report since the last evaluation', '2025-03-01T10:00:00Z', 1, 'yeni_rapor'],
    ['nothing new', '2025-03-01T10:00:00Z', 0, 'degerlendirildi'],
  ] as const)('reason: %s', (_name, lastEvaluationAt, newReports, reason) => {
    expect(mentorQueueReason({ lastEvaluationAt, newReports })).toBe(reason);
  });

  test('order: not evaluated (waiting longest first), new report, the rest (last evaluated longest ago first)', () => {
    const e = (id: number, reason: MentorQueueEntry['reason'], assignedAt: string, lastEvaluationAt: string | null): MentorQueueEntry => ({ id, reason, assignedAt, lastEvaluationAt });
    const entries = [
      e(1, 'degerlendirildi', '2025-01-01T00:00:00Z', '2025-03-09T00:00:00Z'),
      e(2, 'degerlendirilmedi', '2025-02-01T00:00:00Z', null),
      e(3, 'yeni_rapor', '2025-01-01T00:00:00Z', '2025-03-01T00:00:00Z'),
      e(4, 'degerlendirildi', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z'),
      e(5, 'degerlendirilmedi', '2025-01-15T00:00:00Z', null),
      e(6, 'yeni_rapor', '2025-01-01T00:00:00Z', '2025-01-20T00:00:00Z'),
    ];
    expect([...entries].sort(compareMentorQueue).map((x) => x.id)).toEqual([5, 2, 6, 3, 4, 1]);
  });
});
