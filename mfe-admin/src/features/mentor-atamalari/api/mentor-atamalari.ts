// The mentor assignment area: available mentors with their workload, unassigned projects, the
// assignments overview, the performance statistics; assigning one, many, and removing one
// (toggle_status). Every change refreshes every query under ['admin', 'mentorler'] (the mentors'
// table and these panels), whose numbers all move together.
import { adminBasvurularApi, adminMentorAtamalariApi, adminMentorlerApi } from '@portal/api-client';
import type { BasvuruDurum, BulkAssignmentRow, Id } from '@portal/domain';
import { useInvalidateKeys } from '@portal/app-kit';
import { useMutation, useQuery } from '@tanstack/react-query';

const KEY = ['admin', 'mentorler'] as const;

// The applications' admin table shows mentors too.
const useInvalidate = () => useInvalidateKeys([KEY, ['admin', 'basvurular']]);

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

/** How many approved applications the dialogs' project pickers offer besides the unassigned ones. */
export const PROJECT_OPTIONS_SIZE = 100;

/** A project the dialogs offer: an application that can take a mentor. */
export interface ProjectOption {
  id: Id;
  proje_basligi: string;
  durum: BasvuruDurum;
  basvuran: string;
  /** It has no active mentor yet. */
  unassigned: boolean;
}

/**
 * The dialogs' projects: the unassigned ones first (any state that can take a mentor), then the
 * newest approved applications that already have one (a second mentor is allowed).
 */
export function useProjectOptions() {
  const unassigned = useUnassignedProjects();
  const approved = useQuery({
    queryKey: [...KEY, 'approved-projects'],
    queryFn: async () =>
      (await adminBasvurularApi.list({ page: 1, page_size: PROJECT_OPTIONS_SIZE, durum: 'ONAY', ordering: '-olusturuldu' })).results,
  });
  const options: ProjectOption[] = (unassigned.data ?? []).map((p) => ({
    id: p.id,
    proje_basligi: p.proje_basligi,
    durum: p.durum,
    basvuran: p.basvuran.ad_soyad,
    unassigned: true,
  }));
  const seen = new Set(options.map((o) => o.id));
  for (const b of approved.data ?? []) {
    if (!seen.has(b.id)) options.push({ id: b.id, proje_basligi: b.proje_basligi, durum: b.durum, basvuran: b.basvuran?.ad_soyad ?? '', unassigned: false });
  }
  return { options, isPending: unassigned.isPending || approved.isPending };
}

/** Mentors ranked for one project (never a conflicted, full or already assigned one). */
export function useSuggestions(basvuruId: Id | null) {
  return useQuery({
    queryKey: [...KEY, 'suggestions', basvuruId],
    queryFn: () => adminMentorlerApi.suggestions(basvuruId as Id),
    enabled: basvuruId !== null,
  });
}

/** A balanced plan for every unassigned project: a preview, saved only through bulk_assign. */
export function useSuggestedPlan(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'suggested-plan'], queryFn: () => adminMentorlerApi.suggestedPlan(), enabled, staleTime: 0 });
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
