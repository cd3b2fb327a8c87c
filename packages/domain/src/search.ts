// Client-side search of small lists (calls, own applications, employee reports): case-insensitive in
// Turkish (İ/i, I/ı), over the given texts. Shared by the remotes, so it lives here.
const fold = (text: string): string => text.toLocaleLowerCase('tr-TR').trim();

/** True when `query` is blank or occurs in one of `texts`. */
export function matchesSearch(query: string, ...texts: (string | null | undefined)[]): boolean {
  const q = fold(query);
  if (q === '') return true;
  return texts.some((t) => typeof t === 'string' && fold(t).includes(q));
}
