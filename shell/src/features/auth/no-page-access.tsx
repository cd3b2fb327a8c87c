// What a signed-in user without the page's role sees on a company-owner page (/dekontlar,
// /calisanlarim, /calisan-raporlari): the page's own title and 'Bu sayfayı görüntüleme yetkiniz
// yok.', with the way home, instead of being sent away without a word.
import { isStaff, useAuthStore } from '@portal/auth-store';
import { MSG } from '@portal/domain/core';
import { Button, EmptyState, PageFrame } from '@portal/ui/core';
import { LuLock } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../layout/document-title';

export const NO_PAGE_ACCESS_HINT = 'Bu sayfa yalnızca şirket sahiplerine açıktır.';
export const HOME_LINK = 'Ana sayfaya dön';

export function NoPageAccess({ title }: { title?: string }) {
  const user = useAuthStore((s) => s.user);
  useDocumentTitle(title);
  return (
    <PageFrame title={title} width="narrow">
      <EmptyState
        icon={<LuLock />}
        title={MSG.permission.noPageAccess}
        description={NO_PAGE_ACCESS_HINT}
        role="alert"
        action={
          <Button asChild>
            <RouterLink to={user && isStaff(user) ? '/admin/dashboard' : '/'}>{HOME_LINK}</RouterLink>
          </Button>
        }
      />
    </PageFrame>
  );
}
