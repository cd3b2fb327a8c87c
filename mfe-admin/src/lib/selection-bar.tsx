// Above a decided list's table: the bar of the selected rows (how many, approve or reject them all
// with one note, clear the selection), and the note naming rows just decided that no longer match
// the list's filter (they leave the page; this says where they went instead of letting them vanish).
import { Alert, Button, CloseButton, HStack, Stack, Text, type Decision } from '@portal/ui';
import type { DecidedRow } from './admin-list';
import { DECISION_MESSAGES } from './decision-text';

export interface SelectionBarProps {
  count: number;
  onDecide: (decision: Decision) => void;
  onClear: () => void;
}

export function SelectionBar({ count, onDecide, onClear }: SelectionBarProps) {
  return (
    <HStack
      role="region"
      aria-label="Toplu işlem"
      gap="2"
      wrap="wrap"
      px="3"
      py="2"
      borderWidth="1px"
      borderRadius="md"
      borderColor="primary.muted"
      bg="primary.subtle"
    >
      <Text fontWeight="semibold" flex="1" minW="max-content" aria-live="polite">
        {DECISION_MESSAGES.selected(count)}
      </Text>
      <Button size="sm" colorPalette="green" onClick={() => onDecide('approve')}>
        {DECISION_MESSAGES.approveSelected}
      </Button>
      <Button size="sm" colorPalette="red" variant="outline" onClick={() => onDecide('reject')}>
        {DECISION_MESSAGES.rejectSelected}
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        {DECISION_MESSAGES.clearSelection}
      </Button>
    </HStack>
  );
}

export const LEFT_FILTER_TEXT = {
  title: 'Bu kayıt artık filtreye uymuyor',
  titleMany: (n: number) => `${n} kayıt artık filtreye uymuyor`,
  row: (d: DecidedRow) => `“${d.name}” — yeni durumu: ${d.label}.`,
  hint: 'Filtreyi değiştirerek görebilirsiniz.',
  close: 'Bildirimi kapat',
} as const;

/** Rows just decided that the refreshed page no longer holds. */
export function LeftFilterNotice({ rows, onClose }: { rows: DecidedRow[]; onClose: () => void }) {
  return (
    <Alert.Root status="info" borderRadius="md" alignItems="flex-start">
      <Alert.Indicator />
      <Stack gap="1" flex="1" minW="0">
        <Alert.Title>{rows.length === 1 ? LEFT_FILTER_TEXT.title : LEFT_FILTER_TEXT.titleMany(rows.length)}</Alert.Title>
        <Alert.Description>
          <Stack as="ul" gap="0.5" listStyleType="none" wordBreak="break-word">
            {rows.map((d) => (
              <li key={d.id}>{LEFT_FILTER_TEXT.row(d)}</li>
            ))}
          </Stack>
          <Text mt="1">{LEFT_FILTER_TEXT.hint}</Text>
        </Alert.Description>
      </Stack>
      <CloseButton size="sm" aria-label={LEFT_FILTER_TEXT.close} onClick={onClose} />
    </Alert.Root>
  );
}
