// Multipart bodies and sample files for route tests (app.inject takes the raw payload).

export type Part = { name: string; value: string } | { name: string; filename: string; contentType?: string; data: Buffer };

export const BOUNDARY = '----portal-test-boundary-9QkLx2VbTrZu0gW';

export function multipart(parts: Part[], boundary = BOUNDARY): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Form fields as text parts (undefined values skipped, numbers as text, as the client sends them). */
export function fieldParts(fields: Record<string, string | number | undefined>): Part[] {
  return Object.entries(fields).flatMap(([name, v]) => (v === undefined ? [] : [{ name, value: String(v) }]));
}

export function samplePdf(size = 64): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length - tail.length, 0x20), tail]);
}

export const samplePng = () =>
  Buffer.concat([Buffer.from('89504E470D0A1A0A0000000D4948445200000001000000010806000000', 'hex'), Buffer.alloc(64)]);

export const sampleExe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);

/** The attachment field of applications and reports (`ek_dosya`). */
export const attachment = (filename: string, data: Buffer, contentType?: string): Part => ({
  name: 'ek_dosya',
  filename,
  ...(contentType === undefined ? {} : { contentType }),
  data,
});
