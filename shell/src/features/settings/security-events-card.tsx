// Settings: 'Güvenlik Olayları': the person's own sign-ins, failed sign-ins and password changes,
// newest first, a page at a time.
import { guvenlikOlaylariApi } from '@portal/api-client';
import { SecurityEventList } from '@portal/app-kit';
import { GUVENLIK_MESSAGES as T, type GuvenlikOlayPage } from '@portal/domain';
import { Stack, Text } from '@portal/ui';
import { SettingsCard } from './settings-card';

export type SecurityEventsLoader = (page: number, pageSize: number) => Promise<GuvenlikOlayPage>;

export const ownSecurityEvents: SecurityEventsLoader = (page, pageSize) => guvenlikOlaylariApi.own(page, pageSize);

export function SecurityEventsCard({ load }: { load: SecurityEventsLoader }) {
  return (
    <SettingsCard title={T.title}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {T.help}
        </Text>
        <SecurityEventList queryKey={['guvenlik-olaylari']} load={load} />
      </Stack>
    </SettingsCard>
  );
}
