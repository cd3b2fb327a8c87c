// The detail dialog of an application (spec 2 Admin applications): every field, and the attachment
// link when there is one.
import type { Basvuru } from '@portal/domain';
import { DateText, DetailDialog, DetailRow, Link, StatusChip } from '@portal/ui';
import { companyName } from './company-name';

export interface BasvuruDetailDialogProps {
  basvuru: Basvuru;
  onClose: () => void;
}

/** Mount it to open it. */
export function BasvuruDetailDialog({ basvuru: b, onClose }: BasvuruDetailDialogProps) {
  return (
    <DetailDialog open onClose={onClose} title="Başvuru Detayı">
      <DetailRow label="Proje Başlığı">{b.proje_basligi}</DetailRow>
      <DetailRow label="Açıklama">{b.aciklama || '-'}</DetailRow>
      <DetailRow label="Durum">
        <StatusChip kind="basvuru" value={b.durum} />
      </DetailRow>
      <DetailRow label="Başvuran">{b.basvuran?.ad_soyad || '-'}</DetailRow>
      <DetailRow label="E-posta">{b.basvuran?.email || '-'}</DetailRow>
      <DetailRow label="Firma">{b.basvuran?.firma_adi || '-'}</DetailRow>
      <DetailRow label="Şirket">{companyName(b)}</DetailRow>
      <DetailRow label="Çağrı">{b.cagri?.baslik || '-'}</DetailRow>
      <DetailRow label="Başvuru Tarihi">
        <DateText value={b.olusturuldu} variant="admin" withTime />
      </DetailRow>
      <DetailRow label="Ek Dosya">
        {b.ek_dosya ? (
          <Link href={b.ek_dosya} target="_blank" rel="noopener noreferrer" color="brand.primary">
            Ek dosyayı görüntüle
          </Link>
        ) : (
          'Ek dosya yok'
        )}
      </DetailRow>
    </DetailDialog>
  );
}
