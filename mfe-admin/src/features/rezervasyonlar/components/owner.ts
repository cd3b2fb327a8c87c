import type { Rezervasyon } from '@portal/domain';

/** spec 2 Admin reservations: 'Ad Soyad @kullanici' (or the username alone when no name is set). */
export function ownerText(r: Pick<Rezervasyon, 'olusturan'>): string {
  const u = r.olusturan;
  if (!u) return '-';
  const name = `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim() || u.username;
  return `${name} @${u.username}`;
}
