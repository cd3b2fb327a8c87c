// The Content-Disposition of a download: an ASCII fallback name and the UTF-8 name (RFC 6266 / 8187),
// so that Turkish file names survive in every browser.

/** An ASCII-only fallback of a file name for the plain `filename=` parameter. */
export function asciiFileName(name: string): string {
  const ascii = name
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  return ascii || 'dosya';
}

/** RFC 5987 / 8187 value: UTF-8, percent-encoded (also ' ( ) * which encodeURIComponent keeps). */
export function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
