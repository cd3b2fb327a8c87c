// Single assignment: a mentor and a project, then 'Ata'. The server's refusal (e.g. the mentor is
// already assigned to that project) is shown behind 'Hata: '.
import { fieldError, useZodForm } from '@portal/app-kit';
import { MSG, ZSingleAssignmentSchema, type Id } from '@portal/domain';
import { Field, FormDialog } from '@portal/ui';
import { useState } from 'react';
import { useAssignToApplication, useAvailableMentors, useProjectOptions } from '../api/mentor-atamalari';
import { assignmentErrorText, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { MentorSelect, ProjectSelect } from './mentor-project-selects';

const M = MSG.assignment;

export function SingleAssignDialog({ initial, onClose }: { initial?: { mentorId?: Id; basvuruId?: Id }; onClose: () => void }) {
  const mentors = useAvailableMentors();
  const projects = useProjectOptions();
  const form = useZodForm(ZSingleAssignmentSchema, {
    defaultValues: { mentor_id: initial?.mentorId ? String(initial.mentorId) : '', basvuru_id: initial?.basvuruId ? String(initial.basvuruId) : '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignToApplication();
  const mentorError = fieldError(form, 'mentor_id');
  const projectError = fieldError(form, 'basvuru_id');

  const onSubmit = form.handleSubmit(async ({ mentor_id, basvuru_id }) => {
    setFailure(null);
    try {
      await assign.mutateAsync({ mentorId: mentor_id, basvuruId: basvuru_id });
      notifySuccess(M.singleSuccess);
      onClose();
    } catch (error) {
      setFailure(assignmentErrorText(error, M.singleFailed, M.singleNetworkError));
    }
  });

  return (
    <FormDialog
      title={T.singleTitle}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      busy={assign.isPending}
      alert={failure}
      submitLabel={T.assign}
      size="lg"
    >
      <Field.Root required invalid={!!mentorError}>
        <Field.Label>
          {T.mentorLabel} <Field.RequiredIndicator />
        </Field.Label>
        <MentorSelect label={T.mentorLabel} mentors={mentors.data ?? []} {...form.register('mentor_id')} />
        <Field.ErrorText>{mentorError}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={!!projectError}>
        <Field.Label>
          {T.projectLabel} <Field.RequiredIndicator />
        </Field.Label>
        <ProjectSelect label={T.projectLabel} projects={projects.options} {...form.register('basvuru_id')} />
        <Field.ErrorText>{projectError}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
