import { describe, expect, it } from '@jest/globals';
import { jsonResponse, type FetchStub, type RecordedRequest } from '@portal/api-client/testing';
import { renderScreen } from '@portal/app-kit/testing';
import { EXPERTISE_CUT_OVERVIEW, truncate, type Atama, type AvailableMentor, type MentorPerformance, type UnassignedProject } from '@portal/domain';
import { screen, waitFor, within } from '@portal/ui/testing';
import { MentorAtamalariPage } from '../components/mentor-atamalari-page';
import { pageOf, screenTestApi, writesOf } from '../../../lib/testing';

const MENTORS: AvailableMentor[] = [
  { id: 1, name: 'Mehmet Kaya', unvan: 'Doç. Dr.', uzmanlik: 'Yapay zekâ, '.repeat(20), active_assignments: 4, workload_level: 'Yüksek', kapasite: 5 },
  { id: 2, name: 'Zeynep Arslan', unvan: 'Danışman', uzmanlik: 'Finans', active_assignments: 0, workload_level: 'Düşük', kapasite: 5 },
];
const UNASSIGNED: UnassignedProject[] = [
  { id: 30, proje_basligi: 'Enerji Paneli', durum: 'ONAY', basvuran: { ad_soyad: 'Elif Şahin', firma_adi: 'Demo A.Ş.' }, cagri: { id: 1, baslik: 'Yeşil Çağrı' } },
];
const atama = (id: number, aktif: boolean): Atama => ({
  id,
  tarih: '2025-03-01T09:00:00Z',
  aktif,
  basvuru: {
    id: 40 + id,
    proje_basligi: `Proje ${id}`,
    durum: 'ONAY',
    basvuran: { id: 5, ad_soyad: 'Can Öztürk', email: 'c@example.org', firma_adi: '' },
    cagri: { id: 1, baslik: 'Teknoloji' },
  },
  mentor: { id: 1, name: 'Mehmet Kaya', aktif: true, unvan: 'Doç. Dr.', uzmanlik: '', user: { id: 7, first_name: 'Mehmet', last_name: 'Kaya', username: 'mentor1', email: 'm@example.org' } },
  evaluation_count: 0,
});
const PERFORMANCE: MentorPerformance[] = [
  { mentor: { id: 1, name: 'Mehmet Kaya', unvan: 'Doç. Dr.' }, total_assignments: 3, active_assignments: 2, completed_assignments: 1, average_score: 4.25, average_puan: 85, evaluation_count: 2 },
  { mentor: { id: 2, name: 'Zeynep Arslan', unvan: '' }, total_assignments: 1, active_assignments: 1, completed_assignments: 0, average_score: 3.1, average_puan: 62, evaluation_count: 1 },
  { mentor: { id: 3, name: 'Ali Demir', unvan: '' }, total_assignments: 0, active_assignments: 0, completed_assignments: 0, average_score: null, average_puan: null, evaluation_count: 0 },
];

let s: FetchStub | null = null;
const api = screenTestApi();

function stubApi(write?: (r: RecordedRequest) => Response | Promise<Response>) {
  s = api.answer((r) => {
    if (r.method !== 'GET') return write ? write(r) : jsonResponse(201, {});
    if (r.path.endsWith('/available_mentors/')) return jsonResponse(200, { mentors: MENTORS });
    if (r.path.endsWith('/unassigned_projects/')) return jsonResponse(200, { unassigned_projects: UNASSIGNED });
    if (r.path.endsWith('/assignments_overview/')) return jsonResponse(200, { assignments: [atama(1, true), atama(2, false)], consensus: [] });
    if (r.path.endsWith('/assignment_statistics/')) return jsonResponse(200, { mentor_performance: PERFORMANCE });
    if (r.path === '/api/admin/basvurular/') return pageOf([]);
    return jsonResponse(404, { detail: 'Bulunamadı.' });
  });
  return s;
}

describe('/admin/mentor-assignments', () => {
  it('overview: mentors with workload chips and expertise cut at 100, unassigned projects with applicant, company and call', async () => {
    stubApi();
    renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments' });
    const mentor = await screen.findByRole('listitem', { name: 'Mehmet Kaya' });
    expect(within(mentor).getByText('Yüksek')).toHaveAttribute('data-chip-color', 'error');
    expect(within(mentor).getByText('4 aktif proje')).toBeInTheDocument();
    expect(within(mentor).getByText(truncate(MENTORS[0]!.uzmanlik, EXPERTISE_CUT_OVERVIEW))).toBeInTheDocument();
    expect(truncate(MENTORS[0]!.uzmanlik, EXPERTISE_CUT_OVERVIEW).startsWith(MENTORS[0]!.uzmanlik.slice(0, 100))).toBe(true);
    expect(within(screen.getByRole('listitem', { name: 'Zeynep Arslan' })).getByText('Düşük')).toHaveAttribute('data-chip-color', 'success');
    const project = screen.getByRole('listitem', { name: 'Enerji Paneli' });
    expect(within(project).getByText('Başvuran: Elif Şahin · Demo A.Ş.')).toBeInTheDocument();
    expect(within(project).getByText('Çağrı: Yeşil Çağrı')).toBeInTheDocument();
  });

  it('single dialog: the refusal behind "Hata: ", success message and the request', async () => {
    let answer = jsonResponse(400, { detail: 'Bu mentor bu projeye zaten atanmış.', error: 'Bu mentor bu projeye zaten atanmış.' });
    const f = stubApi(() => answer);
    const { user } = renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments' });
    await user.click(await screen.findByRole('button', { name: 'Ata: Enerji Paneli' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Mehmet Kaya/ }).length).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByText('Lütfen bir mentor seçin.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Mentor' }), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByText('Hata: Bu mentor bu projeye zaten atanmış.')).toBeInTheDocument();
    answer = jsonResponse(500, {});
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await within(dialog).findByText('Atama başarısız')).toBeInTheDocument();
    answer = jsonResponse(201, atama(9, true));
    await user.click(within(dialog).getByRole('button', { name: 'Ata' }));
    expect(await screen.findByText('Mentor başarıyla atandı!')).toBeInTheDocument();
    expect(writesOf(f).at(-1)).toEqual({ method: 'POST', path: '/api/admin/mentorler/1/assign_to_application/', body: JSON.stringify({ application_id: 30 }) });
  });

  it('bulk dialog: incomplete rows refused, rows removable, success shows the counts', async () => {
    const f = stubApi(() => jsonResponse(201, { total_successful: 1, total_failed: 0 }));
    const { user } = renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments' });
    await user.click(await screen.findByRole('button', { name: 'Toplu Atama' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Toplu Ata' }));
    expect(await within(dialog).findByText('Her satırda mentor ve proje seçilmelidir.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '1. satırı kaldır' }));
    await user.click(within(dialog).getByRole('button', { name: 'Toplu Ata' }));
    expect(await within(dialog).findByText('En az bir atama satırı ekleyin.', { selector: '[role=alert] *' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Satır Ekle/ }));
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /Enerji Paneli/ }).length).toBeGreaterThan(0));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '1. atama: Mentor' }), '2');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '1. atama: Proje' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Toplu Ata' }));
    expect(await screen.findByText('Toplu atama tamamlandı. Başarılı: 1, Başarısız: 0')).toBeInTheDocument();
    expect(writesOf(f)).toEqual([{ method: 'POST', path: '/api/admin/mentorler/bulk_assign/', body: JSON.stringify({ assignments: [{ mentor_id: 2, basvuru_id: 30 }] }) }]);
  });

  it('plan dialog: a named loading status while the plan is computed, then the plan', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const plan = {
      assignments: [{ mentor_id: 2, basvuru_id: 30, mentor_name: 'Zeynep Arslan', proje_basligi: 'Enerji Paneli', score: 2, matched_words: ['enerji'] }],
      unplaced: [],
      total_score: 2,
    };
    stubApi(async (r) => {
      if (!r.path.endsWith('/suggested_plan/')) return jsonResponse(201, {});
      await gate;
      return jsonResponse(200, plan);
    });
    const { user } = renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments' });
    await user.click(await screen.findByRole('button', { name: 'Önerilenlerin Tümünü Ata' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status', { name: 'Yükleniyor...' })).toBeInTheDocument();
    release();
    const table = await within(dialog).findByRole('table', { name: 'Önerilen Atama Planı' });
    expect(within(table).getByRole('cell', { name: 'Zeynep Arslan' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('active assignments: only active rows; remove asks first, then toggles the assignment', async () => {
    const f = stubApi(() => jsonResponse(200, atama(1, false)));
    const { user } = renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments?tab=active' });
    const table = await screen.findByRole('table', { name: 'Aktif atamalar' });
    expect(within(table).getByText('Proje 1')).toBeInTheDocument();
    expect(within(table).queryByText('Proje 2')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Kaldır: Proje 1 / Mehmet Kaya' }));
    const confirm = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(writesOf(f)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText('Atama başarıyla kaldırıldı!')).toBeInTheDocument();
    expect(writesOf(f)).toEqual([{ method: 'PATCH', path: '/api/admin/mentor-atamalari/1/toggle_status/', body: '' }]);
  });

  it('performance: counts and the average score on the one scale (out of 100 with stars, band colour)', async () => {
    stubApi();
    renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments?tab=performance' });
    const table = await screen.findByRole('table', { name: 'Mentor performansı' });
    const row = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    const score = (name: string) => within(row(name)).getByTestId('average-score');
    expect(score('Mehmet Kaya')).toHaveTextContent('85/100');
    expect(within(row('Mehmet Kaya')).getByTestId('star-fill')).toHaveStyle({ width: '85%' });
    expect(score('Zeynep Arslan')).toHaveTextContent('62/100');
    expect(within(table).queryByText('4,25')).toBeNull();
    expect(within(row('Ali Demir')).getByText('Puan yok')).toBeInTheDocument();
  });

  it("a table's order is in the URL (a reload keeps it); another tab starts from its own order", async () => {
    stubApi();
    const { user, location } = renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments?tab=performance&ordering=-mentor' });
    const table = await screen.findByRole('table', { name: 'Mentor performansı' });
    const header = within(table).getByRole('columnheader', { name: 'Mentor' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button', { name: 'Mentor' }));
    expect(location()).toBe('/admin/mentor-assignments?tab=performance&ordering=mentor');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('tab', { name: 'Aktif Atamalar' }));
    expect(location()).toBe('/admin/mentor-assignments?tab=active');
  });

  it('the spec banners when the panels fail to load', async () => {
    s = api.answer(() => jsonResponse(500, {}));
    renderScreen(<MentorAtamalariPage />, { route: '/admin/mentor-assignments' });
    expect(await screen.findByText('Mentorlar yüklenirken hata oluştu.')).toBeInTheDocument();
    expect(await screen.findByText('Atanmamış projeler yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
