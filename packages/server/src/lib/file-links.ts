// Attachments leave the API only as short-lived signed links, made after the caller's access to the
// row was decided. Services get this small interface rather than the Fastify instance.
import type { FastifyInstance } from 'fastify';

/** Lifetime of attachment links in responses (a list stays open a while). */
export const ATTACHMENT_LINK_TTL_SECONDS = 30 * 60;

export interface FileLinks {
  attachment(fileId: number): string;
}

export function fileLinks(app: FastifyInstance): FileLinks {
  return { attachment: (fileId) => app.files.signedUrl(fileId, { ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS }) };
}
