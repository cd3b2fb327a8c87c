// The bell in the quick-access bar: the unread count (polled, see api.ts) on a badge, and a drawer
// with the list (unread first or newest first), "mark read", "mark all read" and a link to each
// notification's object. Rendered only for a signed-in user.
import { bildirimlerApi } from '@portal/api-client';
import { BILDIRIM_MESSAGES as M, formatBadgeCount, formatDateTime, type Bildirim, type BildirimListQuery } from '@portal/domain';
import { Badge, Box, Button, CloseButton, Drawer, HStack, IconButton, NativeSelect, Portal, Stack, Text } from '@portal/ui';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { LuBell, LuCheck, LuCheckCheck } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useMarkAllRead, useMarkRead, useNotificationList, useUnreadCount, type NotificationsApi } from './api';

const PAGE = 20;
/** The badge shows at most this, then "99+". */
const BADGE_CAP = 99;

/** The badge's place on the bell. */
const BADGE_SPOT: CSSProperties = { position: 'absolute', top: '-0.25rem', right: '-0.25rem' };

// The badge pops when a new notification arrives. Motion loads only then (framer-motion stays off
// every screen where nothing new comes in).
const CountPop = lazy(() => import('@portal/ui/motion').then((motion) => ({ default: motion.CountPop })));

/** True from the first time the count rises above the lowest it has been since it first loaded. */
function useHasRisen(value: number | undefined): boolean {
  const [lowest, setLowest] = useState<number | undefined>(undefined);
  const [risen, setRisen] = useState(false);
  // Derived from the props while rendering (React's pattern for state that follows a prop).
  if (value !== undefined && !risen) {
    if (lowest === undefined || value < lowest) setLowest(value);
    else if (value > lowest) setRisen(true);
  }
  return risen;
}
type Ordering = NonNullable<BildirimListQuery['ordering']>;

function NotificationItem({ item, onOpen, onMarkRead, busy }: { item: Bildirim; onOpen: () => void; onMarkRead: () => void; busy: boolean }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
      bg={item.okundu ? 'bg.panel' : 'bg.muted'}
      borderLeftWidth="4px"
      borderLeftColor={item.okundu ? 'border' : 'brand.secondary'}
      data-testid="bildirim"
      data-okundu={item.okundu ? 'true' : 'false'}
    >
      <Stack gap="1">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight={item.okundu ? 'medium' : 'bold'} fontSize="sm">
            {item.okundu ? null : <Box as="span" srOnly>{`${M.unread}: `}</Box>}
            {item.baslik}
          </Text>
          {item.okundu ? null : (
            <IconButton aria-label={`${M.markRead}: ${item.baslik}`} title={M.markRead} size="2xs" variant="ghost" disabled={busy} onClick={onMarkRead}>
              <LuCheck />
            </IconButton>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {item.mesaj}
        </Text>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.subtle">
            {formatDateTime(item.olusturuldu)}
          </Text>
          <Button size="xs" variant="outline" onClick={onOpen}>
            {M.open}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function NotificationList({ api, open, onNavigate }: { api: NotificationsApi; open: boolean; onNavigate: (to: string) => void }) {
  const [ordering, setOrdering] = useState<Ordering>('okunmamis');
  const [pageSize, setPageSize] = useState(PAGE);
  const list = useNotificationList(api, ordering, pageSize, open);
  const markRead = useMarkRead(api);
  const items = list.data?.results ?? [];

  const openItem = (item: Bildirim) => {
    if (!item.okundu) markRead.mutate(item.id);
    onNavigate(item.link);
  };

  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label="Sıralama" value={ordering} onChange={(e) => setOrdering(e.currentTarget.value as Ordering)}>
          <option value="okunmamis">{M.unreadFirst}</option>
          <option value="-olusturuldu">{M.newestFirst}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {list.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {M.loadError}
        </Text>
      ) : list.isPending ? (
        <Text fontSize="sm" color="fg.muted">
          Yükleniyor...
        </Text>
      ) : items.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {M.empty}
        </Text>
      ) : (
        <Stack as="ul" gap="2" aria-label={M.title} m="0" p="0">
          {items.map((item) => (
            <NotificationItem
              key={item.id}
              item={item}
              busy={markRead.isPending}
              onOpen={() => openItem(item)}
              onMarkRead={() => markRead.mutate(item.id)}
            />
          ))}
        </Stack>
      )}
      {list.data && list.data.next ? (
        <Button size="sm" variant="ghost" onClick={() => setPageSize((n) => n + PAGE)}>
          {M.more}
        </Button>
      ) : null}
    </Stack>
  );
}

export function NotificationBell({ api = bildirimlerApi }: { api?: NotificationsApi }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const count = useUnreadCount(api);
  const markAll = useMarkAllRead(api);
  const unread = count.data?.okunmamis ?? 0;
  const risen = useHasRisen(count.data?.okunmamis);
  const badge = (
    <Badge
      aria-hidden
      data-testid="bildirim-sayisi"
      minW="5"
      h="5"
      px="1"
      borderRadius="full"
      justifyContent="center"
      fontSize="2xs"
      colorPalette="secondary"
      variant="solid"
    >
      {formatBadgeCount(unread, BADGE_CAP)}
    </Badge>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size={{ base: 'full', sm: 'sm' }}>
      <Drawer.Trigger asChild>
        <IconButton aria-label={M.bell(unread)} title={M.title} variant="ghost" size="sm" position="relative" data-testid="bildirim-zili">
          <LuBell />
          {unread > 0 ? (
            risen ? (
              <Suspense fallback={<Box as="span" style={BADGE_SPOT}>{badge}</Box>}>
                <CountPop value={unread} popOnMount style={BADGE_SPOT}>
                  {badge}
                </CountPop>
              </Suspense>
            ) : (
              <Box as="span" style={BADGE_SPOT}>
                {badge}
              </Box>
            )
          ) : null}
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{M.title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  disabled={unread === 0 || markAll.isPending}
                  onClick={() => markAll.mutate()}
                >
                  <LuCheckCheck /> {M.markAllRead}
                </Button>
                <NotificationList
                  api={api}
                  open={open}
                  onNavigate={(to) => {
                    setOpen(false);
                    void navigate(to);
                  }}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Kapat" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
