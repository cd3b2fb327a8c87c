// The conversation of one application, as the applicant's messages page, the mentor's project page
// and the admin application detail show it: the messages oldest first (author, side, time, a request
// for information with "yanıt bekleniyor" until answered, links rendered as links and nothing as
// HTML, the attachment), a box to write (a file checked as a report's; the request mark for mentors
// and staff), edits within the window, staff's hide. It polls the thread with If-None-Match every
// MESAJ_YOKLAMA_MS while the tab is visible (the bell's mechanism), so news shows without a reload,
// and moves the reader's position to the newest message it shows. `internal` is staff's notes.
import { mesajlarApi } from '@portal/api-client';
import { FILE_RULES, MESAJ_MESSAGES as T, MESAJ_YOKLAMA_MS, metinParcalari, type Id, type Mesaj } from '@portal/domain';
import { Badge, Box, Button, Checkbox, DateText, FileField, HStack, Link, LoadingState, Stack, Text, Textarea } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notifyApiError } from './notify-api-error';

export const MESAJ_OZET_KEY = ['mesajlar', 'ozet'] as const;
const threadKey = (basvuruId: Id, internal: boolean) => ['mesajlar', 'thread', basvuruId, internal ? 'ic' : 'mesaj'] as const;

/** The caller's unread counts and open requests per application (cards, the admin list). */
export function useMesajOzeti() {
  return useQuery({ queryKey: MESAJ_OZET_KEY, queryFn: mesajlarApi.summary, refetchInterval: MESAJ_YOKLAMA_MS, refetchIntervalInBackground: false, staleTime: 5_000 });
}

export interface MessageThreadProps {
  basvuruId: Id;
  /** Staff's internal notes instead of the conversation. */
  internal?: boolean;
  /** Mentors and staff may mark a message as a request for information. */
  canRequest?: boolean;
  /** Staff: hide or show a message, export the thread. */
  staff?: boolean;
}

function MessageText({ text }: { text: string }) {
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" data-testid="mesaj-metin">
      {metinParcalari(text).map((part, i) =>
        part.tur === 'baglanti' ? (
          <Link key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" color="brand.primary" textDecoration="underline">
            {part.metin}
          </Link>
        ) : (
          <span key={i}>{part.metin}</span>
        ),
      )}
    </Text>
  );
}

function MessageItem({ mesaj, basvuruId, staff, unread }: { mesaj: Mesaj; basvuruId: Id; staff: boolean; unread: boolean }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(mesaj.metin);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mesajlar', 'thread', basvuruId] });
  const edit = useMutation({
    mutationFn: () => mesajlarApi.edit(basvuruId, mesaj.id, draft),
    onSuccess: () => {
      setEditing(false);
      void refresh();
    },
    onError: (e) => notifyApiError(e, T.sendError),
  });
  const hide = useMutation({ mutationFn: () => mesajlarApi.hide(basvuruId, mesaj.id, !mesaj.gizli), onSuccess: () => void refresh(), onError: (e) => notifyApiError(e, T.sendError) });
  const mine = mesaj.benim;
  return (
    <Box
      as="li"
      data-testid="mesaj"
      data-mesaj-id={mesaj.id}
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW={{ base: '100%', md: '85%' }}
      w={{ base: '100%', md: 'auto' }}
      minW={{ md: '50%' }}
      borderWidth="1px"
      borderColor={mesaj.bilgi_talebi && !mesaj.yanitlandi ? 'orange.solid' : unread ? 'brand.primary' : 'border.muted'}
      bg={mesaj.ic_not ? 'orange.subtle' : mine ? 'bg.muted' : 'bg.panel'}
      borderRadius="l3"
      px="4"
      py="3"
    >
      <HStack justify="space-between" align="start" gap="3" flexWrap="wrap" mb="1">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" fontSize="sm">
            {mesaj.yazar}
          </Text>
          <Badge size="sm" variant="subtle" colorPalette={mesaj.yazar_rolu === 'mentor' ? 'purple' : mesaj.yazar_rolu === 'yonetici' ? 'blue' : 'green'}>
            {T.roles[mesaj.yazar_rolu]}
          </Badge>
          {mesaj.bilgi_talebi ? (
            <Badge size="sm" colorPalette={mesaj.yanitlandi ? 'green' : 'orange'} data-testid="bilgi-talebi">
              {T.requestBadge} · {mesaj.yanitlandi ? T.answered : T.awaitingReply}
            </Badge>
          ) : null}
          {unread ? (
            <Badge size="sm" colorPalette="blue" variant="solid">
              {T.newMessages}
            </Badge>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          <DateText value={mesaj.olusturuldu} withTime />
          {mesaj.duzenlendi ? ` · ${T.edited}` : ''}
        </Text>
      </HStack>
      {mesaj.gizli && !staff ? (
        <Text fontStyle="italic" color="fg.muted">
          {T.hidden}
        </Text>
      ) : editing ? (
        <Stack gap="2">
          <Textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={3} aria-label={T.edit} />
          <HStack justify="end">
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {T.cancel}
            </Button>
            <Button size="sm" colorPalette="primary" loading={edit.isPending} onClick={() => edit.mutate()}>
              {T.save}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <MessageText text={mesaj.metin} />
      )}
      {mesaj.gizli && staff ? (
        <Text fontSize="xs" color="fg.warning" mt="1">
          {T.hiddenForStaff}
        </Text>
      ) : null}
      {mesaj.ek_dosya && !editing ? (
        <Text fontSize="sm" mt="2">
          {T.attachment}:{' '}
          <Link href={mesaj.ek_dosya} target="_blank" rel="noopener noreferrer" color="brand.primary" data-testid="mesaj-ek">
            {mesaj.ek_dosya_adi ?? T.attachment}
          </Link>
        </Text>
      ) : null}
      {(mesaj.duzenlenebilir && !editing) || (staff && !mesaj.ic_not) ? (
        <HStack justify="end" gap="1" mt="1">
          {mesaj.duzenlenebilir && !editing ? (
            <Button size="xs" variant="ghost" onClick={() => (setDraft(mesaj.metin), setEditing(true))}>
              {T.edit}
            </Button>
          ) : null}
          {staff && !mesaj.ic_not ? (
            <Button size="xs" variant="ghost" colorPalette="red" loading={hide.isPending} onClick={() => hide.mutate()}>
              {mesaj.gizli ? T.unhide : T.hide}
            </Button>
          ) : null}
        </HStack>
      ) : null}
    </Box>
  );
}

function Composer({ basvuruId, internal, canRequest }: { basvuruId: Id; internal: boolean; canRequest: boolean }) {
  const queryClient = useQueryClient();
  const [metin, setMetin] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [request, setRequest] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => mesajlarApi.write(basvuruId, { metin, bilgi_talebi: request, ek_dosya: file }, internal),
    onSuccess: () => {
      setMetin('');
      setFile(null);
      setRequest(false);
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['mesajlar'] });
    },
    onError: (e) => notifyApiError(e, T.sendError),
  });
  const submit = () => {
    if (metin.trim() === '') return setError(T.textRequired);
    setError(null);
    send.mutate();
  };
  return (
    <Stack gap="3" as="form" onSubmit={(e) => (e.preventDefault(), submit())} data-testid={internal ? 'ic-not-yaz' : 'mesaj-yaz'}>
      <Textarea
        value={metin}
        onChange={(e) => setMetin(e.target.value)}
        placeholder={internal ? T.internalPlaceholder : T.placeholder}
        aria-label={internal ? T.internalPlaceholder : T.placeholder}
        rows={3}
        maxLength={5000}
      />
      {error ? (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      ) : null}
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3">
        <Box flex="1" minW="0">
          <FileField label={T.attach} rule={FILE_RULES.report} value={file} onChange={setFile} name="ek_dosya" />
        </Box>
        <HStack gap="3" justify="end" flexWrap="wrap">
          {canRequest && !internal ? (
            <Checkbox.Root checked={request} onCheckedChange={(e) => setRequest(e.checked === true)} size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{T.request}</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
          <Button type="submit" colorPalette={internal ? 'orange' : 'primary'} loading={send.isPending}>
            {internal ? T.sendNote : T.send}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

export function MessageThread({ basvuruId, internal = false, canRequest = false, staff = false }: MessageThreadProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: threadKey(basvuruId, internal),
    queryFn: () => mesajlarApi.thread(basvuruId, internal),
    refetchInterval: MESAJ_YOKLAMA_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  // What was unread when the thread was first shown stays marked while the page is open.
  const [seenFrom, setSeenFrom] = useState<number | null>(null);
  const data = query.data;
  const newest = data?.results.at(-1)?.id ?? 0;
  useEffect(() => {
    if (!data) return;
    if (seenFrom === null) setSeenFrom(data.son_okunan_id);
    if (newest > data.son_okunan_id) {
      void mesajlarApi
        .markRead(basvuruId, newest)
        .then(() => queryClient.invalidateQueries({ queryKey: MESAJ_OZET_KEY }))
        .catch(() => undefined);
    }
  }, [data, newest, basvuruId, seenFrom, queryClient]);

  return (
    <Stack gap="4" data-testid={internal ? 'ic-notlar' : 'mesajlar'}>
      {internal ? (
        <Box borderWidth="1px" borderColor="orange.solid" bg="orange.subtle" borderRadius="l2" px="4" py="3">
          <Badge colorPalette="orange" variant="solid" mb="1">
            {T.internalBadge}
          </Badge>
          <Text fontSize="sm">{T.internalHelp}</Text>
        </Box>
      ) : null}
      {data?.yanit_bekleniyor ? (
        <HStack>
          <Badge colorPalette="orange" size="lg" data-testid="yanit-bekleniyor">
            {T.requestBadge}: {T.awaitingReply}
          </Badge>
        </HStack>
      ) : null}
      {query.isError && !data ? <Text color="fg.error">{T.loadError}</Text> : null}
      {!data && !query.isError ? <LoadingState label={T.title} size="inline" /> : null}
      {data && data.results.length === 0 ? <Text color="fg.muted">{internal ? T.internalEmpty : T.empty}</Text> : null}
      {data && data.results.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={internal ? T.internalTitle : T.title} aria-live="polite">
          {data.results.map((m) => (
            <MessageItem key={m.id} mesaj={m} basvuruId={basvuruId} staff={staff} unread={!m.benim && seenFrom !== null && m.id > seenFrom} />
          ))}
        </Stack>
      ) : null}
      <Composer basvuruId={basvuruId} internal={internal} canRequest={canRequest} />
    </Stack>
  );
}
