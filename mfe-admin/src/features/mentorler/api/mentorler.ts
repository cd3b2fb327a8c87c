// admin/mentorler/: the page list, create, replace and delete; and the users a new mentor can be
// made of (active users who are not mentors yet, as the server answers them).
import { adminMentorlerApi } from '@portal/api-client';
import { ZMentorAdminListQuery } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { adminListHooks } from '../../../lib/list-query';

const mentorler = adminListHooks('mentorler', adminMentorlerApi, ZMentorAdminListQuery);

export const MENTORLER_KEY = mentorler.key;
export const useMentorler = mentorler.useList;
export const useSaveMentor = mentorler.useSave;
export const useDeleteMentor = mentorler.useDelete;

/** Users who are not mentors yet, matching `search` (under the mentors' key: a new mentor drops out). */
export function useMentorCandidates(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...MENTORLER_KEY, 'candidates', search],
    queryFn: async () => (await adminMentorlerApi.candidateUsers(search.trim() || undefined)).users,
    enabled,
  });
}
