// Attachments leave the API only as short-lived signed links, made after the caller's access to the
// row was decided. Services get this small interface rather than the Fastify instance.
import type { FastifyInstance } from 'fastify';

/** Lifetime of attachment links in responses (a list stays open a while). */
export const ATTACHMENT_LINK_TTL_SECONDS = 30 * 60;

/**
 * A link made less than this long ago is handed out again instead of signing a new one: a list of
 * a few hundred rows otherwise computes one HMAC per row on every request. A reused link still has
 * at least TTL minus this much to live, and it is only handed out where a fresh one would be (the
 * caller's access was decided), so reuse gives nobody anything a new signature would not. A list
 * that shows links keeps its bytes, and so its ETag (lib/etag.ts), while they are reused.
 */
const REUSE_SECONDS = 60;
/** Links kept for reuse, oldest dropped first: bounds the memory whatever the number of files. */
const REUSE_MAX = 20_000;

export interface FileLinks {
  attachment(fileId: number): string;
}

export function fileLinks(app: FastifyInstance): FileLinks {
  const recent = new Map<number, { url: string; signedAt: number }>();
  return {
    attachment(fileId) {
      const now = Math.floor(Date.now() / 1000);
      const kept = recent.get(fileId);
      if (kept && now - kept.signedAt < REUSE_SECONDS) return kept.url;
      const url = app.files.signedUrl(fileId, { ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS, now });
      recent.delete(fileId);
      if (recent.size >= REUSE_MAX) recent.delete(recent.keys().next().value!);
      recent.set(fileId, { url, signedAt: now });
      return url;
    },
  };
}
