// The detail dialog of a report (spec 2 Admin reports): every field, and the attachment link.
import type { Rapor } from '@portal/domain';
import { Button, DateText, Dialog, Grid, Link, Portal, StatusChip, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { applicantEmailOf, applicantOf, periodOf, projectOf } from './rapor-text';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" whiteSpace="pre-wrap" wordBreak="break-word">
        {children}
      </Text>
    </>
  );
}

export interface RaporDetailDialogProps {
  rapor: Rapor;
  onClose: () => void;
}

/** Mount it to open it. */
export function RaporDetailDialog({ rapor: r, onClose }: RaporDetailDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Rapor Detayı</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="3">
                <Row label="Proje">{projectOf(r)}</Row>
                <Row label="Başvuran">{applicantOf(r)}</Row>
                <Row label="E-posta">{applicantEmailOf(r) ?? '-'}</Row>
                <Row label="Şirket">{r.sirket_adi || r.basvuru?.basvuran?.firma_adi || '-'}</Row>
                <Row label="Çağrı">{r.cagri_adi || '-'}</Row>
                <Row label="Dönem">{periodOf(r)}</Row>
                <Row label="Durum">
                  <StatusChip kind="rapor" value={r.durum} />
                </Row>
                <Row label="Özet">{r.ozet || '-'}</Row>
                <Row label="Oluşturulma">
                  <DateText value={r.olusturuldu} variant="admin" withTime />
                </Row>
                <Row label="Ek Dosya">
                  {r.ek_dosya ? (
                    <Link href={r.ek_dosya} target="_blank" rel="noopener noreferrer" color="brand.primary">
                      Ek dosyayı görüntüle
                    </Link>
                  ) : (
                    'Ek dosya yok'
                  )}
                </Row>
              </Grid>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Kapat
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
