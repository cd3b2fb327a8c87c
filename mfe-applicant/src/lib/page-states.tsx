// The states of a page that waits on more than one query or reads an id from its URL (QueryState
// covers a page of one query): a one-sentence message (a malformed id, a refusal) and the spinner.
import { Alert, Center, Spinner } from '@portal/ui';

export interface PageMessageProps extends Omit<Alert.RootProps, 'status' | 'children'> {
  status: 'error' | 'warning';
  children: string;
}

/** One sentence as an alert, e.g. 'Başvuru ID bulunamadı.' for /basvuru/abc/raporlar. */
export function PageMessage({ status, children, ...rest }: PageMessageProps) {
  return (
    <Alert.Root status={status} role="alert" borderRadius="md" {...rest}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** The page's loading spinner, named by `label` for screen readers. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Center py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.primary" aria-label={label} />
    </Center>
  );
}
