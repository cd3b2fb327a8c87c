// Bulk assignment: rows of mentor + project (rows can be added and removed); at least one row, every
// row complete. The server saves all rows or none; staff see how many succeeded and failed, or why
// it refused (behind 'Hata: ').
import { readErrorBody } from '@portal/api-client';
import { MSG, type BulkAssignmentRow } from '@portal/domain';
import { Alert, Button, Dialog, Grid, IconButton, Portal, Stack, Text } from '@portal/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useProjectOptions, useAvailableMentors, useBulkAssign } from '../api/mentor-atamalari';
import { assignmentErrorText, notifyError, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { MentorSelect, ProjectSelect } from './mentor-project-selects';

const M = MSG.assignment;

interface Row {
  key: number;
  mentorId: string;
  basvuruId: string;
}

export function BulkAssignDialog({ initialRows, onClose }: { initialRows?: BulkAssignmentRow[]; onClose: () => void }) {
  const formId = useId();
  const nextKey = useRef(1);
  const newRow = (mentorId = '', basvuruId = ''): Row => ({ key: nextKey.current++, mentorId, basvuruId });
  const [rows, setRows] = useState<Row[]>(() =>
    initialRows && initialRows.length > 0 ? initialRows.map((r) => newRow(String(r.mentor_id), String(r.basvuru_id))) : [newRow()],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<string[]>([]);
  const mentors = useAvailableMentors();
  const projects = useProjectOptions();
  const bulk = useBulkAssign();

  const update = (key: number, patch: Partial<Row>) => {
    setProblem(null);
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRowErrors([]);
    if (rows.length === 0) return setProblem(M.bulkEmpty);
    if (rows.some((r) => r.mentorId === '' || r.basvuruId === '')) return setProblem(M.bulkRowIncomplete);
    try {
      const result = await bulk.mutateAsync(rows.map((r) => ({ mentor_id: Number(r.mentorId), basvuru_id: Number(r.basvuruId) })));
      if (result.total_successful === 0 && result.total_failed > 0) {
        setProblem(result.error ? `${M.errorPrefix}${result.error}` : M.bulkFailed);
        return;
      }
      notifySuccess(M.bulkSuccess(result.total_successful, result.total_failed));
      if (result.total_failed > 0 && result.error) notifyError(`${M.errorPrefix}${result.error}`);
      onClose();
    } catch (error) {
      setProblem(assignmentErrorText(error, M.bulkFailed, M.bulkNetworkError));
      // All or none: the server names every refused row (1-based, as the rows are numbered here).
      const body = (await readErrorBody(error)) as { errors?: { row: number; message: string }[] } | null | undefined;
      setRowErrors(Array.isArray(body?.errors) ? body.errors.map((e) => M.bulkRowError(e.row, e.message)) : []);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !bulk.isPending && onClose()} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{T.bulkTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={(e) => void onSubmit(e)}>
                <Stack gap="3">
                  {problem ? (
                    <Alert.Root status="error" role="alert" borderRadius="md">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{problem}</Alert.Title>
                        {rowErrors.length > 0 ? (
                          <Alert.Description>
                            <Stack as="ul" gap="0.5" pl="4" listStyleType="disc">
                              {rowErrors.map((text) => (
                                <li key={text}>{text}</li>
                              ))}
                            </Stack>
                          </Alert.Description>
                        ) : null}
                      </Alert.Content>
                    </Alert.Root>
                  ) : null}
                  {rows.map((row, index) => (
                    <Grid
                      key={row.key}
                      role="group"
                      aria-label={T.rowLabel(index + 1)}
                      templateColumns={{ base: '1fr', md: '1fr 1fr auto' }}
                      gap="2"
                      alignItems="center"
                      borderWidth={{ base: '1px', md: '0' }}
                      borderRadius="md"
                      p={{ base: '2', md: '0' }}
                    >
                      <MentorSelect label={`${T.rowLabel(index + 1)}: ${T.mentorLabel}`} mentors={mentors.data ?? []} value={row.mentorId} onChange={(v) => update(row.key, { mentorId: v })} />
                      <ProjectSelect label={`${T.rowLabel(index + 1)}: ${T.projectLabel}`} projects={projects.options} value={row.basvuruId} onChange={(v) => update(row.key, { basvuruId: v })} />
                      <IconButton
                        variant="ghost"
                        colorPalette="red"
                        aria-label={T.removeRow(index + 1)}
                        justifySelf="end"
                        onClick={() => {
                          setProblem(null);
                          setRows((rs) => rs.filter((r) => r.key !== row.key));
                        }}
                      >
                        ✕
                      </IconButton>
                    </Grid>
                  ))}
                  {rows.length === 0 ? <Text color="fg.muted">{M.bulkEmpty}</Text> : null}
                  <Button alignSelf="flex-start" variant="outline" size="sm" onClick={() => setRows((rs) => [...rs, newRow()])}>
                    + {T.addRow}
                  </Button>
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={bulk.isPending}>
                {T.cancel}
              </Button>
              <Button type="submit" form={formId} colorPalette="primary" loading={bulk.isPending}>
                {T.bulkSubmit}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
