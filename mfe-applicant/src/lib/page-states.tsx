// The message state of a page that waits on more than one query or reads an id from its URL
// (QueryState covers a page of one query): a one-sentence message (a malformed id, a refusal). Such a
// page shows @portal/ui's LoadingState while it waits.
import { Alert } from '@portal/ui';

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
