// The 'Ek Dosya' row of the admin detail dialogs of applications and reports: the stored
// attachment's signed link (a new tab), or that there is none.
import { DetailRow, Link } from '@portal/ui';

export function AttachmentRow({ href }: { href: string | null | undefined }) {
  return (
    <DetailRow label="Ek Dosya">
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.primary">
          Ek dosyayı görüntüle
        </Link>
      ) : (
        'Ek dosya yok'
      )}
    </DetailRow>
  );
}
