// The status dialog (the four statuses; a 409 — approving would overlap an approved reservation — is
// shown in it) and the view dialog (description if present, creation time) of a reservation.
import { extractErrorText, getErrorStatus } from '@portal/api-client';
import {
  isRezervasyonDurum,
  REZERVASYON_DURUM_META,
  REZERVASYON_DURUMLARI,
  reservationProjectTitle,
  reservationResourceName,
  type Rezervasyon,
  type RezervasyonDurum,
} from '@portal/domain';
import { Alert, Button, DateText, Dialog, Field, Grid, NativeSelect, Portal, StatusChip, Text } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import { logAdminError } from '../../../lib/log-error';
import { useUpdateRezervasyonStatus } from '../api/rezervasyonlar';
import { ownerText } from './owner';

export const CONFLICT_FALLBACK = 'Bu rezervasyon onaylanmış başka bir rezervasyonla çakışıyor.';

export function RezervasyonStatusDialog({ rezervasyon: r, onClose }: { rezervasyon: Rezervasyon; onClose: () => void }) {
  const [durum, setDurum] = useState<RezervasyonDurum>(isRezervasyonDurum(r.durum) ? r.durum : 'BEKLEME');
  const [conflict, setConflict] = useState<string | null>(null);
  const update = useUpdateRezervasyonStatus();
  const save = async () => {
    setConflict(null);
    try {
      await update.mutateAsync({ id: r.id, durum });
      onClose();
    } catch (error) {
      if (getErrorStatus(error) === 409) setConflict(extractErrorText(error, CONFLICT_FALLBACK));
      else logAdminError('Rezervasyon durumu güncellenemedi', error);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !update.isPending && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rezervasyon Durumunu Değiştir</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4" fontWeight="medium">
                {reservationResourceName(r)} — {reservationProjectTitle(r)}
              </Text>
              {conflict ? (
                <Alert.Root status="error" role="alert" mb="4" borderRadius="md">
                  <Alert.Indicator />
                  <Alert.Title>{conflict}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Field.Root>
                <Field.Label>Durum</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={durum} onChange={(e) => isRezervasyonDurum(e.currentTarget.value) && setDurum(e.currentTarget.value)}>
                    {REZERVASYON_DURUMLARI.map((d) => (
                      <option key={d} value={d}>{REZERVASYON_DURUM_META[d].label}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>İptal</Button>
              <Button onClick={() => void save()} loading={update.isPending}>Kaydet</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">{label}</Text>
      <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">{children}</Text>
    </>
  );
}

export function RezervasyonDetailDialog({ rezervasyon: r, onClose }: { rezervasyon: Rezervasyon; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rezervasyon Detayı</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="3">
                <Row label="Kaynak">{reservationResourceName(r) || '-'}</Row>
                <Row label="Proje">{reservationProjectTitle(r) || '-'}</Row>
                <Row label="Rezervasyon Sahibi">{ownerText(r)}</Row>
                <Row label="Başlangıç"><DateText as="span" value={r.baslangic} variant="admin" withTime /></Row>
                <Row label="Bitiş"><DateText as="span" value={r.bitis} variant="admin" withTime /></Row>
                <Row label="Durum"><StatusChip kind="rezervasyon" value={r.durum} /></Row>
                {r.aciklama ? <Row label="Açıklama">{r.aciklama}</Row> : null}
                <Row label="Oluşturulma"><DateText as="span" value={r.olusturuldu} variant="admin" withTime /></Row>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>Kapat</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
