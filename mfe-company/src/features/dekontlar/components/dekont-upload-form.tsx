// The receipt upload form: multiline description, payment date, the file (pdf, jpg, jpeg, png).
// The button stays disabled until a file and a date are chosen and reads 'Yukleniyor...' while the
// upload runs. The server's field errors show under their fields, anything else as the alert.
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { FILE_RULES, MSG, todayISO, ZReceiptUploadSchema } from '@portal/domain';
import { Alert, Box, Button, Card, Field, FileField, Heading, Input, Stack, Textarea } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { useUploadDekont } from '../api/dekontlar';

const R = MSG.receipt;
type FieldName = 'aciklama' | 'odeme_tarihi' | 'dekont_dosyasi';
type FieldErrors = Partial<Record<FieldName, string>>;

export const UPLOAD_LABELS = {
  title: 'Yeni Dekont Yükle', // ours
  description: 'Açıklama', // ours
  date: 'Ödeme Tarihi', // ours
  file: 'Dekont Dosyası', // ours
  fileHelp: 'PDF, JPG, JPEG veya PNG; en fazla 10 MB', // ours
  submit: 'Dekont Yükle', // ours
  success: 'Dekont yüklendi.', // ours
} as const;

export function DekontUploadForm() {
  const [aciklama, setAciklama] = useState('');
  const [odemeTarihi, setOdemeTarihi] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const upload = useUploadDekont();
  const busy = upload.isPending;
  const ready = file !== null && odemeTarihi !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    const parsed = ZReceiptUploadSchema.safeParse({ dekont_dosyasi: file, odeme_tarihi: odemeTarihi, aciklama });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setAlert(null);
    setProgress(0);
    upload.mutate(
      { payload: { aciklama: aciklama.trim() || undefined, odeme_tarihi: odemeTarihi, dekont_dosyasi: file as File }, onProgress: setProgress },
      {
        onSuccess: () => {
          setProgress(null);
          setAciklama('');
          setOdemeTarihi('');
          setFile(null);
          setFileKey((k) => k + 1);
          setDone(true);
        },
        onError: async (error) => {
          setProgress(null);
          const fields = extractFieldErrors(error);
          const mine: FieldErrors = {};
          for (const key of ['aciklama', 'odeme_tarihi', 'dekont_dosyasi'] as const) if (fields[key]) mine[key] = fields[key];
          setErrors(mine);
          setAlert(Object.keys(mine).length > 0 ? null : extractErrorText(error, R.uploadError));
        },
      },
    );
  };

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={onSubmit} noValidate aria-label={UPLOAD_LABELS.title}>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {UPLOAD_LABELS.title}
          </Heading>
          {alert ? (
            <Alert.Root status="error" role="alert" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title>{alert}</Alert.Title>
            </Alert.Root>
          ) : null}
          {done ? (
            <Alert.Root status="success" borderRadius="md" role="status">
              <Alert.Indicator />
              <Alert.Title>{UPLOAD_LABELS.success}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
            <Field.Root required invalid={!!errors.odeme_tarihi} disabled={busy} maxW={{ md: 'xs' }}>
              <Field.Label>
                {UPLOAD_LABELS.date}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="date"
                name="odeme_tarihi"
                max={todayISO()}
                value={odemeTarihi}
                onChange={(e) => {
                  setOdemeTarihi(e.currentTarget.value);
                  setErrors((p) => ({ ...p, odeme_tarihi: undefined }));
                }}
              />
              {errors.odeme_tarihi ? <Field.ErrorText>{errors.odeme_tarihi}</Field.ErrorText> : null}
            </Field.Root>
            <Box flex="1" width="full">
              <FileField
                key={fileKey}
                label={UPLOAD_LABELS.file}
                name="dekont_dosyasi"
                rule={FILE_RULES.receipt}
                value={file}
                onChange={(f) => {
                  setFile(f);
                  setErrors((p) => ({ ...p, dekont_dosyasi: undefined }));
                }}
                progress={busy ? progress : null}
                helperText={UPLOAD_LABELS.fileHelp}
                error={errors.dekont_dosyasi ?? null}
                required
                disabled={busy}
              />
            </Box>
          </Stack>
          <Field.Root invalid={!!errors.aciklama} disabled={busy}>
            <Field.Label>{UPLOAD_LABELS.description}</Field.Label>
            <Textarea name="aciklama" rows={3} value={aciklama} onChange={(e) => setAciklama(e.currentTarget.value)} />
            {errors.aciklama ? <Field.ErrorText>{errors.aciklama}</Field.ErrorText> : null}
          </Field.Root>
          <Box>
            <Button type="submit" colorPalette="primary" disabled={!ready || busy}>
              {busy ? R.uploading : UPLOAD_LABELS.submit}
            </Button>
          </Box>
        </Card.Body>
      </form>
    </Card.Root>
  );
}
