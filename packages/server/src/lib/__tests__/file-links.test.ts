import { afterEach, expect, jest, test } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_LINK_TTL_SECONDS, fileLinks } from '../file-links';

// fileLinks over a stand-in for app.files that records each signing: what is under test is when a
// link is signed anew and what lifetime it is asked for, not the signature itself (files.test.ts).
function linksWithSigner() {
  const signed: { fileId: number; now: number | undefined; ttlSeconds: number | undefined }[] = [];
  const app = {
    files: {
      signedUrl: (fileId: number, options: { now?: number; ttlSeconds?: number } = {}) => {
        signed.push({ fileId, now: options.now, ttlSeconds: options.ttlSeconds });
        return `/api/files/${fileId}/?n=${signed.length}`;
      },
    },
  } as unknown as FastifyInstance;
  return { links: fileLinks(app), signed };
}

const at = (seconds: number) => jest.spyOn(Date, 'now').mockReturnValue(seconds * 1000);
afterEach(() => {
  jest.restoreAllMocks();
});

test('a link signed less than a minute ago is handed out again; after that a new one is signed', () => {
  const { links, signed } = linksWithSigner();
  at(1_000_000);
  const first = links.attachment(7);
  expect(signed).toEqual([{ fileId: 7, now: 1_000_000, ttlSeconds: ATTACHMENT_LINK_TTL_SECONDS }]);
  at(1_000_059);
  expect(links.attachment(7)).toBe(first);
  expect(signed).toHaveLength(1);
  at(1_000_060);
  expect(links.attachment(7)).not.toBe(first);
  expect(signed.map((s) => s.now)).toEqual([1_000_000, 1_000_060]);
});

test('each file has its own link', () => {
  const { links, signed } = linksWithSigner();
  at(2_000_000);
  expect(links.attachment(1)).not.toBe(links.attachment(2));
  expect(links.attachment(1)).toBe(links.attachment(1));
  expect(signed.map((s) => s.fileId)).toEqual([1, 2]);
});
