// The receipt upload form: multiline description, payment date, the file (pdf, jpg, jpeg, png),
// validated with the domain's receipt schema (the server's rules). The button stays disabled until a
// file and a date are chosen and reads 'Yükleniyor...' while the upload runs. The server's field
// errors show under their fields (e.g. the same file uploaded twice), anything else as the alert;
// a finished upload says so in the portal's success toast.
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { AttachmentField, setServerFieldErrors, TextField, useWatch, useZodForm } from '@portal/app-kit';
import { FILE_RULES, MSG, RECEIPT_EARLIEST_PAYMENT_DATE, todayISO, ZReceiptUploadSchema } from '@portal/domain';
import { Box, Button, Card, FormAlert, Heading, notifySuccess, Stack } from '@portal/ui';
import { useState } from 'react';
import { useUploadDekont } from '../api/dekontlar';

const R = MSG.receipt;

export const UPLOAD_LABELS = {
  title: 'Yeni Dekont Yükle', // ours
  description: 'Açıklama', // ours
  date: 'Ödeme Tarihi', // ours
  file: 'Dekont Dosyası', // ours
  fileHelp: 'PDF, JPG, JPEG veya PNG; en fazla 10 MB', // ours
  submit: 'Dekont Yükle', // ours
  success: 'Dekont yüklendi.', // ours
} as const;

const EMPTY = { aciklama: '', odeme_tarihi: '', dekont_dosyasi: null as File | null };

export function DekontUploadForm() {
  const form = useZodForm(ZReceiptUploadSchema, { defaultValues: EMPTY });
  const [file, date] = useWatch({ control: form.control, name: ['dekont_dosyasi', 'odeme_tarihi'] });
  const [progress, setProgress] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const upload = useUploadDekont();
  const busy = upload.isPending;
  const ready = Boolean(file) && Boolean(date);

  const onSubmit = form.handleSubmit(async (data) => {
    setAlert(null);
    setProgress(0);
    try {
      await upload.mutateAsync({
        payload: { aciklama: data.aciklama || undefined, odeme_tarihi: data.odeme_tarihi, dekont_dosyasi: data.dekont_dosyasi as File },
        onProgress: setProgress,
      });
      form.reset(EMPTY);
      notifySuccess(UPLOAD_LABELS.success);
    } catch (error) {
      // Field messages stand under their fields; the alert is for the rest.
      if (!setServerFieldErrors(form, extractFieldErrors(error))) setAlert(extractErrorText(error, R.uploadError));
    } finally {
      setProgress(null);
    }
  });

  return (
    <Card.Root variant="outline" asChild>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={UPLOAD_LABELS.title}>
        <Card.Body gap="4">
          <Heading as="h2" size="md">
            {UPLOAD_LABELS.title}
          </Heading>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
            <Box width={{ base: 'full', md: 'xs' }}>
              <TextField form={form} name="odeme_tarihi" label={UPLOAD_LABELS.date} type="date" min={RECEIPT_EARLIEST_PAYMENT_DATE} max={todayISO()} required disabled={busy} />
            </Box>
            <Box flex="1" width="full">
              <AttachmentField
                form={form}
                name="dekont_dosyasi"
                label={UPLOAD_LABELS.file}
                rule={FILE_RULES.receipt}
                progress={busy ? progress : null}
                helperText={UPLOAD_LABELS.fileHelp}
                disabled={busy}
              />
            </Box>
          </Stack>
          <TextField form={form} name="aciklama" label={UPLOAD_LABELS.description} rows={3} disabled={busy} />
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
