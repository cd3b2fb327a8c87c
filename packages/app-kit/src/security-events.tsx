// The security events of one account (sign-ins, failed sign-ins, password changes ...), newest
// first, a page at a time: each with its label (a warning sign in the warning colour), its time, and
// where it came from (address · browser). Ayarlar shows the person's own, the admin user detail any
// user's (superusers); both pass the page loader.
import { GUVENLIK_MESSAGES as T, GUVENLIK_OLAY_META, type GuvenlikOlayi, type GuvenlikOlayPage } from '@portal/domain';
import { Box, DateText, LoadingState, Pager, Stack, StatusChip, Text } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export const SECURITY_EVENTS_PAGE_SIZE = 10;

export interface SecurityEventListProps {
  /** The query's key (the page number is added). */
  queryKey: readonly unknown[];
  /** One page of events. */
  load: (page: number, pageSize: number) => Promise<GuvenlikOlayPage>;
  pageSize?: number;
}

function EventRow({ event }: { event: GuvenlikOlayi }) {
  const warning = GUVENLIK_OLAY_META[event.tur].uyari;
  return (
    <Box as="li" py="3" borderBottomWidth="1px" borderColor="border.muted" _first={{ pt: 0 }} _last={{ borderBottomWidth: 0 }} data-testid="security-event">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align="start" gap={{ base: '1', sm: '3' }}>
        {warning ? <StatusChip label={event.etiket} color="warning" /> : <Text fontWeight="medium">{event.etiket}</Text>}
        <DateText value={event.zaman} withTime fontSize="sm" color="fg.muted" flexShrink={0} />
      </Stack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {event.adres ?? T.unknownAddress} · {event.tarayici ?? T.unknownBrowser}
      </Text>
    </Box>
  );
}

export function SecurityEventList({ queryKey, load, pageSize = SECURITY_EVENTS_PAGE_SIZE }: SecurityEventListProps) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: [...queryKey, page, pageSize], queryFn: () => load(page, pageSize), placeholderData: keepPreviousData, staleTime: 0 });
  if (query.isError) return <Text color="fg.error">{T.loadError}</Text>;
  if (!query.data) return <LoadingState label={T.title} size="inline" />;
  const { count, results } = query.data;
  if (count === 0) return <Text color="fg.muted">{T.empty}</Text>;
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Stack gap="0">
      <Box as="ul" listStyleType="none" m="0" p="0" aria-label={T.title}>
        {results.map((e) => (
          <EventRow key={e.id} event={e} />
        ))}
      </Box>
      {pageCount > 1 ? <Pager page={page} pageCount={pageCount} onPageChange={setPage} loading={query.isFetching} /> : null}
    </Stack>
  );
}
