// Conditional GETs (RFC 9110 8.8.3, 13.1.2) for answers a client reads again and again: the answer
// carries an ETag, and a request whose If-None-Match names it gets 304 Not Modified without a body.
// `private, no-cache` lets the browser keep its copy for that user only and revalidate it every time.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether If-None-Match names `etag` (weak comparison: a `W/` prefix is ignored) or is `*`. */
export function ifNoneMatchHas(request: FastifyRequest, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  if (!sent) return false;
  return sent.trim() === '*' || sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sets the ETag and its caching headers; `Vary: Authorization`: one browser's two sign-ins never share a copy. */
export function tagged(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Authorization');
}

/**
 * Sends `data` as the route's serializer writes it, with an ETag computed from those bytes (so it
 * changes exactly when the answer does, whatever row, join or clock made it change), or 304 when the
 * client's copy is that answer.
 */
export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, data: unknown): FastifyReply {
  // Encoded once: the hash reads the bytes that are sent (Fastify sends a Buffer as it is).
  const body = Buffer.from(reply.serialize(data) as string);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  tagged(reply, etag);
  if (ifNoneMatchHas(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
