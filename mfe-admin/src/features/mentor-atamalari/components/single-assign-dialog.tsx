// Single assignment: a mentor and a project, then 'Ata'. The server's refusal (e.g. the mentor is
// already assigned to that project) is shown behind 'Hata: '.
import { MSG, ZSingleAssignmentSchema, type Id } from '@portal/domain';
import { Alert, Button, Dialog, Field, Portal, Stack } from '@portal/ui';
import { useId, useState, type FormEvent } from 'react';
import { useProjectOptions, useAssignToApplication, useAvailableMentors } from '../api/mentor-atamalari';
import { assignmentErrorText, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { MentorSelect, ProjectSelect } from './mentor-project-selects';

const M = MSG.assignment;

export function SingleAssignDialog({ initial, onClose }: { initial?: { mentorId?: Id; basvuruId?: Id }; onClose: () => void }) {
  const formId = useId();
  const mentors = useAvailableMentors();
  const projects = useProjectOptions();
  const [mentorId, setMentorId] = useState(initial?.mentorId ? String(initial.mentorId) : '');
  const [basvuruId, setBasvuruId] = useState(initial?.basvuruId ? String(initial.basvuruId) : '');
  const [errors, setErrors] = useState<{ mentor_id?: string; basvuru_id?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const assign = useAssignToApplication();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = ZSingleAssignmentSchema.safeParse({ mentor_id: mentorId === '' ? undefined : Number(mentorId), basvuru_id: basvuruId === '' ? undefined : Number(basvuruId) });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof typeof errors] ??= issue.message;
      return setErrors(next);
    }
    try {
      await assign.mutateAsync({ mentorId: parsed.data.mentor_id, basvuruId: parsed.data.basvuru_id });
      notifySuccess(M.singleSuccess);
      onClose();
    } catch (error) {
      setFailure(assignmentErrorText(error, M.singleFailed, M.singleNetworkError));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !assign.isPending && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.singleTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="4">
                  {failure ? (
                    <Alert.Root status="error" role="alert" borderRadius="md">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  <Field.Root required invalid={!!errors.mentor_id}>
                    <Field.Label>
                      {T.mentorLabel} <Field.RequiredIndicator />
                    </Field.Label>
                    <MentorSelect label={T.mentorLabel} mentors={mentors.data ?? []} value={mentorId} onChange={(v) => { setMentorId(v); setErrors({}); }} />
                    <Field.ErrorText>{errors.mentor_id}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={!!errors.basvuru_id}>
                    <Field.Label>
                      {T.projectLabel} <Field.RequiredIndicator />
                    </Field.Label>
                    <ProjectSelect label={T.projectLabel} projects={projects.options} value={basvuruId} onChange={(v) => { setBasvuruId(v); setErrors({}); }} />
                    <Field.ErrorText>{errors.basvuru_id}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
                {T.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="primary" loading={assign.isPending}>
                {T.assign}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
