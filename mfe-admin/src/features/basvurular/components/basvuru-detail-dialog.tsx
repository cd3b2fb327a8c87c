// The detail dialog of an application (spec 2 Admin applications): every field, and the attachment
// link when there is one.
import type { Basvuru } from '@portal/domain';
import { Button, DateText, Dialog, Grid, Link, Portal, StatusChip, Text } from '@portal/ui';
import type { ReactNode } from 'react';
import { companyName } from './company-name';

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

export interface BasvuruDetailDialogProps {
  basvuru: Basvuru;
  onClose: () => void;
}

/** Mount it to open it. */
export function BasvuruDetailDialog({ basvuru: b, onClose }: BasvuruDetailDialogProps) {
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
              <Dialog.Title>Başvuru Detayı</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="3">
                <Row label="Proje Başlığı">{b.proje_basligi}</Row>
                <Row label="Açıklama">{b.aciklama || '-'}</Row>
                <Row label="Durum">
                  <StatusChip kind="basvuru" value={b.durum} />
                </Row>
                <Row label="Başvuran">{b.basvuran?.ad_soyad || '-'}</Row>
                <Row label="E-posta">{b.basvuran?.email || '-'}</Row>
                <Row label="Firma">{b.basvuran?.firma_adi || '-'}</Row>
                <Row label="Şirket">{companyName(b)}</Row>
                <Row label="Çağrı">{b.cagri?.baslik || '-'}</Row>
                <Row label="Başvuru Tarihi">
                  <DateText value={b.olusturuldu} variant="admin" withTime />
                </Row>
                <Row label="Ek Dosya">
                  {b.ek_dosya ? (
                    <Link href={b.ek_dosya} target="_blank" rel="noopener noreferrer" color="brand.primary">
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
