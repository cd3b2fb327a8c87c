// The ETag of a thread for one reader: the kind (m messages, n notes), the reader, the application,
// and what changes its answer (count, newest id, last change, the reader's position). The reader is
// part of it so that two sign-ins in one browser never share a copy (as the bell's).
export function threadEtag(kind: 'm' | 'n', userId: number, basvuruId: number, v: { n: number; son_id: number; degisti: string; okunan: number }): string {
  return `"${kind}${userId}-${basvuruId}-${v.n}-${v.son_id}-${v.degisti}-${v.okunan}"`;
}
