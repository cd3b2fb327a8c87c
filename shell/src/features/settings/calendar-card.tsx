// Settings: the secret iCal feed of the user's approved reservations, with 'Kopyala' and 'Yenile'
// (a new secret; the old address stops working).
import type { CalendarFeed } from '@portal/domain';
import { MSG } from '@portal/domain';
import { Alert, Button, Flex, Input, Stack, Text } from '@portal/ui';
import { useEffect, useState } from 'react';
import { SettingsCard } from './settings-card';

const T = MSG.calendar;

export interface CalendarFeedApi {
  feed: () => Promise<CalendarFeed>;
  regenerate: () => Promise<CalendarFeed>;
}

/** The feed's path as an absolute URL of this portal (what a calendar app needs). */
const absolute = (path: string) => new URL(path, window.location.origin).href;

export function CalendarCard({ api }: { api: CalendarFeedApi }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    api.feed().then(
      (f) => live && setUrl(absolute(f.url)),
      () => live && setError(T.loadError),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  const regenerate = async () => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      setUrl(absolute((await api.regenerate()).url));
      setNotice(T.regenerated);
    } catch {
      setError(T.regenerateError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsCard title={T.title}>
      <Stack gap="3">
        {error ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {notice ? (
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {T.hint}
        </Text>
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Input aria-label={T.urlLabel} value={url ?? ''} readOnly fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" disabled={!url} onClick={() => void copy()}>
            {copied ? T.copied : T.copy}
          </Button>
          <Button type="button" variant="outline" colorPalette="red" disabled={!url || busy} onClick={() => void regenerate()}>
            {T.regenerate}
          </Button>
        </Flex>
        <Text fontSize="xs" color="fg.muted">
          {T.regenerateHint}
        </Text>
      </Stack>
    </SettingsCard>
  );
}
