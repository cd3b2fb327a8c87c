// What an owner can still do with a receipt staff have not decided on (Yüklendi / beklemede): put the
// right document on it ('Dosyayı Değiştir', a dialog with the file picker) or withdraw it ('Sil', after
// a confirmation). After a decision the buttons are gone (the server answers 409 as well). Each ends
// with a toast; a refusal stays in its dialog.
import { extractErrorText, extractFieldErrors } from '@portal/api-client';
import { FILE_RULES, MSG, type Dekont } from '@portal/domain';
import { Button, ConfirmDialog, FileField, FormDialog, HStack, notifySuccess } from '@portal/ui';
import { useState } from 'react';
import { useDeleteDekont, useReplaceDekontFile } from '../api/dekontlar';

export const DEKONT_ACTION_LABELS = {
  replace: 'Dosyayı Değiştir', // ours
  replaceTitle: 'Dekont Dosyasını Değiştir', // ours
  replaceHint: (date: string) => `${date} ödeme tarihli dekont: yeni dosya eskisinin yerine geçer, dekont onay beklemeye devam eder.`, // ours
  replaceField: 'Yeni Dekont Dosyası', // ours
  replaceSubmit: 'Değiştir', // ours
  replaced: 'Dekont dosyası değiştirildi.', // ours
  replaceError: 'Dekont dosyası değiştirilemedi.', // ours
  remove: 'Sil', // ours
  removeTitle: 'Dekont silinsin mi?', // ours
  removeMessage: (date: string) => `${date} ödeme tarihli dekont ve dosyası silinecek. Bu işlem geri alınamaz.`, // ours
  removed: 'Dekont silindi.', // ours
  removeError: 'Dekont silinemedi.', // ours
} as const;

const L = DEKONT_ACTION_LABELS;

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY'. */
const trDate = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3.$2.$1');

function ReplaceFileDialog({ dekont, onClose }: { dekont: Dekont; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const replace = useReplaceDekontFile();
  const submit = async () => {
    if (!file) return setFieldError(MSG.receipt.fileRequired);
    setAlert(null);
    setProgress(0);
    try {
      await replace.mutateAsync({ id: dekont.id, file, onProgress: setProgress });
      notifySuccess(L.replaced);
      onClose();
    } catch (error) {
      const fields = extractFieldErrors(error);
      if (fields.dekont_dosyasi) setFieldError(fields.dekont_dosyasi);
      else setAlert(extractErrorText(error, L.replaceError));
    } finally {
      setProgress(null);
    }
  };
  return (
    <FormDialog
      title={L.replaceTitle}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      busy={replace.isPending}
      alert={alert}
      submitLabel={L.replaceSubmit}
      submitDisabled={!file}
    >
      <FileField
        label={L.replaceField}
        rule={FILE_RULES.receipt}
        value={file}
        onChange={(f) => {
          setFile(f);
          setFieldError(null);
        }}
        progress={replace.isPending ? progress : null}
        helperText={L.replaceHint(trDate(dekont.odeme_tarihi))}
        error={fieldError}
        required
        disabled={replace.isPending}
      />
    </FormDialog>
  );
}

export function DekontActions({ dekont }: { dekont: Dekont }) {
  const [open, setOpen] = useState<'replace' | 'remove' | null>(null);
  const remove = useDeleteDekont();
  if (dekont.durum !== 'YUKLENDI') return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => setOpen('replace')} aria-label={`${L.replace}: ${trDate(dekont.odeme_tarihi)}`}>
        {L.replace}
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('remove')} aria-label={`${L.remove}: ${trDate(dekont.odeme_tarihi)}`}>
        {L.remove}
      </Button>
      {open === 'replace' ? <ReplaceFileDialog dekont={dekont} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        open={open === 'remove'}
        onOpenChange={(o) => !o && setOpen(null)}
        title={L.removeTitle}
        message={L.removeMessage(trDate(dekont.odeme_tarihi))}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(dekont.id);
          } catch (error) {
            throw new Error(extractErrorText(error, L.removeError));
          }
          notifySuccess(L.removed);
        }}
      />
    </HStack>
  );
}
