// The two pickers of the assignment dialogs: an active mentor (with its workload) and an approved
// project (with its applicant).
import type { AvailableMentor, Basvuru } from '@portal/domain';
import { NativeSelect } from '@portal/ui';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

export function MentorSelect({ mentors, value, onChange, label }: { mentors: readonly AvailableMentor[]; value: string; onChange: (v: string) => void; label: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{T.mentorPlaceholder}</option>
        {mentors.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {m.name}
            {m.unvan ? ` (${m.unvan})` : ''} — {m.workload_level}, {T.activeProjects(m.active_assignments)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ProjectSelect({ projects, value, onChange, label }: { projects: readonly Basvuru[]; value: string; onChange: (v: string) => void; label: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{T.projectPlaceholder}</option>
        {projects.map((p) => (
          <option key={p.id} value={String(p.id)}>
            {p.proje_basligi}
            {p.basvuran?.ad_soyad ? ` — ${p.basvuran.ad_soyad}` : ''}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
