import { describe, expect, test } from '@jest/globals';
import {
  averageScore,
  highScoreCount,
  improvementCount,
  performanceScoreColor,
  scoreBand,
  starRating,
  successRate,
  summarizeEvaluations,
  workloadColor,
  workloadLevel,
} from '../index';

describe('spec 4 score bands', () => {
  test.each([
    ['spec 4 band: 100 -> Mükemmel, green', 100, 'Mükemmel', 'green'],
    ['spec 4 band: 90 -> Mükemmel', 90, 'Mükemmel', 'green'],
    ['spec 4 band: 89 -> Çok İyi, green', 89, 'Çok İyi', 'green'],
    ['spec 4 band: 80 -> Çok İyi', 80, 'Çok İyi', 'green'],
    ['spec 4 band: 79 -> İyi, orange', 79, 'İyi', 'orange'],
    ['spec 4 band: 70 -> İyi', 70, 'İyi', 'orange'],
    ['spec 4 band: 69 -> Orta, orange', 69, 'Orta', 'orange'],
    ['spec 4 band: 60 -> Orta', 60, 'Orta', 'orange'],
    ['spec 4 band: 59 -> Geliştirilmeli, red', 59, 'Geliştirilmeli', 'red'],
    ['spec 4 band: 0 -> Geliştirilmeli', 0, 'Geliştirilmeli', 'red'],
  ])('%s', (_name, score, label, color) => expect(scoreBand(score)).toMatchObject({ label, color }));
});

describe('spec 9 score arithmetic', () => {
  test.each([
    ['spec 9 stars: 100 -> 5', 100, 5],
    ['spec 9 stars: 50 -> 2.5', 50, 2.5],
    ['spec 9 stars: 0 -> 0', 0, 0],
    ['stars clamp: 150 -> 5', 150, 5],
  ])('%s', (_name, score, stars) => expect(starRating(score)).toBe(stars));

  const scores = [95, 80, 79, 60, 59, 10];
  test('spec 9 success rate: share with score >= 80 (2 of 6 -> 33%)', () => {
    expect(highScoreCount(scores)).toBe(2);
    expect(successRate(scores)).toBe(33);
  });
  test('spec 9 improvement bucket: below 60', () => expect(improvementCount(scores)).toBe(2));
  test('spec 9 average rounded: (95+80+79+60+59+10)/6 = 63.83 -> 64', () => expect(averageScore(scores)).toBe(64));
  test('empty lists -> 0', () => {
    expect(successRate([])).toBe(0);
    expect(averageScore([])).toBe(0);
  });
  test('spec 2 my evaluations summary', () => {
    expect(
      summarizeEvaluations([
        { puan: 90, onerilen_durum: 'ONAY' },
        { puan: '50', onerilen_durum: 'RED' },
        { puan: 85, onerilen_durum: 'onay' },
      ]),
    ).toEqual({ total: 3, average: 75, highCount: 2, successRate: 67, improvementCount: 1, distinctStatuses: 2 });
  });
});

describe('spec 4 chips', () => {
  test.each([
    ['spec 4 performance: 4 -> green', 4, 'green'],
    ['spec 4 performance: 4.5 -> green', 4.5, 'green'],
    ['spec 4 performance: 3 -> orange', 3, 'orange'],
    ['spec 4 performance: 2.99 -> red', 2.99, 'red'],
    ['spec 4 performance: null -> red', null, 'red'],
  ])('%s', (_name, avg, color) => expect(performanceScoreColor(avg)).toBe(color));

  test.each([
    ['workload (ours): 0 -> Düşük green', 0, 'Düşük', 'green'],
    ['workload (ours): 1 -> Düşük', 1, 'Düşük', 'green'],
    ['workload (ours): 2 -> Orta orange', 2, 'Orta', 'orange'],
    ['workload (ours): 3 -> Orta', 3, 'Orta', 'orange'],
    ['workload (ours): 4 -> Yüksek red', 4, 'Yüksek', 'red'],
    ['workload (ours): 10 -> Yüksek', 10, 'Yüksek', 'red'],
  ])('%s', (_name, n, level, color) => {
    expect(workloadLevel(n)).toBe(level);
    expect(workloadColor(level)).toBe(color);
  });
});
