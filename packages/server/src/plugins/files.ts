// Uploads and signed downloads (DESIGN.md 3, Files). One helper reads a multipart request: the
// fields as strings and at most one file, buffered up to the rule's size, typed by its magic bytes
// (file-type), never by its name or Content-Type, stored under a generated key with a stored_files
// row. Downloads go only through short-lived signed URLs (modules/files serves them).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { withTransaction, type Tx } from '../lib/transaction';
import { storedFiles } from '../db/schema';
import { loadSecret } from '../services/secret';
import { detectAcceptedType, FILE_RULES, LARGEST_RULE_BYTES, type AcceptedType, type AnswerUploads, type FileRule, type RawUpload } from '../services/file-rules';
import { newStorageKey, S3Storage, storageFor, type FileStorage } from '../services/storage';
import { periodic, type PeriodicWork } from '../lib/periodic';
import { sweepFiles, type SweepResult } from '../services/file-sweep';
import { ApiError, API_MESSAGES } from '../lib/errors';

export { FILE_RULES, type FileRule };

export type StoredFileRow = typeof storedFiles.$inferSelect;

export const FILE_MESSAGES = {
  badLink: 'Geçersiz veya süresi dolmuş bağlantı.',
  malformed: 'Geçersiz çok parçalı form verisi.', // ours
  oneFile: 'Yalnızca bir dosya yüklenebilir.', // ours
  unexpectedFile: 'Bu alanda dosya beklenmiyor.', // ours
  fieldTooLong: 'Bu alanın değeri çok uzun.', // ours
  tooManyFields: 'Formda çok fazla alan var.', // ours
} as const;

/** Limits of the non-file parts of one form. */
const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 100 * 1024;

export interface ReadMultipartOptions {
  /** Name of the form field carrying the file, e.g. 'ek_dosya'. */
  fileField: string;
  rule: FileRule;
  /** When true and no file came: 400 `{fileField: [rule.requiredMessage]}`. */
  required?: boolean;
  /** stored_files.uploaded_by; defaults to request.user?.id. */
  uploadedBy?: number | null;
  /**
   * Also take the file answers of a call's form: file parts named `<prefix><key>`, at most `max`,
   * each buffered up to the largest rule's size and checked only later, by the route's service,
   * against its field's rule (`storeAnswerFile`), since which rule applies depends on the form.
   */
  answerFiles?: { prefix: string; max: number };
}

export interface MultipartResult<F = StoredFileRow | null> {
  /** Non-file fields (the last value wins when a name repeats). */
  fields: Record<string, string>;
  file: F;
  /** The file answers, when the options asked for them. */
  answerUploads?: RawUpload[];
}

/** A checked upload held in memory, not stored yet. */
export interface PendingUpload {
  bytes: Buffer;
  originalName: string;
  type: AcceptedType;
  sha256: string;
}

export interface SignedUrlOptions {
  /** Lifetime of the link; default 300 seconds. */
  ttlSeconds?: number;
  /** Clock for tests (unix seconds). */
  now?: number;
}

export interface FilesApi {
  storage: FileStorage;
  /**
   * Reads a multipart request: fields and at most one file in `fileField`, checked against `rule`,
   * then stores the bytes and inserts the stored_files row (with `db`, e.g. a transaction, when
   * given). Bad input answers 400 in the DRF shape (`{fileField: [message]}` or `{detail}`); a
   * request that is not multipart answers 415. If the route fails afterwards, call discard(file).
   */
  readMultipart(request: FastifyRequest, options: ReadMultipartOptions & { db?: Db }): Promise<MultipartResult>;
  /**
   * Reads and checks the request, then runs `handler` in a database transaction in which the file
   * row is already inserted. If the handler throws (e.g. an ApiError 400 about the other fields),
   * the transaction rolls back and the stored bytes are deleted: nothing is left behind.
   */
  withUpload<T>(
    request: FastifyRequest,
    options: ReadMultipartOptions,
    handler: (result: MultipartResult & { tx: Tx; answers: AnswerUploads }) => Promise<T>,
  ): Promise<T>;
  /** Only parses and checks (nothing stored); store it later with store(). */
  parseMultipart(request: FastifyRequest, options: ReadMultipartOptions): Promise<MultipartResult<PendingUpload | null>>;
  /**
   * Stores a checked upload: pending bytes first, then the row; the bytes are removed if the insert
   * fails. The bytes become visible with publish(), to be called once the row has committed.
   */
  store(upload: PendingUpload, options?: { db?: Db; uploadedBy?: number | null }): Promise<StoredFileRow>;
  /** Makes a stored upload's bytes visible: call it after the transaction holding its row committed. */
  publish(file: StoredFileRow | null | undefined): Promise<void>;
  /** Deletes a stored file's row and bytes (idempotent; null is a no-op). */
  discard(file: StoredFileRow | null | undefined, options?: { db?: Db }): Promise<void>;
  /** `/api/files/<id>/?exp=<unix>&sig=<hmac>`: hand it out only after checking the caller may see the file. */
  signedUrl(fileId: number, options?: SignedUrlOptions): string;
  /** True when `sig` signs (id, exp) and exp is not past. */
  verifySignature(id: string, exp: string | undefined, sig: string | undefined, now?: number): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FilesApi;
    /** The start-up sweep's outcome (null when it failed); tests await it. */
    fileSweep: Promise<SweepResult | null> | undefined;
    /** The periodic look at the pending area (publishes committed uploads); tests run it now. */
    pendingSweep: PeriodicWork<SweepResult>;
  }
  interface FastifyRequest {
    /** The multipart fields the route read, a file as its name (checked against the document under test). */
    multipartForm?: { values: Record<string, string> };
  }
}

/** C0/C1 controls and the bidi marks and overrides that can disguise an extension. */
const isUnsafeChar = (c: number) =>
  c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
const stripUnsafe = (s: string) =>
  Array.from(s)
    .filter((ch) => !isUnsafeChar(ch.codePointAt(0)!))
    .join('');

/**
 * The client's file name made harmless: last path segment only (both separators), no control or
 * bidi characters, at most 255 characters, and ending in an extension that matches the content
 * (else the detected extension is appended: 'setup.msi' holding a CFB becomes 'setup.msi.doc').
 */
export function sanitizeFileName(name: string | undefined, type: AcceptedType): string {
  let base = stripUnsafe((name ?? '').normalize('NFC'));
  base = base.split(/[/\\]/).pop() ?? '';
  base = base.replace(/[:*?"<>|]/g, '_').trim();
  base = base.replace(/^\.+/, '').trim(); // no '..', no hidden files
  if (!base) base = 'dosya';
  const dot = base.lastIndexOf('.');
  const nameExt = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  const suffix = type.nameExts.includes(nameExt) ? '' : `.${type.ext}`;
  // Counted in code points (varchar(255)); a matching extension survives the cut.
  const kept = suffix ? '' : base.slice(dot);
  const stem = Array.from(suffix ? base : base.slice(0, dot));
  const room = 255 - suffix.length - Array.from(kept).length;
  if (stem.length > room) base = stem.slice(0, room).join('').trimEnd() + kept;
  return base + suffix;
}

function signatureOf(secret: string, id: string, exp: string): Buffer {
  return createHmac('sha256', secret).update(`files:${id}:${exp}`).digest();
}

/** Multipart parser errors (busboy, @fastify/multipart, aborted streams) become DRF 400s. */
function multipartError(error: unknown, fileField: string): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return ApiError.fields({ [fileField]: FILE_MESSAGES.oneFile });
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return ApiError.detail(400, FILE_MESSAGES.tooManyFields);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return ApiError.detail(415, API_MESSAGES.unsupportedMedia);
  return ApiError.detail(400, FILE_MESSAGES.malformed);
}

/**
 * Watches the busboy parser @fastify/multipart pipes the request into: busboy reports a cut-off
 * or garbled body as an 'error' on the parser (which @fastify/multipart turns into a quiet end of
 * the parts) and again on the open file stream, where nobody listens yet when the whole body
 * arrives in one chunk: an unhandled 'error' event that would crash the process. A listener is
 * attached to every file stream synchronously, as busboy creates it.
 */
function watchParser(request: FastifyRequest) {
  const raw = request.raw;
  const originalPipe = raw.pipe;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
  };
  raw.pipe = function pipe<T extends NodeJS.WritableStream>(this: typeof raw, destination: T, options?: { end?: boolean }): T {
    raw.pipe = originalPipe;
    const parser = destination as unknown as EventEmitter;
    parser.on('error', fail);
    parser.on('file', (_name: string, file: EventEmitter) => file.on('error', fail));
    return originalPipe.call(this, destination, options) as T;
  };
  return {
    check() {
      if (failure) throw ApiError.detail(400, FILE_MESSAGES.malformed);
    },
    release() {
      raw.pipe = originalPipe;
    },
  };
}

function createFilesApi(app: FastifyInstance): FilesApi {
  const storage = storageFor(app.config);
  const secret = loadSecret(app.config);

  async function parseMultipart(
    request: FastifyRequest,
    options: ReadMultipartOptions,
  ): Promise<MultipartResult<PendingUpload | null>> {
    const { fileField, rule } = options;
    if (!request.isMultipart()) throw ApiError.detail(415, API_MESSAGES.unsupportedMedia);

    const fields: Record<string, string> = {};
    let raw: { bytes: Buffer; filename: string } | null = null;
    const answerUploads: RawUpload[] = [];
    const answers = options.answerFiles;
    const extraFiles = answers?.max ?? 0;
    const fileSize = answers ? Math.max(rule.maxBytes, LARGEST_RULE_BYTES) : rule.maxBytes;
    const parser = watchParser(request);
    try {
      const parts = request.parts({
        limits: { fileSize, files: 1 + extraFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 + extraFiles },
        // Read by @fastify/multipart though not in its types: the size is checked below instead,
        // to answer with the rule's message.
        throwFileSizeLimit: false,
      } as Parameters<FastifyRequest['parts']>[0]);
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.valueTruncated || part.fieldnameTruncated) throw ApiError.fields({ [part.fieldname]: FILE_MESSAGES.fieldTooLong });
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
          continue;
        }
        const isAnswer = answers !== undefined && part.fieldname.startsWith(answers.prefix) && part.fieldname.length > answers.prefix.length;
        if (part.fieldname !== fileField && !isAnswer) {
          part.file.resume();
          throw ApiError.fields({ [part.fieldname]: FILE_MESSAGES.unexpectedFile });
        }
        const limit = isAnswer ? fileSize : rule.maxBytes;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= limit) chunks.push(chunk);
        }
        parser.check();
        if (isAnswer) {
          const key = part.fieldname.slice(answers.prefix.length);
          // Over the largest limit: refused now with the generic size message; under it, the field's own rule decides later.
          if (part.file.truncated || size > limit) throw ApiError.fields({ [`cevaplar.${key}`]: FILE_RULES.application.sizeMessage });
          if (size === 0 && !part.filename) continue;
          if (answerUploads.some((u) => u.key === key)) throw ApiError.fields({ [`cevaplar.${key}`]: FILE_MESSAGES.oneFile });
          answerUploads.push({ key, bytes: Buffer.concat(chunks, size), filename: part.filename });
          continue;
        }
        if (part.file.truncated || size > rule.maxBytes) throw ApiError.fields({ [fileField]: rule.sizeMessage });
        // A browser sends an empty part with no file name when nothing was chosen.
        if (size === 0 && !part.filename) continue;
        // One attachment (the parser's file limit leaves room for the file answers).
        if (raw) throw ApiError.fields({ [fileField]: FILE_MESSAGES.oneFile });
        raw = { bytes: Buffer.concat(chunks, size), filename: part.filename };
      }
      // @fastify/multipart ends the parts quietly on a cut-off body; busboy's error tells.
      parser.check();
    } catch (error) {
      throw multipartError(error, fileField);
    } finally {
      parser.release();
    }

    const withAnswers = answers ? { answerUploads } : {};
    // For the contract check (under test): the form as read, checked against the document's.
    request.multipartForm = { values: { ...fields, ...(raw && { [fileField]: raw.filename || fileField }) } };
    if (!raw) {
      if (options.required) throw ApiError.fields({ [fileField]: rule.requiredMessage });
      return { fields, file: null, ...withAnswers };
    }
    const type = await detectAcceptedType(rule, raw.bytes);
    if (!type) throw ApiError.fields({ [fileField]: rule.typeMessage });
    return {
      fields,
      ...withAnswers,
      file: {
        bytes: raw.bytes,
        originalName: sanitizeFileName(raw.filename, type),
        type,
        sha256: createHash('sha256').update(raw.bytes).digest('hex'),
      },
    };
  }

  /** The upload's row, its bytes already pending under `key`. */
  async function insertFileRow(db: Db, key: string, upload: PendingUpload, uploadedBy: number | null): Promise<StoredFileRow> {
    const [row] = await db
      .insert(storedFiles)
      .values({
        storage_key: key,
        original_name: upload.originalName,
        mime: upload.type.mime,
        ext: upload.type.ext,
        size: upload.bytes.length,
        sha256: upload.sha256,
        uploaded_by: uploadedBy,
      })
      .returning();
    if (!row) throw new Error('stored_files insert returned nothing');
    return row;
  }

  async function store(upload: PendingUpload, options: { db?: Db; uploadedBy?: number | null } = {}): Promise<StoredFileRow> {
    const key = newStorageKey();
    await storage.putPending(key, upload.bytes);
    try {
      return await insertFileRow(options.db ?? app.db, key, upload, options.uploadedBy ?? null);
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  const uploaderOf = (request: FastifyRequest, options: ReadMultipartOptions) =>
    options.uploadedBy !== undefined ? options.uploadedBy : (request.user?.id ?? null);

  const api: FilesApi = {
    storage,
    parseMultipart,
    store,

    async readMultipart(request, options) {
      const { fields, file } = await parseMultipart(request, options);
      if (!file) return { fields, file: null };
      const row = await store(file, { db: options.db, uploadedBy: uploaderOf(request, options) });
      // Without a caller's transaction the row has committed already.
      if (!options.db) await storage.publish(row.storage_key);
      return { fields, file: row };
    },

    async publish(file) {
      if (file) await storage.publish(file.storage_key);
    },

    async withUpload(request, options, handler) {
      const { fields, file: pending, answerUploads = [] } = await parseMultipart(request, options);
      // The bytes are written (to disk or S3) before the transaction opens: it then holds its
      // connection and locks only for its statements, not for the upload.
      const storedKey = pending ? newStorageKey() : null;
      if (pending && storedKey) await storage.putPending(storedKey, pending.bytes);
      /** File answers stored by the handler: published with the attachment, or removed with it. */
      const answerKeys: string[] = [];
      const uploadedBy = uploaderOf(request, options);
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        result = await withTransaction(app.db, async (tx) => {
          const file = pending && storedKey ? await insertFileRow(tx, storedKey, pending, uploadedBy) : null;
          const answers: AnswerUploads = {
            raw: answerUploads,
            async store(upload, rule) {
              const type = upload.bytes.length <= rule.maxBytes ? await detectAcceptedType(rule, upload.bytes) : null;
              if (!type) return null;
              const key = newStorageKey();
              await storage.putPending(key, upload.bytes);
              answerKeys.push(key);
              const checked: PendingUpload = {
                bytes: upload.bytes,
                originalName: sanitizeFileName(upload.filename, type),
                type,
                sha256: createHash('sha256').update(upload.bytes).digest('hex'),
              };
              return insertFileRow(tx, key, checked, uploadedBy);
            },
          };
          return handler({ fields, file, tx, answers, answerUploads });
        });
      } catch (error) {
        for (const key of [storedKey, ...answerKeys]) if (key) await storage.delete(key).catch(() => {});
        throw error;
      }
      // The row has committed: now the bytes may be seen. Killed before this line, the start-up
      // sweep publishes them (the row exists); killed before the commit, it removes them.
      for (const key of [storedKey, ...answerKeys]) if (key) await storage.publish(key);
      return result;
    },

    async discard(file, options = {}) {
      if (!file) return;
      await (options.db ?? app.db).delete(storedFiles).where(eq(storedFiles.id, file.id));
      await storage.delete(file.storage_key);
    },

    signedUrl(fileId, options = {}) {
      const now = options.now ?? Math.floor(Date.now() / 1000);
      const exp = String(now + (options.ttlSeconds ?? 300));
      const id = String(fileId);
      const sig = signatureOf(secret, id, exp).toString('base64url');
      return `/api/files/${id}/?exp=${exp}&sig=${sig}`;
    },

    verifySignature(id, exp, sig, now = Math.floor(Date.now() / 1000)) {
      if (!/^[1-9]\d{0,15}$/.test(id) || !exp || !/^\d{1,12}$/.test(exp) || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
      const expected = signatureOf(secret, id, exp);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      return Number(exp) >= now;
    },
  };
  return api;
}

export default fp(
  async (app) => {
    await app.register(multipart, {
      preservePath: false, // busboy keeps only the base name; sanitizeFileName() checks again
      limits: {
        fileSize: LARGEST_RULE_BYTES,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
        headerPairs: 100,
      },
    });
    const files = createFilesApi(app);
    app.decorate('files', files);
    if (files.storage instanceof S3Storage) {
      const s3 = files.storage;
      app.addHook('onClose', async () => s3.destroy());
    }
    // At start, in the background: bytes left by a process killed mid-upload (see file-sweep.ts).
    app.decorate('fileSweep', undefined);
    app.addHook('onReady', async () => {
      if (files.storage instanceof S3Storage) await files.storage.ensureBucket();
      const graceMs = app.config.fileSweepGraceMinutes * 60_000;
      app.fileSweep = sweepFiles(app.db, files.storage, { graceMs }).then(
        (r) => {
          if (r.published + r.removed > 0) app.log.info(r, 'file sweep');
          return r;
        },
        (err: unknown) => {
          app.log.warn({ msg: (err as Error).message }, 'file sweep failed');
          return null;
        },
      );
    });
    // Then every few minutes, the pending area alone: a committed upload whose process failed to
    // publish it (killed, or the storage briefly down) is served without waiting for a restart.
    app.decorate(
      'pendingSweep',
      periodic(app, 'pending file sweep', app.config.fileSweepIntervalSeconds * 1000, () =>
        sweepFiles(app.db, files.storage, { graceMs: app.config.fileSweepGraceMinutes * 60_000, areas: ['pending'] }).then((r) => {
          if (r.published + r.removed > 0) app.log.info(r, 'pending file sweep');
          return r;
        }),
      ),
    );
  },
  { name: 'files' },
);
