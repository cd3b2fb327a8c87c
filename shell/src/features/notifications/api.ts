// The notification queries of the shell: the unread count polled while the tab is visible (a 304
// when nothing changed, see bildirimlerApi.unreadCount), the list, the marks and the e-mail choices.
import { bildirimlerApi } from '@portal/api-client';
import type { BildirimListQuery, Id } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export const NOTIFICATIONS_KEY = ['bildirimler'] as const;
/** How often the bell asks; TanStack Query pauses the interval while the tab is hidden and asks again on return. */
export const POLL_MS = 15_000;

type Ordering = NonNullable<BildirimListQuery['ordering']>;

/** What the bell and list need from the API (the real one by default; tests pass a fake). */
export type NotificationsApi = Pick<typeof bildirimlerApi, 'list' | 'unreadCount' | 'markRead' | 'markAllRead'>;

export function useUnreadCount(api: NotificationsApi) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'okunmamis'],
    queryFn: () => api.unreadCount(),
    staleTime: 0,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  // Something arrived or was read elsewhere: the open list is stale.
  const seen = useRef<string | null>(null);
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const tag = `${data.okunmamis}-${data.son_id ?? 0}`;
    if (seen.current !== null && seen.current !== tag) void queryClient.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'liste'] });
    seen.current = tag;
  }, [data, queryClient]);
  return query;
}

export function useNotificationList(api: NotificationsApi, ordering: Ordering, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'liste', ordering, pageSize],
    queryFn: () => api.list({ ordering, page_size: pageSize }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

export function useMarkRead(api: NotificationsApi) {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: (id: Id) => api.markRead(id), onSuccess: refresh });
}

export function useMarkAllRead(api: NotificationsApi) {
  const refresh = useRefreshAll();
  return useMutation({ mutationFn: () => api.markAllRead(), onSuccess: refresh });
}
