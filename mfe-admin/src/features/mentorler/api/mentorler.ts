// admin/mentorler/: the page list, create, replace and delete; and the users a new mentor can be
// made of (the users list of admin/users/, without those who already are mentors).
import { adminMentorlerApi, adminResource } from '@portal/api-client';
import { createAdminHooks } from '@portal/app-kit';
import { useQuery } from '@tanstack/react-query';

export interface MentorlerQuery {
  page: number;
  page_size: number;
  search?: string;
  /** 'true' | 'false'; anything else is no filter. */
  aktif?: string;
  ordering?: string;
}

const mentorler = createAdminHooks(['admin', 'mentorler'], {
  ...adminMentorlerApi,
  list: (q: MentorlerQuery) => adminMentorlerApi.list({ ...q, aktif: q.aktif === 'true' || q.aktif === 'false' ? q.aktif : undefined }),
});

export const MENTORLER_KEY = mentorler.key;
export const useMentorler = mentorler.useList;
export const useSaveMentor = mentorler.useSave;
export const useDeleteMentor = mentorler.useDelete;

/** What the picker reads of a user record of admin/users/ (superusers only). */
interface UserOption {
  id: number;
  username: string;
  full_name: string;
  email: string;
  is_mentor: boolean;
  is_staff: boolean;
}
// The users resource itself (adminKullanicilarApi) comes with the users issue; until both are on one
// branch this reads its list through the same admin factory.
const usersApi = adminResource<UserOption>('users');

/** How many matching users the picker offers at once (type to narrow). */
export const CANDIDATE_PAGE_SIZE = 100;

/** Users who are not mentors yet, matching `search` (under the mentors' key: a new mentor drops out). */
export function useMentorCandidates(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MENTORLER_KEY, 'candidates', search],
    queryFn: async () => {
      const page = await usersApi.list({ page: 1, page_size: CANDIDATE_PAGE_SIZE, search, is_active: 'true', ordering: 'username' });
      return page.results.filter((u) => !u.is_mentor && !u.is_staff);
    },
    enabled,
  });
}
