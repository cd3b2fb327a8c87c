// Every route has its own document title, '<page> · Kuluçka Portalı': the remotes' routes take it from
// their route manifest (federation/remote-route.tsx), the shell's own routes name theirs here. The
// title is what a tab, the history list and a screen reader's "page loaded" announcement read.
import { PORTAL_NAME } from '@portal/ui/core';
import { useEffect } from 'react';

export const PORTAL_TITLE = PORTAL_NAME;

/** The shell's own pages. */
export const SHELL_TITLES = {
  login: 'Giriş Yap',
  logout: 'Çıkış Yapılıyor',
  home: 'Ana Sayfa',
  settings: 'Ayarlar',
  notFound: 'Sayfa Bulunamadı',
  forgotPassword: 'Şifremi Unuttum',
  resetPassword: 'Yeni Şifre',
  invitation: 'Şifrenizi Belirleyin',
} as const;

/** 'Açık Çağrılar' -> 'Açık Çağrılar · Kuluçka Portalı'. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${PORTAL_TITLE}` : PORTAL_TITLE;
}

interface Claim {
  title: string;
  priority: number;
  order: number;
}

const claims = new Map<symbol, Claim>();
let counter = 0;

function applyClaims() {
  let best: Claim | null = null;
  for (const claim of claims.values()) {
    if (!best || claim.priority > best.priority || (claim.priority === best.priority && claim.order > best.order)) best = claim;
  }
  document.title = documentTitle(best?.title);
}

/**
 * Sets the document title while the calling page is shown. A route and the page inside it may both
 * name one (a remote's route and the not-found page it answers for an unknown path): the higher
 * `priority` wins, then the latest.
 */
export function useDocumentTitle(title: string | undefined, priority = 0): void {
  useEffect(() => {
    if (!title) return;
    const key = Symbol(title);
    claims.set(key, { title, priority, order: ++counter });
    applyClaims();
    return () => {
      claims.delete(key);
      applyClaims();
    };
  }, [title, priority]);
}
