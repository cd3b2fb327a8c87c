// Files the API streams behind the bearer token (exports, .ics): fetched through the one ky
// instance (so the token and its refresh apply), then handed to the browser as a download.
import type { ListParams } from './resources/admin-resource';
import { toSearchParams } from './resources/admin-resource';
import { api } from './client';

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (the UTF-8 `filename*` first), else `fallback`. */
  fileName: string;
}

/** The file name a Content-Disposition header gives, or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/** GET `path` (relative to /api/) with the bearer token; the body as a Blob and its file name. */
export async function fetchFile(path: string, params: ListParams, fallback: string): Promise<DownloadedFile> {
  const response = await api.get(path, { searchParams: toSearchParams(params) });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallback };
}

/** Saves a fetched file through a temporary object URL and a clicked link (browsers only). */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
