// The mentor assignment area: available mentors with their workload, unassigned projects, the
// assignments overview, the performance statistics; assigning one, many, and removing one
// (toggle_status). Every change refreshes every query under ['admin', 'mentorler'] (the mentors'
// table and these panels), whose numbers all move together.
import { adminBasvurularApi, adminMentorAtamalariApi, adminMentorlerApi } from '@portal/api-client';
import type { BulkAssignmentRow, Id } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const KEY = ['admin', 'mentorler'] as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEY }),
      // The applications' admin table shows mentors too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'basvurular'] }),
    ]);
}

export function useAvailableMentors() {
  return useQuery({ queryKey: [...KEY, 'available'], queryFn: async () => (await adminMentorlerApi.availableMentors()).mentors });
}

export function useUnassignedProjects() {
  return useQuery({ queryKey: [...KEY, 'unassigned'], queryFn: async () => (await adminMentorlerApi.unassignedProjects()).unassigned_projects });
}

export function useAssignmentsOverview() {
  return useQuery({ queryKey: [...KEY, 'overview'], queryFn: () => adminMentorlerApi.assignmentsOverview() });
}

export function useAssignmentStatistics() {
  return useQuery({ queryKey: [...KEY, 'statistics'], queryFn: async () => (await adminMentorlerApi.assignmentStatistics()).mentor_performance });
}

/** How many approved applications the dialogs' project pickers offer. */
export const PROJECT_OPTIONS_SIZE = 100;

/** Approved applications (the projects a mentor may be given), newest first. */
export function useApprovedProjects(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'approved-projects'],
    queryFn: async () =>
      (await adminBasvurularApi.list({ page: 1, page_size: PROJECT_OPTIONS_SIZE, durum: 'ONAY', ordering: '-olusturuldu' })).results,
    enabled,
  });
}

export function useAssignToApplication() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ mentorId, basvuruId }: { mentorId: Id; basvuruId: Id }) => adminMentorlerApi.assignToApplication(mentorId, basvuruId),
    onSuccess: invalidate,
  });
}

export function useBulkAssign() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (assignments: BulkAssignmentRow[]) => adminMentorlerApi.bulkAssign({ assignments }),
    onSuccess: invalidate,
  });
}

/** Removing an assignment turns it passive (its evaluations stay). */
export function useRemoveAssignment() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (atamaId: Id) => adminMentorAtamalariApi.toggleStatus(atamaId), onSuccess: invalidate });
}
