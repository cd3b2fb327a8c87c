// Upload rules on the server: the domain's FILE_RULES (accepted types, 10 MB, the Turkish messages;
// one rule, one place) plus what only the server knows: how content detected from magic bytes by
// `file-type` maps to the MIME type and extension we store and serve. Never the client's name or
// Content-Type.
import { fileTypeFromBuffer } from 'file-type';
import { FILE_RULES as DOMAIN_FILE_RULES, MAX_ATTACHMENT_BYTES, MSG, type FileRuleKey } from '@portal/domain';

/** One accepted content type: the MIME `file-type` reports and what we store and serve. */
export interface AcceptedType {
  /** MIME as detected by file-type. */
  detected: string;
  /** MIME stored in stored_files.mime and sent on download. */
  mime: string;
  /** Extension stored in stored_files.ext. */
  ext: string;
  /** File-name extensions that match this content (the first one is appended when none does). */
  nameExts: readonly string[];
}

export interface FileRule {
  /** 'cevap': a call form's file field, its types and size chosen by staff. */
  kind: FileRuleKey | 'cevap';
  /** Largest accepted file in bytes (inclusive). */
  maxBytes: number;
  accepted: readonly AcceptedType[];
  typeMessage: string;
  sizeMessage: string;
  requiredMessage: string;
}

const CONTENT_TYPES: readonly AcceptedType[] = [
  { detected: 'application/pdf', mime: 'application/pdf', ext: 'pdf', nameExts: ['pdf'] },
  // file-type reports every Compound File Binary container (.doc, but also .xls, .msi) as application/x-cfb.
  { detected: 'application/x-cfb', mime: 'application/msword', ext: 'doc', nameExts: ['doc'] },
  {
    detected: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    nameExts: ['docx'],
  },
  { detected: 'image/jpeg', mime: 'image/jpeg', ext: 'jpg', nameExts: ['jpg', 'jpeg'] },
  { detected: 'image/png', mime: 'image/png', ext: 'png', nameExts: ['png'] },
];

/** Every MIME type a stored file can be served as. */
export const STORED_FILE_MIMES: readonly string[] = [...new Set(CONTENT_TYPES.map((t) => t.mime))];

const REQUIRED: Record<FileRuleKey, string> = {
  report: MSG.common.required,
  application: MSG.common.required,
  receipt: MSG.receipt.fileRequired,
};

const serverRule = (kind: FileRuleKey): FileRule => {
  const rule = DOMAIN_FILE_RULES[kind];
  return {
    kind,
    maxBytes: rule.maxBytes ?? MAX_ATTACHMENT_BYTES,
    accepted: CONTENT_TYPES.filter((t) => rule.mimeTypes.includes(t.detected)),
    typeMessage: rule.typeMessage,
    sizeMessage: rule.sizeMessage ?? rule.typeMessage,
    requiredMessage: REQUIRED[kind],
  };
};

export const FILE_RULES = {
  report: serverRule('report'),
  application: serverRule('application'),
  receipt: serverRule('receipt'),
} as const satisfies Record<FileRuleKey, FileRule>;

/**
 * The rule of a call form's file field (the domain's fileAnswerRule: its allowed name extensions,
 * size and messages): the content types behind those extensions, checked by magic bytes like every
 * other upload.
 */
export function answerFileRule(rule: { extensions: readonly string[]; maxBytes: number; typeMessage: string; sizeMessage: string }): FileRule {
  return {
    kind: 'cevap',
    maxBytes: rule.maxBytes,
    accepted: CONTENT_TYPES.filter((t) => t.nameExts.some((e) => rule.extensions.includes(e))),
    typeMessage: rule.typeMessage,
    sizeMessage: rule.sizeMessage,
    requiredMessage: MSG.common.required,
  };
}

/** The largest limit of any rule: the multipart plugin's global file-size cap. */
export const LARGEST_RULE_BYTES = Math.max(...Object.values(FILE_RULES).map((r) => r.maxBytes));

/**
 * The accepted type of `bytes` under `rule`, or null: "not an allowed type". A file whose content
 * the detector cannot even parse (a truncated PNG, a ZIP or DOCX with a broken header: file-type
 * throws "Unexpected signature", "End-Of-Stream" and the like) is not an allowed type either; it
 * never becomes a 500.
 */
export async function detectAcceptedType(rule: FileRule, bytes: Buffer): Promise<AcceptedType | null> {
  if (bytes.length === 0) return null;
  let detected: { mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(bytes);
  } catch {
    return null;
  }
  return (detected && rule.accepted.find((a) => a.detected === detected.mime)) ?? null;
}

/** A call form's file answer as it came in a multipart request, not checked yet (plugins/files.ts). */
export interface RawUpload {
  /** Its key in the form: the part's name without the prefix. */
  key: string;
  bytes: Buffer;
  filename: string;
}

/** What a handler of withUpload gets for a call form's file answers. */
export interface AnswerUploads {
  raw: RawUpload[];
  /**
   * Checks one answer's content against its field's rule and stores it in the handler's
   * transaction (bytes pending, published after the commit, removed if it rolls back); null when
   * the content is not an allowed type. Answers the stored file's id and name.
   */
  store(upload: RawUpload, rule: FileRule): Promise<{ id: number; original_name: string } | null>;
}
