// Settings: 'Verilerimi İndir' (KVKK): everything the portal holds about the person, and the files
// they uploaded, as one ZIP.
import { saveFile, type DownloadedFile } from '@portal/api-client';
import { Alert, Button, Stack, Text } from '@portal/ui';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { SettingsCard } from './settings-card';

export const DATA_EXPORT_TEXT = {
  title: 'Kişisel Verilerim', // ours
  description:
    'Portalın sizin hakkınızda tuttuğu tüm verileri (profiliniz, başvurularınız, raporlarınız, rezervasyonlarınız, projelerinize yapılan değerlendirmeler, bildirimleriniz, güvenlik olaylarınız) ve yüklediğiniz dosyaları tek bir ZIP dosyası olarak indirebilirsiniz (KVKK).', // ours
  button: 'Verilerimi İndir', // ours
  busy: 'Hazırlanıyor...', // ours
  failed: 'Verileriniz indirilemedi. Lütfen tekrar deneyin.', // ours
} as const;

export function DataExportCard({ exportData }: { exportData: () => Promise<DownloadedFile> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await exportData());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <SettingsCard title={DATA_EXPORT_TEXT.title}>
      <Stack gap="4" align="flex-start">
        <Text fontSize="sm" color="fg.muted">
          {DATA_EXPORT_TEXT.description}
        </Text>
        {failed ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{DATA_EXPORT_TEXT.failed}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Button variant="outline" colorPalette="primary" onClick={() => void download()} loading={busy} loadingText={DATA_EXPORT_TEXT.busy}>
          <LuDownload aria-hidden="true" /> {DATA_EXPORT_TEXT.button}
        </Button>
      </Stack>
    </SettingsCard>
  );
}
