// The applicant's forms (apply to a call, a new report, a reservation): a card that is the form,
// named by `label`, with the form's alert on top, then the fields, then the submit button.
import { Box, Button, Card, FormAlert } from '@portal/ui';
import type { FormEvent, ReactNode } from 'react';

export interface FormCardProps {
  /** The form's accessible name. */
  label: string;
  /** May be async; the form never reloads the page (no validation by the browser either: the schema's messages show). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** What went wrong with the last attempt, if anything. */
  alert: string | null;
  submitLabel: string;
  /** Sending: the button spins with `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  /** E.g. while a required field is blank. */
  submitDisabled?: boolean;
  children: ReactNode;
}

export function FormCard({ label, onSubmit, alert, submitLabel, pending, pendingLabel, submitDisabled, children }: FormCardProps) {
  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={label}>
        <Card.Body gap="5">
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {children}
          <Box>
            <Button type="submit" colorPalette="primary" disabled={submitDisabled} loading={pending} loadingText={pendingLabel}>
              {submitLabel}
            </Button>
          </Box>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
