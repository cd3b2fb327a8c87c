// What a screen (or a part of one) shows while it waits: a spinner with its words under it. The
// status region carries the name (role 'status', aria-label = the label); the spinner and the
// words are hidden from assistive technology so the label is read once. Never put aria-label on
// the Spinner itself: Chakra's Spinner is a span without a role, and a span may not carry one
// (axe: aria-prohibited-attr).
// Light: only Chakra layout/typography pieces that @portal/ui/core already lists, so the shell's
// start-up code may use it (the route frame's loading state).
import { Spinner, Stack, Text, type StackProps } from '@chakra-ui/react';

export interface LoadingStateProps {
  /** Accessible name of the status, also shown under the spinner (e.g. 'Çağrılar yükleniyor...'). */
  label: string;
  /** Vertical padding around it; default '16' (a page). Less inside a dialog, more for a whole route. */
  py?: StackProps['py'];
  /** 'inline': a small spinner with its words beside it, for a part of a dialog (a history row). */
  size?: 'block' | 'inline';
}

/** The loading look on its own (screens that wait for something other than one query). */
export function LoadingState({ label, py, size = 'block' }: LoadingStateProps) {
  const inline = size === 'inline';
  return (
    <Stack
      direction={inline ? 'row' : 'column'}
      align="center"
      py={py ?? (inline ? '0' : '16')}
      gap={inline ? '2' : '3'}
      role="status"
      aria-live="polite"
      aria-label={label}
      data-testid="loading-state"
    >
      <Spinner size={inline ? 'sm' : 'lg'} color="brand.primary" aria-hidden="true" />
      <Text color="fg.muted" fontSize="sm" aria-hidden="true">
        {label}
      </Text>
    </Stack>
  );
}
