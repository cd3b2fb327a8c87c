// The e-mail section of /settings: one switch per notification type the person can receive (by
// role; the labels are the domain's), saved as soon as it is flipped. Notifications always show in
// the portal; this only decides the e-mail. Plain state like the rest of the settings page.
import { bildirimlerApi } from '@portal/api-client';
import { BILDIRIM_MESSAGES as M, type BildirimTercihleri, type BildirimTuru } from '@portal/domain';
import { Alert, Stack, Switch, Text } from '@portal/ui';
import { useEffect, useState } from 'react';
import { SettingsCard } from '../settings/settings-card';

/** What the section needs from the API (the real one by default; tests pass a fake). */
export type PreferencesApi = Pick<typeof bildirimlerApi, 'preferences' | 'savePreferences'>;

type Status = 'idle' | 'saving' | 'saved' | 'saveError' | 'loadError';

export function NotificationSettings({ api = bildirimlerApi }: { api?: PreferencesApi }) {
  const [data, setData] = useState<BildirimTercihleri | null>(null);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    let live = true;
    api.preferences().then(
      (loaded) => live && setData(loaded),
      () => live && setStatus('loadError'),
    );
    return () => {
      live = false;
    };
  }, [api]);

  const toggle = async (tur: BildirimTuru, eposta: boolean) => {
    setStatus('saving');
    try {
      setData(await api.savePreferences({ tercihler: [{ tur, eposta }] }));
      setStatus('saved');
    } catch {
      setStatus('saveError');
    }
  };

  const error = status === 'loadError' ? M.settingsLoadError : status === 'saveError' ? M.settingsSaveError : null;
  return (
    <SettingsCard title={M.settingsTitle}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {M.settingsHelp}
        </Text>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {data && !data.eposta_adresi ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{M.settingsNoEmail}</Alert.Title>
          </Alert.Root>
        ) : null}
        {data ? (
          <Stack gap="3" role="group" aria-label={M.settingsTitle}>
            {data.tercihler.map((choice) => (
              <Switch.Root
                key={choice.tur}
                checked={choice.eposta}
                disabled={status === 'saving'}
                onCheckedChange={(d) => void toggle(choice.tur, d.checked)}
                colorPalette="primary"
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label fontWeight="normal" lineHeight="1.4">
                  {choice.etiket}
                </Switch.Label>
              </Switch.Root>
            ))}
          </Stack>
        ) : null}
        {status === 'saved' ? (
          <Text role="status" fontSize="sm" color="fg.success">
            {M.settingsSaved}
          </Text>
        ) : null}
      </Stack>
    </SettingsCard>
  );
}
