// admin/users/: the page list, create (create_user/), edit (PUT), delete, deactivate, and the two
// assignments (to a company, as a mentor). Every change refreshes the users' and companies' lists
// (a membership shows in both) and the dashboard's counts.
import { adminUsersApi } from '@portal/api-client';
import type { AssignAsMentorPayload, CompanyAssignPayload, Id, UserPayload } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const USERS_KEY = ['admin', 'users'] as const;

export interface UsersQuery {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  is_active?: string;
}

export function useUsers(q: UsersQuery) {
  const params = { ...q, is_active: q.is_active === 'true' || q.is_active === 'false' ? q.is_active : undefined };
  return useQuery({ queryKey: [...USERS_KEY, 'list', params], queryFn: () => adminUsersApi.list(params), placeholderData: keepPreviousData });
}

function useUserMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ['admin', 'sirketler'] }),
        client.invalidateQueries({ queryKey: ['admin', 'mentorler'] }),
        client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]);
    },
  });
}

export const useSaveUser = () =>
  useUserMutation(({ id, payload }: { id: Id | null; payload: UserPayload }) => (id === null ? adminUsersApi.create(payload) : adminUsersApi.update(id, payload)));
export const useDeleteUser = () => useUserMutation((id: Id) => adminUsersApi.remove(id));
export const useSetUserActive = () => useUserMutation(({ id, active }: { id: Id; active: boolean }) => adminUsersApi.setActive(id, active));
export const useAssignToCompany = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: CompanyAssignPayload }) => adminUsersApi.assignToCompany(id, payload));
export const useAssignAsMentor = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: AssignAsMentorPayload }) => adminUsersApi.assignAsMentor(id, payload));
