// The demo seed's mentoring data as staff, mentors and applicants read it through the API (issue
// 10): mentors with different workloads, a full one, a passive one, a declared conflict; projects
// left unassigned; evaluations that agree and one pair that disagrees; kullanici2 not a mentor.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Atama, AvailableMentor, Consensus, Degerlendirme, MentorPerformance, MentorSuggestionsResponse, UnassignedProject } from '@portal/domain';
import { DEMO_PASSWORD, seedDemoIfEmpty } from '../../cli/seed';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
const tokens: Record<string, string> = {};

async function as<T>(username: string, url: string): Promise<T> {
  if (!tokens[username]) {
    const login = await t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password: DEMO_PASSWORD } });
    tokens[username] = login.json().access;
  }
  const res = await t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization: `Bearer ${tokens[username]}` } });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return res.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.database.db, { dataDir: t.config.dataDir })).toBe(true);
}, 60_000);
afterAll(() => t.close());

describe('demo mentoring data', () => {
  test('available mentors: three active with low, medium and high workloads; the passive one left out', async () => {
    const { mentors } = await as<{ mentors: AvailableMentor[] }>('admin', 'admin/mentorler/available_mentors/');
    const level = Object.fromEntries(mentors.map((m) => [m.name, [m.workload_level, m.active_assignments, m.kapasite]]));
    expect(level).toEqual({
      'Mehmet Kaya': ['Yüksek', 4, 6],
      'Zeynep Arslan': ['Orta', 3, 3],
      'Ahmet Tunç': ['Düşük', 0, 5],
    });
  });

  test('unassigned projects: an approved one and two sent ones; kullanici2 is not a mentor', async () => {
    const { unassigned_projects } = await as<{ unassigned_projects: UnassignedProject[] }>('admin', 'admin/mentorler/unassigned_projects/');
    expect(unassigned_projects.map((p) => [p.proje_basligi, p.durum, p.basvuran.firma_adi]).sort()).toEqual(
      [
        ['Akıllı Tarım — Pazar Açılımı Mentorluğu', 'GONDERILDI', null],
        ['Bulut Tabanlı Ön Muhasebe', 'ONAY', 'Demo Teknoloji A.Ş.'],
        ['Elektrikli Araç Filo Planlayıcı', 'GONDERILDI', 'Anadolu Yazılım Ltd. Şti.'],
      ].sort(),
    );
    expect(await as<Atama[]>('kullanici2', 'atamalar/')).toEqual([]);
    const { results } = await as<{ results: { user: { username: string } }[] }>('admin', 'admin/mentorler/?page_size=100');
    expect(results.map((m) => m.user.username).sort()).toEqual(['mentor1', 'mentor2', 'mentor3', 'mentor4']);
  });

  test('consensus: the agreeing pair is not flagged, the disagreeing pair is', async () => {
    const { consensus } = await as<{ consensus: Consensus[] }>('admin', 'admin/mentorler/assignments_overview/');
    const byTitle = Object.fromEntries(consensus.map((c) => [c.proje_basligi, c.flagged]));
    expect(byTitle).toEqual({ 'Akıllı Tarım Sensör Ağı': false, 'Mobil Sağlık Takip Uygulaması': true });
  });

  test('performance: averages on the star scale; mentors and applicants read their own', async () => {
    const { mentor_performance } = await as<{ mentor_performance: MentorPerformance[] }>('admin', 'admin/mentorler/assignment_statistics/');
    const mehmet = mentor_performance.find((p) => p.mentor.name === 'Mehmet Kaya')!;
    // 95, 82, 74, 92 -> 85.75 -> 4.29 stars
    expect(mehmet).toMatchObject({ total_assignments: 5, active_assignments: 4, completed_assignments: 1, average_puan: 85.75, average_score: 4.29 });
    expect((await as<Atama[]>('mentor1', 'atamalar/')).map((a) => a.basvuru.proje_basligi).sort()).toEqual(
      ['Akıllı Tarım Sensör Ağı', 'Fabrikalar İçin Enerji İzleme Paneli', 'Mobil Sağlık Takip Uygulaması', 'Yapay Zekâ Destekli Müşteri Hizmetleri'].sort(),
    );
    const mine = await as<Degerlendirme[]>('kullanici1', 'degerlendirmeler/');
    expect(mine.map((d) => d.puan).sort()).toEqual([82, 86]);
  });

  test('suggestions for the fleet planner: the energy mentor first; the full mentor left out', async () => {
    const { unassigned_projects } = await as<{ unassigned_projects: UnassignedProject[] }>('admin', 'admin/mentorler/unassigned_projects/');
    const filo = unassigned_projects.find((p) => p.proje_basligi === 'Elektrikli Araç Filo Planlayıcı')!;
    const res = await as<MentorSuggestionsResponse>('admin', `admin/mentorler/suggestions/?basvuru=${filo.id}`);
    expect(res.suggestions[0]!.mentor.name).toBe('Ahmet Tunç');
    expect(res.excluded).toEqual([expect.objectContaining({ name: 'Zeynep Arslan', reason: 'full' })]);
  });
});
