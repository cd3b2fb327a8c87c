// admin/users/: the page list, create (create_user/), edit (PUT), delete, deactivate, and the two
// assignments (to a company, as a mentor). Every change refreshes the users' and companies' lists
// (a membership shows in both) and the dashboard's counts.
import { adminKullanicilarApi as usersApi } from '@portal/api-client';
import { USER_ROLE_FILTERS, type AssignAsMentorPayload, type AssignToCompanyPayload, type Id, type UserCreatePayload, type UserUpdatePayload } from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const USERS_KEY = ['admin', 'users'] as const;

export interface UsersQuery {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
  is_active?: string;
  role?: string;
}

export function useUsers(q: UsersQuery) {
  const params = {
    ...q,
    is_active: q.is_active === 'true' || q.is_active === 'false' ? q.is_active : undefined,
    role: (USER_ROLE_FILTERS as readonly string[]).includes(q.role ?? '') ? q.role : undefined,
  };
  return useQuery({ queryKey: [...USERS_KEY, 'list', params], queryFn: () => usersApi.list(params), placeholderData: keepPreviousData });
}

function useUserMutation<V, R>(fn: (v: V) => Promise<R>) {
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

export const useCreateUser = () => useUserMutation((payload: UserCreatePayload) => usersApi.create(payload));
export const useUpdateUser = () => useUserMutation(({ id, payload }: { id: Id; payload: UserUpdatePayload }) => usersApi.update(id, payload));
export const useDeleteUser = () => useUserMutation((id: Id) => usersApi.remove(id));
export const useSetUserActive = () => useUserMutation(({ id, active }: { id: Id; active: boolean }) => usersApi.setActive(id, active));
export const useAnonymiseUser = () => useUserMutation((id: Id) => usersApi.anonymize(id));
export const useAssignToCompany = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: AssignToCompanyPayload }) => usersApi.assignToCompany(id, payload));
export const useAssignAsMentor = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: AssignAsMentorPayload }) => usersApi.assignAsMentor(id, payload));
