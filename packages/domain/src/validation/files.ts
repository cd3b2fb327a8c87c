/**
 * File rules (spec 5, 9): allowed extensions AND MIME types (the server compares magic-byte
 * detection against `mimeTypes`), size limit, Turkish messages. `checkFileMeta` is the pure check
 * of name and size that the client file picker and the server both run.
 */
import { z } from 'zod';
import { MAX_ATTACHMENT_BYTES } from '../constants';
import { MSG } from '../messages';

export interface FileRule {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** MIME types accepted for the content (including what magic-byte sniffers report). */
  mimeTypes: readonly string[];
  /** Inclusive maximum size in bytes. */
  maxBytes?: number;
  typeMessage: string;
  sizeMessage?: string;
}

export interface FileMeta {
  name: string;
  size: number;
}

const PDF = 'application/pdf';
const DOC = 'application/msword';
/** Old .doc files are OLE2 compound files; magic-byte sniffers (file-type) report this. */
const CFB = 'application/x-cfb';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JPEG = 'image/jpeg';
const PNG = 'image/png';

export type FileRuleKey = 'report' | 'application' | 'receipt';

export const FILE_RULES: Readonly<Record<FileRuleKey, FileRule>> = {
  /** Report attachment: PDF, DOC, DOCX up to 10 MB (spec 5 messages verbatim). */
  report: {
    extensions: ['pdf', 'doc', 'docx'],
    mimeTypes: [PDF, DOC, CFB, DOCX],
    maxBytes: MAX_ATTACHMENT_BYTES,
    typeMessage: MSG.report.fileType,
    sizeMessage: MSG.report.fileSize,
  },
  /** Application attachment: .pdf .doc .docx (spec 5); the 10 MB limit is ours (the spec shows no bound). */
  application: {
    extensions: ['pdf', 'doc', 'docx'],
    mimeTypes: [PDF, DOC, CFB, DOCX],
    maxBytes: MAX_ATTACHMENT_BYTES,
    typeMessage: MSG.report.fileType,
    sizeMessage: MSG.report.fileSize,
  },
  /** Receipt: pdf, jpg, jpeg, png (spec 5, 9); messages and the 10 MB limit ours. */
  receipt: {
    extensions: ['pdf', 'jpg', 'jpeg', 'png'],
    mimeTypes: [PDF, JPEG, PNG],
    maxBytes: MAX_ATTACHMENT_BYTES,
    typeMessage: MSG.receipt.fileType,
    sizeMessage: MSG.receipt.fileSize,
  },
};

/** Lower-case extension without the dot ('' when none). */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The first failing message (type, then size), or null when the file is acceptable. */
export function checkFileMeta(rule: FileRule, meta: FileMeta): string | null {
  if (!rule.extensions.includes(fileExtension(meta.name))) return rule.typeMessage;
  if (rule.maxBytes !== undefined && meta.size > rule.maxBytes) return rule.sizeMessage ?? rule.typeMessage;
  return null;
}

/** Whether a (sniffed) MIME type is allowed by the rule (parameters such as '; charset' ignored). */
export function isAllowedMime(rule: FileRule, mime: string | null | undefined): boolean {
  if (!mime) return false;
  const bare = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  return rule.mimeTypes.includes(bare);
}

/** The `accept` attribute of a file input: '.pdf,.doc,.docx'. */
export function acceptAttribute(rule: FileRule): string {
  return rule.extensions.map((e) => `.${e}`).join(',');
}

function isFileMeta(value: unknown): value is FileMeta {
  return typeof value === 'object' && value !== null && typeof (value as FileMeta).name === 'string' && typeof (value as FileMeta).size === 'number';
}

/**
 * A form's attachment field: a file passing `rule` (type, then size), or null when `optional`. `T` is
 * what the form holds (the browser's File); only its name and size are read.
 */
export function zAttachment<T extends FileMeta = FileMeta>(rule: FileRule, options: { optional: boolean; requiredMessage?: string }) {
  const missing = options.requiredMessage ?? rule.typeMessage;
  return z.custom<T | null>((value) => value === null || value === undefined || isFileMeta(value), { error: rule.typeMessage }).superRefine((value, ctx) => {
    if (value === null || value === undefined) {
      if (!options.optional) ctx.addIssue({ code: 'custom', message: missing });
      return;
    }
    const message = checkFileMeta(rule, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}
