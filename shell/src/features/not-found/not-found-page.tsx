import { Button, EmptyState, PageFrame } from '@portal/ui/core';
import { LuCompass } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_TITLES, useDocumentTitle } from '../layout/document-title';

export const NOT_FOUND_TITLE = 'Sayfa bulunamadı';

export function NotFoundPage() {
  // Above the title of the route it answers for (an unknown /admin/... path is still an admin route).
  useDocumentTitle(SHELL_TITLES.notFound, 1);
  return (
    <PageFrame title={NOT_FOUND_TITLE} width="narrow">
      <EmptyState
        icon={<LuCompass />}
        title="Aradığınız sayfa mevcut değil veya taşınmış olabilir."
        action={
          <Button asChild>
            <RouterLink to="/">Ana sayfaya dön</RouterLink>
          </Button>
        }
      />
    </PageFrame>
  );
}
