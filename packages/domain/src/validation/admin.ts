/** Admin forms (spec 5): calls, users, companies, company assignment, mentors, resources, mentor assignments, status updates. */
import { requireReasonOnReject, zKararNotu } from '../decisions';
import { z } from 'zod';
import { callDeadline } from '../call-status';
import { CAPACITY_DEFAULT, CAPACITY_MIN, DEFAULT_CALL_ACTIVE, PASSWORD_MAX_LENGTH } from '../constants';
import { parseInputDate } from '../dates';
import { MSG } from '../messages';
import {
  BASVURU_DURUMLARI,
  DEFAULT_SIRKET_ROL,
  DEKONT_DURUMLARI,
  RAPOR_DURUMLARI,
  REZERVASYON_DURUMLARI,
  SIRKET_ROLLERI,
} from '../status';
import {
  blankToUndefined,
  isValidInputInstant,
  MAX_ID,
  noControlCharacters,
  nullToUndefined,
  numberish,
  zId,
  zOptionalText,
  zRequiredText,
} from './helpers';
import { NO_CONTROL_SINGLE_LINE } from './text';

// ---------------------------------------------------------------------------------------------
// Call form
// ---------------------------------------------------------------------------------------------

/** A date or date-time with a four-digit year from 1900 on (see parseInputDate). */
const validInstant = isValidInputInstant;

/**
 * Title, start and end required; end not before start (a date-only end counts to 23:59:59);
 * aktif defaults to true (a new call starts active); detay_url optional http(s) URL ('' = none).
 */
export const ZCallFormSchema = z
  .object({
    baslik: zRequiredText(MSG.call.titleRequired, { length: 255, message: MSG.call.titleTooLong }),
    aciklama: z.preprocess(nullToUndefined, noControlCharacters(z.string().trim(), { multiline: true }).default('')),
    baslangic: z
      .string({ error: MSG.call.startRequired })
      .trim()
      .min(1, MSG.call.startRequired)
      .refine((v) => v === '' || validInstant(v), MSG.common.invalidDate),
    bitis: z
      .string({ error: MSG.call.endRequired })
      .trim()
      .min(1, MSG.call.endRequired)
      .refine((v) => v === '' || validInstant(v), MSG.common.invalidDate),
    aktif: z.boolean().default(DEFAULT_CALL_ACTIVE),
    detay_url: z.preprocess(
      blankToUndefined,
      z
        .url({ protocol: /^https?$/, error: MSG.call.detailUrlInvalid, abort: true })
        // The protocol once more as a pattern, so that the OpenAPI document states it too.
        .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\//, MSG.call.detailUrlInvalid)
        .max(500, MSG.call.detailUrlInvalid)
        // URL parsing percent-encodes a NUL in the path but the text is stored as typed.
        .regex(NO_CONTROL_SINGLE_LINE, MSG.common.controlCharacters)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (typeof v.baslangic !== 'string' || typeof v.bitis !== 'string') return;
    const start = parseInputDate(v.baslangic);
    const end = callDeadline(v.bitis);
    if (start?.isValid && end?.isValid && end < start) {
      ctx.addIssue({ code: 'custom', message: MSG.call.endBeforeStart, path: ['bitis'] });
    }
  });
export type CallFormInput = z.input<typeof ZCallFormSchema>;
export type CallFormData = z.output<typeof ZCallFormSchema>;

// ---------------------------------------------------------------------------------------------
// User form
// ---------------------------------------------------------------------------------------------

/**
 * Admin user form. Username and e-mail required; password required for new users
 * ('Yeni kullanıcı için şifre gereklidir') and absent when editing (the field is hidden; any value is dropped).
 * The spec asks only "required" of the admin-set password; the max length 128 still applies.
 */
export function makeUserFormSchema(options: { isNew: boolean }) {
  const base = {
    username: zRequiredText(MSG.users.usernameRequired, { length: 150, message: MSG.users.usernameTooLong }),
    email: noControlCharacters(z.string({ error: MSG.users.emailRequired }).trim().min(1, MSG.users.emailRequired)).pipe(
      z.email(MSG.users.emailInvalid),
    ),
    first_name: zOptionalText(150, MSG.profile.tooLong(150)),
    last_name: zOptionalText(150, MSG.profile.tooLong(150)),
    is_active: z.boolean().optional(),
    is_staff: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
  };
  if (!options.isNew) return z.object(base);
  return z.object({
    ...base,
    password: noControlCharacters(
      z.string({ error: MSG.users.passwordRequiredForNew }).min(1, MSG.users.passwordRequiredForNew),
    ).max(PASSWORD_MAX_LENGTH, MSG.password.maxLength),
  });
}
/** The brief's name for the factory: `ZUserFormSchema({ isNew })` is `makeUserFormSchema({ isNew })`. */
export const ZUserFormSchema = makeUserFormSchema;
export const ZUserCreateSchema = makeUserFormSchema({ isNew: true });
export const ZUserUpdateSchema = makeUserFormSchema({ isNew: false });

// ---------------------------------------------------------------------------------------------
// Companies
// ---------------------------------------------------------------------------------------------

/** Company: name non-empty after trimming; aktif defaults to true. */
export const ZCompanySchema = z.object({
  adi: zRequiredText(MSG.company.nameRequired, { length: 200, message: MSG.company.nameTooLong }),
  aktif: z.boolean().default(true),
});

/** Assign a user to a company: company required ('Şirket seçiniz'); role sahip|calisan, default calisan. */
export const ZCompanyAssignSchema = z.object({
  company_id: zId(MSG.company.selectCompany),
  role: z.enum(SIRKET_ROLLERI, { error: MSG.common.invalidRole }).default(DEFAULT_SIRKET_ROL),
});

// ---------------------------------------------------------------------------------------------
// Mentors
// ---------------------------------------------------------------------------------------------

const mentorFields = {
  unvan: z.preprocess(nullToUndefined, noControlCharacters(z.string().trim()).max(100, MSG.mentor.titleTooLong).default('')),
  uzmanlik: z.preprocess(
    nullToUndefined,
    noControlCharacters(z.string().trim(), { multiline: true }).max(2000, MSG.mentor.expertiseTooLong).default(''),
  ),
  aktif: z.boolean().default(true),
};

/** Mentor create (user_id required) or edit (the user cannot change, so no user_id). */
export function makeMentorSchema(options: { isNew: boolean }) {
  return options.isNew ? z.object({ user_id: zId(MSG.mentor.userRequired), ...mentorFields }) : z.object(mentorFields);
}
export const ZMentorSchema = makeMentorSchema({ isNew: true });
export const ZMentorCreateSchema = ZMentorSchema;
export const ZMentorUpdateSchema = makeMentorSchema({ isNew: false });
/** POST admin/users/{id}/assign_as_mentor/: unvan, uzmanlik, aktif. */
export const ZAssignAsMentorSchema = z.object(mentorFields);

// ---------------------------------------------------------------------------------------------
// Resources
// ---------------------------------------------------------------------------------------------

/** Capacity for display/forms: an integer >= 1, falling back to 1 when invalid (spec 5). Fractions are floored. */
export function normalizeCapacity(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : NaN;
  if (!Number.isFinite(n)) return CAPACITY_DEFAULT;
  const i = Math.floor(n);
  return i >= CAPACITY_MIN ? i : CAPACITY_DEFAULT;
}

/** Resource: name non-blank; capacity an integer >= 1 (missing/blank -> 1); aktif defaults to true. */
export const ZResourceSchema = z.object({
  ad: zRequiredText(MSG.resource.nameRequired, { length: 200, message: MSG.resource.nameTooLong }),
  kapasite: z.preprocess(
    numberish,
    z
      .number({ error: MSG.resource.capacityMin })
      .int(MSG.resource.capacityMin)
      .min(CAPACITY_MIN, MSG.resource.capacityMin)
      // An integer column: 2^31 and more do not fit.
      .max(MAX_ID, MSG.common.numberTooLarge)
      .default(CAPACITY_DEFAULT),
  ),
  aktif: z.boolean().default(true),
});

// ---------------------------------------------------------------------------------------------
// Mentor assignments
// ---------------------------------------------------------------------------------------------

/** Single assignment dialog: mentor and project. */
export const ZSingleAssignmentSchema = z.object({
  mentor_id: zId(MSG.assignment.mentorRequired),
  basvuru_id: zId(MSG.assignment.projectRequired),
});

/** POST admin/mentorler/{mentorId}/assign_to_application/ body. */
export const ZAssignToApplicationSchema = z.object({
  application_id: zId(MSG.assignment.projectRequired),
});

export const ZBulkAssignmentRowSchema = z.object({
  mentor_id: zId(MSG.assignment.bulkRowIncomplete),
  basvuru_id: zId(MSG.assignment.bulkRowIncomplete),
});

/** POST admin/mentorler/bulk_assign/ body: at least one row, every row complete. */
export const ZBulkAssignmentSchema = z.object({
  assignments: z
    .array(ZBulkAssignmentRowSchema, { error: MSG.assignment.bulkEmpty })
    .min(1, MSG.assignment.bulkEmpty),
});

// ---------------------------------------------------------------------------------------------
// Status updates (PATCH .../{id}/update_status/)
// ---------------------------------------------------------------------------------------------

const statusError = { error: MSG.common.invalidStatus };
/** The note staff may give with a status change (a rejection's reason); kept in the history and shown to the owner. */
// A rejection without its reason is a 400 on `not` (requireReasonOnReject).
const statusNote = { not: zKararNotu() };
export const ZBasvuruStatusUpdateSchema = z.object({ durum: z.enum(BASVURU_DURUMLARI, statusError), ...statusNote }).superRefine(requireReasonOnReject('basvuru'));
export const ZRaporStatusUpdateSchema = z.object({ durum: z.enum(RAPOR_DURUMLARI, statusError), ...statusNote }).superRefine(requireReasonOnReject('rapor'));
/**
 * A reservation's status: any of the four from any state; with `beklenen_durum` (the quick
 * approve/reject from BEKLEME) only while the reservation is still in that state, else 409 — so a
 * quick approval racing the booker's cancel never turns the cancelled reservation into an approved one.
 */
export const ZRezervasyonStatusUpdateSchema = z.object({
  durum: z.enum(REZERVASYON_DURUMLARI, statusError),
  beklenen_durum: z.enum(REZERVASYON_DURUMLARI, statusError).optional(),
  ...statusNote,
}).superRefine(requireReasonOnReject('rezervasyon'));
export const ZDekontStatusUpdateSchema = z.object({ durum: z.enum(DEKONT_DURUMLARI, statusError), ...statusNote }).superRefine(requireReasonOnReject('dekont'));
