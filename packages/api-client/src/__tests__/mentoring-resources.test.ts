// The mentoring resources write the server's paths, methods and bodies (spec: the calls it makes).
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { adminMentorAtamalariApi, adminMentorlerApi, atamalarApi, configureApiClient, degerlendirmelerApi, setTokenStorage } from '../index';
import { jsonResponse, MemoryStorage, stubFetch, type FetchStub } from '../testing';

let fetchStub: FetchStub | undefined;

beforeEach(() => {
  setTokenStorage(new MemoryStorage());
  configureApiClient({ baseUrl: 'http://portal.test/api' });
});
afterEach(() => fetchStub?.restore());

const calls = () =>
  fetchStub!.calls.map((c) => {
    const url = new URL(c.url);
    return [c.method, `${url.pathname}${url.search}`, c.body === '' ? null : JSON.parse(c.body)];
  });

test('atamalar and degerlendirmeler: plain arrays or pages are read as lists', async () => {
  const page = { count: 1, next: null, previous: null, results: [{ id: 2 }] };
  fetchStub = stubFetch((req) =>
    req.method === 'POST' ? jsonResponse(201, { id: 9 }) : jsonResponse(200, req.path.includes('degerlendirmeler') ? page : [{ id: 1 }]),
  );
  await expect(atamalarApi.list()).resolves.toEqual([{ id: 1 }]);
  await expect(atamalarApi.list(5)).resolves.toEqual([{ id: 1 }]);
  await expect(degerlendirmelerApi.list()).resolves.toEqual([{ id: 2 }]);
  await expect(degerlendirmelerApi.list(7)).resolves.toEqual([{ id: 2 }]);
  await expect(degerlendirmelerApi.create({ atama_id: 7, puan: 85, yorum: 'İyi', onerilen_durum: 'ONAY' })).resolves.toEqual({ id: 9 });
  expect(calls()).toEqual([
    ['GET', '/api/atamalar/', null],
    ['GET', '/api/atamalar/?basvuru=5', null],
    ['GET', '/api/degerlendirmeler/', null],
    ['GET', '/api/degerlendirmeler/?atama=7', null],
    ['POST', '/api/degerlendirmeler/', { atama_id: 7, puan: 85, yorum: 'İyi', onerilen_durum: 'ONAY' }],
  ]);
});

test('admin mentors: CRUD, panels, assignment, suggestions, plan, consensus and the toggle', async () => {
  fetchStub = stubFetch((req) => (req.method === 'DELETE' ? jsonResponse(204, null) : jsonResponse(200, {})));
  await adminMentorlerApi.list({ page: 2, search: 'ay', aktif: '' });
  await adminMentorlerApi.create({ user_id: 3, unvan: 'Dr.', uzmanlik: 'Enerji', aktif: true });
  await adminMentorlerApi.update(4, { user_id: 3, unvan: 'Prof.', uzmanlik: 'Enerji', aktif: false, kapasite: 2 });
  await adminMentorlerApi.remove(4);
  await adminMentorlerApi.candidateUsers('ş');
  await adminMentorlerApi.availableMentors();
  await adminMentorlerApi.unassignedProjects();
  await adminMentorlerApi.assignmentsOverview();
  await adminMentorlerApi.assignmentStatistics();
  await adminMentorlerApi.assignToApplication(4, 11);
  await adminMentorlerApi.bulkAssign({ assignments: [{ mentor_id: 4, basvuru_id: 11 }] });
  await adminMentorlerApi.suggestions(11);
  await adminMentorlerApi.suggestedPlan();
  await adminMentorlerApi.consensus(11);
  await adminMentorAtamalariApi.toggleStatus(8);
  expect(calls()).toEqual([
    ['GET', '/api/admin/mentorler/?page=2&search=ay', null],
    ['POST', '/api/admin/mentorler/', { user_id: 3, unvan: 'Dr.', uzmanlik: 'Enerji', aktif: true }],
    ['PUT', '/api/admin/mentorler/4/', { user_id: 3, unvan: 'Prof.', uzmanlik: 'Enerji', aktif: false, kapasite: 2 }],
    ['DELETE', '/api/admin/mentorler/4/', null],
    ['GET', '/api/admin/mentorler/candidate_users/?search=%C5%9F', null],
    ['GET', '/api/admin/mentorler/available_mentors/', null],
    ['GET', '/api/admin/mentorler/unassigned_projects/', null],
    ['GET', '/api/admin/mentorler/assignments_overview/', null],
    ['GET', '/api/admin/mentorler/assignment_statistics/', null],
    ['POST', '/api/admin/mentorler/4/assign_to_application/', { application_id: 11 }],
    ['POST', '/api/admin/mentorler/bulk_assign/', { assignments: [{ mentor_id: 4, basvuru_id: 11 }] }],
    ['GET', '/api/admin/mentorler/suggestions/?basvuru=11', null],
    ['POST', '/api/admin/mentorler/suggested_plan/', {}],
    ['GET', '/api/admin/mentorler/consensus/?basvuru=11', null],
    ['PATCH', '/api/admin/mentor-atamalari/8/toggle_status/', null],
  ]);
});
