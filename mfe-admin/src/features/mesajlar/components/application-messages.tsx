// The conversation and staff's internal notes of an application in its admin detail: two tabs, the
// notes' clearly marked "Yalnızca yöneticiler görür"; staff mark requests, hide messages and export
// the thread as text.
import { mesajlarApi } from '@portal/api-client';
import { MessageThread, notifyApiError, useMesajOzeti } from '@portal/app-kit';
import { MESAJ_MESSAGES as T, type Id } from '@portal/domain';
import { Badge, Box, Button, HStack, Tabs } from '@portal/ui';
import { LuDownload, LuLock } from 'react-icons/lu';

export function ApplicationMessages({ basvuruId }: { basvuruId: Id }) {
  const summary = useMesajOzeti();
  const unread = summary.data?.basvurular.find((b) => b.basvuru_id === basvuruId)?.okunmamis ?? 0;
  return (
    <Box as="section" aria-label={T.title} gridColumn="1 / -1" minW="0" borderTopWidth="1px" pt="4" mt="2" data-testid="basvuru-mesajlari">
      <Tabs.Root defaultValue="mesajlar" variant="line" colorPalette="primary" lazyMount>
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Tabs.List aria-label={T.title}>
            <Tabs.Trigger value="mesajlar" whiteSpace="nowrap">
              {T.title}
              {unread > 0 ? (
                <Badge colorPalette="red" variant="solid" borderRadius="full" ml="1">
                  {unread}
                </Badge>
              ) : null}
            </Tabs.Trigger>
            <Tabs.Trigger value="ic-notlar" color="orange.fg" whiteSpace="nowrap">
              <LuLock aria-hidden="true" /> {T.internalTitle}
              {/* On a phone the notes' own banner says it; the tab stays one line. */}
              <Badge colorPalette="orange" size="sm" ml="1" display={{ base: 'none', sm: 'inline-flex' }}>
                {T.internalBadge}
              </Badge>
            </Tabs.Trigger>
          </Tabs.List>
          <Button size="sm" variant="ghost" onClick={() => void mesajlarApi.exportText(basvuruId).catch((e: unknown) => notifyApiError(e, T.loadError))}>
            <LuDownload aria-hidden="true" /> {T.exportText}
          </Button>
        </HStack>
        <Tabs.Content value="mesajlar">
          <MessageThread basvuruId={basvuruId} canRequest staff />
        </Tabs.Content>
        <Tabs.Content value="ic-notlar">
          <MessageThread basvuruId={basvuruId} internal staff />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
