// admin/users/: the page list, create (create_user/ or invite_user/), re-send an invitation, edit
// (PUT), delete, deactivate, turn a person's two-factor sign-in off, and the two
// assignments (to a company, as a mentor). Every change refreshes the users' and companies' lists
// (a membership shows in both) and the dashboard's counts.
import { adminKullanicilarApi as usersApi, ikiAdimApi } from '@portal/api-client';
import { ZUserAdminListQuery, type AssignAsMentorPayload, type AssignToCompanyPayload, type Id, type UserCreatePayload, type UserInvitePayload, type UserUpdatePayload } from '@portal/domain';
import { useInvalidateKeys } from '@portal/app-kit';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { AdminListQuery } from '../../../lib/admin-list';
import { cleanListQuery } from '../../../lib/list-query';

export const USERS_KEY = ['admin', 'users'] as const;

export function useUsers(q: AdminListQuery<'is_active' | 'role'>) {
  const params = cleanListQuery(ZUserAdminListQuery, q);
  return useQuery({ queryKey: [...USERS_KEY, 'list', params], queryFn: () => usersApi.list(params), placeholderData: keepPreviousData });
}

function useUserMutation<V, R>(fn: (v: V) => Promise<R>) {
  const invalidate = useInvalidateKeys([USERS_KEY, ['admin', 'sirketler'], ['admin', 'mentorler'], ['admin', 'dashboard']]);
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await invalidate();
    },
  });
}

export const useCreateUser = () => useUserMutation((payload: UserCreatePayload) => usersApi.create(payload));
export const useInviteUser = () => useUserMutation((payload: UserInvitePayload) => usersApi.invite(payload));
export const useResendInvite = () => useUserMutation((id: Id) => usersApi.resendInvite(id));
export const useUpdateUser = () => useUserMutation(({ id, payload }: { id: Id; payload: UserUpdatePayload }) => usersApi.update(id, payload));
export const useDeleteUser = () => useUserMutation((id: Id) => usersApi.remove(id));
export const useSetUserActive = () => useUserMutation(({ id, active }: { id: Id; active: boolean }) => usersApi.setActive(id, active));
export const useAnonymiseUser = () => useUserMutation((id: Id) => usersApi.anonymize(id));
/** Superusers: turns off another person's two-factor sign-in (lost phone and recovery codes). */
export const useResetTwoFactor = () => useUserMutation((id: Id) => ikiAdimApi.resetForUser(id));
export const useAssignToCompany = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: AssignToCompanyPayload }) => usersApi.assignToCompany(id, payload));
export const useAssignAsMentor = () =>
  useUserMutation(({ id, payload }: { id: Id; payload: AssignAsMentorPayload }) => usersApi.assignAsMentor(id, payload));
