// Bulk assignment: rows of mentor + project (rows can be added and removed); at least one row, every
// row complete (the domain's schema). The server saves all rows or none; staff see how many
// succeeded and failed, or why it refused (behind 'Hata: ', with the refused rows by number).
import { readErrorBody } from '@portal/api-client';
import { fieldError, useFieldArray, useZodForm } from '@portal/app-kit';
import { MSG, ZBulkAssign } from '@portal/domain';
import { Alert, Button, Grid, IconButton, Stack, Text } from '@portal/ui';
import { useId, useState } from 'react';
import { useAvailableMentors, useBulkAssign, useProjectOptions } from '../api/mentor-atamalari';
import { assignmentErrorText, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { MentorSelect, ProjectSelect } from './mentor-project-selects';
import { WideDialog } from './wide-dialog';

const M = MSG.assignment;
const emptyRow = () => ({ mentor_id: '', basvuru_id: '' });

export function BulkAssignDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const form = useZodForm(ZBulkAssign, { defaultValues: { assignments: [emptyRow()] } });
  const rows = useFieldArray({ control: form.control, name: 'assignments' });
  const [problem, setProblem] = useState<{ text: string; rows: string[] } | null>(null);
  const mentors = useAvailableMentors();
  const projects = useProjectOptions();
  const bulk = useBulkAssign();

  const onSubmit = form.handleSubmit(
    async ({ assignments }) => {
      setProblem(null);
      try {
        const result = await bulk.mutateAsync(assignments);
        notifySuccess(M.bulkSuccess(result.total_successful, result.total_failed));
        onClose();
      } catch (error) {
        // All or none: the server names every refused row (1-based, as the rows are numbered here).
        const body = (await readErrorBody(error)) as { errors?: { row: number; message: string }[] } | null | undefined;
        setProblem({
          text: assignmentErrorText(error, M.bulkFailed, M.bulkNetworkError),
          rows: Array.isArray(body?.errors) ? body.errors.map((e) => M.bulkRowError(e.row, e.message)) : [],
        });
      }
    },
    () => setProblem(null),
  );

  // One message for the whole list: no rows, or a row left incomplete.
  const listError =
    fieldError(form, 'assignments') ??
    fieldError(form, 'assignments.root' as 'assignments') ??
    (rows.fields.some((_, i) => fieldError(form, `assignments.${i}.mentor_id`) || fieldError(form, `assignments.${i}.basvuru_id`))
      ? M.bulkRowIncomplete
      : undefined);
  const alert = problem ?? (listError ? { text: listError, rows: [] } : null);

  return (
    <WideDialog
      title={T.bulkTitle}
      busy={bulk.isPending}
      onClose={onClose}
      primary={{ label: T.bulkSubmit, type: 'submit', form: formId }}
    >
      <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="3">
          {alert ? (
            <Alert.Root status="error" role="alert" borderRadius="md">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{alert.text}</Alert.Title>
                {alert.rows.length > 0 ? (
                  <Alert.Description>
                    <Stack as="ul" gap="0.5" pl="4" listStyleType="disc">
                      {alert.rows.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </Stack>
                  </Alert.Description>
                ) : null}
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {rows.fields.map((row, index) => (
            <Grid
              key={row.id}
              role="group"
              aria-label={T.rowLabel(index + 1)}
              templateColumns={{ base: '1fr', md: '1fr 1fr auto' }}
              gap="2"
              alignItems="center"
              borderWidth={{ base: '1px', md: '0' }}
              borderRadius="md"
              p={{ base: '2', md: '0' }}
            >
              <MentorSelect
                label={`${T.rowLabel(index + 1)}: ${T.mentorLabel}`}
                mentors={mentors.data ?? []}
                aria-invalid={!!fieldError(form, `assignments.${index}.mentor_id`)}
                {...form.register(`assignments.${index}.mentor_id`)}
              />
              <ProjectSelect
                label={`${T.rowLabel(index + 1)}: ${T.projectLabel}`}
                projects={projects.options}
                aria-invalid={!!fieldError(form, `assignments.${index}.basvuru_id`)}
                {...form.register(`assignments.${index}.basvuru_id`)}
              />
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={T.removeRow(index + 1)}
                justifySelf="end"
                onClick={() => {
                  setProblem(null);
                  rows.remove(index);
                }}
              >
                ✕
              </IconButton>
            </Grid>
          ))}
          {rows.fields.length === 0 ? <Text color="fg.muted">{M.bulkEmpty}</Text> : null}
          <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => rows.append(emptyRow())}>
            + {T.addRow}
          </Button>
        </Stack>
      </form>
    </WideDialog>
  );
}
