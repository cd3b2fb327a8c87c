// 'Assign all suggested': the server's balanced plan for every unassigned project (best expertise
// fit within every mentor's cap, never a conflict of interest), shown as a preview; nothing is saved
// until staff save it, and then all rows go through bulk_assign (all or none).
import { readErrorBody } from '@portal/api-client';
import { MSG } from '@portal/domain';
import { Alert, Badge, ErrorPanel, LoadingState, Stack, Table, Text } from '@portal/ui';
import { useState } from 'react';
import { useBulkAssign, useSuggestedPlan } from '../api/mentor-atamalari';
import { assignmentErrorText, notifySuccess } from './assignment-feedback';
import { ASSIGNMENT_TEXT as T } from './assignment-text';
import { WideDialog } from './wide-dialog';

const M = MSG.assignment;

export function PlanDialog({ onClose }: { onClose: () => void }) {
  const plan = useSuggestedPlan(true);
  const bulk = useBulkAssign();
  const [problem, setProblem] = useState<string | null>(null);
  const rows = plan.data?.assignments ?? [];

  const save = async () => {
    setProblem(null);
    try {
      const result = await bulk.mutateAsync(rows.map((r) => ({ mentor_id: r.mentor_id, basvuru_id: r.basvuru_id })));
      notifySuccess(M.bulkSuccess(result.total_successful, result.total_failed));
      onClose();
    } catch (error) {
      const body = (await readErrorBody(error)) as { errors?: { row: number; message: string }[] } | null | undefined;
      const details = Array.isArray(body?.errors) ? body.errors.map((e) => M.bulkRowError(e.row, e.message)).join(' ') : '';
      setProblem(`${assignmentErrorText(error, M.bulkFailed, M.bulkNetworkError)}${details ? ` ${details}` : ''}`);
      // Someone else may have assigned meanwhile: compute the plan again.
      void plan.refetch();
    }
  };

  return (
    <WideDialog
      title={T.planTitle}
      busy={bulk.isPending}
      onClose={onClose}
      primary={{ label: T.planSave(rows.length), onClick: () => void save(), disabled: rows.length === 0 || plan.isFetching }}
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          {T.planIntro}
        </Text>
        {problem ? (
          <Alert.Root status="error" role="alert" borderRadius="md">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : null}
        {plan.isPending ? (
          <LoadingState label={T.loading} py="8" />
        ) : plan.isError ? (
          <ErrorPanel title={T.planLoadError} message={null} onRetry={() => void plan.refetch()} />
        ) : rows.length === 0 ? (
          <Text>{T.planEmpty}</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" aria-label={T.planTitle}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{T.colProject}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.colMentor}</Table.ColumnHeader>
                  <Table.ColumnHeader>{T.matched}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((r) => (
                  <Table.Row key={`${r.basvuru_id}-${r.mentor_id}`}>
                    <Table.Cell>{r.proje_basligi}</Table.Cell>
                    <Table.Cell>{r.mentor_name}</Table.Cell>
                    <Table.Cell>
                      {r.matched_words.length > 0
                        ? r.matched_words.slice(0, 4).map((w) => (
                            <Badge key={w} mr="1" variant="subtle" colorPalette="blue">
                              {w}
                            </Badge>
                          ))
                        : '-'}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
        {plan.data && plan.data.unplaced.length > 0 ? (
          <Alert.Root status="warning" borderRadius="md">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{T.planUnplaced}</Alert.Title>
              <Alert.Description>{plan.data.unplaced.map((u) => u.proje_basligi).join(', ')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </WideDialog>
  );
}
