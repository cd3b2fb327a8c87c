// The external information page of a resource (spec 2 Resources: "an info icon opens an external
// page chosen by a keyword in the resource name"). THE table to edit: the first entry whose keyword
// occurs in the name (case-insensitive, Turkish folding) wins; no match -> the default page.

export interface ResourceInfoLink {
  /** Looked for in the resource name, e.g. 'toplantı'. */
  keyword: string;
  url: string;
}

export const RESOURCE_INFO_LINKS: readonly ResourceInfoLink[] = [
  { keyword: 'toplantı', url: 'https://www.example.org/kuluçka/kaynaklar/toplanti-odalari' },
  { keyword: 'konferans', url: 'https://www.example.org/kuluçka/kaynaklar/konferans-salonu' },
  { keyword: 'eğitim', url: 'https://www.example.org/kuluçka/kaynaklar/egitim-salonu' },
  { keyword: 'stüdyo', url: 'https://www.example.org/kuluçka/kaynaklar/studyo' },
  { keyword: 'laboratuvar', url: 'https://www.example.org/kuluçka/kaynaklar/laboratuvar' },
  { keyword: 'atölye', url: 'https://www.example.org/kuluçka/kaynaklar/atolye' },
];

export const DEFAULT_RESOURCE_INFO_URL = 'https://www.example.org/kuluçka/kaynaklar';

const fold = (text: string): string => text.toLocaleLowerCase('tr-TR');

/** The info page of a resource by its name. */
export function resourceInfoUrl(
  name: string | null | undefined,
  table: readonly ResourceInfoLink[] = RESOURCE_INFO_LINKS,
  fallback: string = DEFAULT_RESOURCE_INFO_URL,
): string {
  const folded = fold(name ?? '');
  return table.find((entry) => entry.keyword !== '' && folded.includes(fold(entry.keyword)))?.url ?? fallback;
}
