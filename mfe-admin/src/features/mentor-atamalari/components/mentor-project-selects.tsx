// The two pickers of the assignment dialogs: an active mentor (with its workload) and an approved
// project (with its applicant).
import { BASVURU_DURUM_META, type AvailableMentor } from '@portal/domain';
import { NativeSelect } from '@portal/ui';
import type { ComponentProps } from 'react';
import type { ProjectOption } from '../api/mentor-atamalari';
import { ASSIGNMENT_TEXT as T } from './assignment-text';

/** The select's own props (a form's `register(...)`), besides the options and the accessible name. */
type SelectProps = Omit<ComponentProps<typeof NativeSelect.Field>, 'children'>;

export function MentorSelect({ mentors, label, ...select }: { mentors: readonly AvailableMentor[]; label: string } & SelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} {...select}>
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

export function ProjectSelect({ projects, label, ...select }: { projects: readonly ProjectOption[]; label: string } & SelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field aria-label={label} {...select}>
        <option value="">{T.projectPlaceholder}</option>
        {projects.some((p) => p.unassigned) ? (
          <optgroup label={T.unassignedGroup}>
            {projects.filter((p) => p.unassigned).map((p) => (
              <ProjectItem key={p.id} project={p} />
            ))}
          </optgroup>
        ) : null}
        {projects.some((p) => !p.unassigned) ? (
          <optgroup label={T.assignedGroup}>
            {projects.filter((p) => !p.unassigned).map((p) => (
              <ProjectItem key={p.id} project={p} />
            ))}
          </optgroup>
        ) : null}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function ProjectItem({ project: p }: { project: ProjectOption }) {
  return (
    <option value={String(p.id)}>
      {p.proje_basligi}
      {p.basvuran ? ` — ${p.basvuran}` : ''} ({BASVURU_DURUM_META[p.durum].label})
    </option>
  );
}
