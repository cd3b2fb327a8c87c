// Public API of @portal/domain: named re-exports, grouped by source file; the API contracts whole.

// First: zod's settings must be in place before any schema is built (see zod-config.ts).
import './zod-config';

export * from './contracts';
export * from './two-factor';

export {
  API_BASE,
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TIME_ZONE,
  LOCALE,
  REPORT_SUMMARY_MIN,
  REPORT_SUMMARY_MAX,
  MAX_ATTACHMENT_BYTES,
  RESERVATION_OPEN_HOUR,
  RESERVATION_CLOSE_HOUR,
  SLOT_MINUTES,
  DEFAULT_MIN_DURATION_MINUTES,
  SLOTS_PER_DAY,
  SCORE_MIN,
  SCORE_MAX,
  STAR_DIVISOR,
  STAR_MAX,
  HIGH_SCORE_THRESHOLD,
  IMPROVEMENT_THRESHOLD,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  CAPACITY_MIN,
  CAPACITY_DEFAULT,
  EXPERTISE_CUT_TABLE,
  EXPERTISE_CUT_OVERVIEW,
  REPORT_BADGE_CAP,
  DASHBOARD_RECENT_COUNT,
  CLAMP_LINES,
  DEFAULT_CALL_ACTIVE,
  ELLIPSIS,
  truncate,
  formatBadgeCount,
  REMINDER_CALL_CLOSING_DAYS,
  REMINDER_PENDING_RESERVATION_HOURS,
  REMINDER_MONTH_DAY,
  RECEIPT_EARLIEST_PAYMENT_DATE,
} from './constants';

export type {
  Id,
  IsoDateTime,
  IsoDate,
  TokenClaims,
  SessionUser,
  LoginPayload,
  RefreshPayload,
  RefreshResponse,
  DrfErrorBody,
  UserRef,
  CagriPayload,
  BasvuruCreatePayload,
  RaporCreatePayload,
  KaynakPayload,
  RezervasyonCreatePayload,
  ProfileUpdatePayload,
  PasswordChangePayload,
  StatusUpdatePayload,
} from './types';

export {
  CHIP_COLORS,
  BASVURU_DURUMLARI,
  DEFAULT_BASVURU_DURUM,
  BASVURU_DURUM_META,
  basvuruDurumMeta,
  isBasvuruUsableForReservation,
  isBasvuruWaiting,
  RAPOR_DURUMLARI,
  DEFAULT_RAPOR_DURUM,
  RAPOR_DURUM_META,
  isRaporDurum,
  CALISAN_RAPOR_DURUMLARI,
  CALISAN_RAPOR_DURUM_META,
  raporDurumToCalisanDurum,
  calisanRaporDurumMeta,
  raporProgress,
  countReports,
  raporDurumMeta,
  REZERVASYON_DURUMLARI,
  DEFAULT_REZERVASYON_DURUM,
  REZERVASYON_DURUM_META,
  rezervasyonDurumMeta,
  isReservationEditable,
  isReservationCancellable,
  DEKONT_DURUMLARI,
  DEFAULT_DEKONT_DURUM,
  DEKONT_DURUM_META,
  DEKONT_SAHIP_DURUMLARI,
  DEKONT_SAHIP_DURUM_META,
  isDekontDurum,
  dekontDurumToSahipDurum,
  dekontDurumMeta,
  dekontSahipDurumMeta,
  ONERILEN_DURUMLAR,
  DEFAULT_ONERILEN_DURUM,
  ONERILEN_DURUM_META,
  isOnerilenDurum,
  evaluationStatusColor,
  evaluationStatusMeta,
  SIRKET_ROLLERI,
  DEFAULT_SIRKET_ROL,
  SIRKET_ROL_META,
  sirketRolMeta,
  atamaDurumMeta,
  aktifPasifMeta,
  QUICK_DECISION_FROM,
  canQuickDecide,
  QUICK_DECISION_TO,
  adminRoleChips,
  homeRoleChips,
  accountType,
  statusMeta,
  statusLabel,
  statusColor,
} from './status';
export type {
  ChipColor,
  StatusMeta,
  BasvuruDurum,
  RaporDurum,
  CalisanRaporDurum,
  RaporProgress,
  RezervasyonDurum,
  DekontDurum,
  DekontSahipDurum,
  OnerilenDurum,
  SirketRol,
  QuickDecisionKind,
  RoleFlags,
  RoleChip,
  StatusKind,
} from './status';

export {
  callDeadline,
  callStatus,
  isCallActive,
  callApplyState,
} from './call-status';
export type {
  CallApplyState,
  CallLike,
  CallStatusKey,
  CallStatus,
} from './call-status';

export {
  CALL_PAGE_MSG,
  CALL_STATE_MSG,
  callState,
} from './call-state';
export type {
  CallState,
} from './call-state';

export {
  DRAFT_MSG,
  isBasvuruEditable,
  isBasvuruWithdrawable,
  isRaporEditable,
  makeReportDraftSchema,
  ZApplicationDraftSchema,
  ZReportDraftSchema,
  ZBasvuruDraftForm,
  ZRaporDraftForm,
} from './drafts';
export type {
  ApplicationDraftData,
  ReportDraftData,
} from './drafts';

export {
  MSG,
} from './messages';
export type {
  Messages,
} from './messages';

export {
  DATE_ONLY_RE,
  isDateOnly,
  parseDate,
  parseInputDate,
  INPUT_YEAR_MIN,
  INPUT_YEAR_MAX,
  toDateTime,
  formatDateTr,
  formatDate,
  formatDateTime,
  formatMonth,
  todayISO,
  daysSince,
  toDateTimeLocalValue,
  fromDateTimeLocalValue,
  TR_DATE_PLACEHOLDER,
  TR_TIME_PLACEHOLDER,
  trTimeToHhmm,
  isoToTrDate,
  trDateToIso,
} from './dates';
export type {
  DateInput,
  DateFormatResult,
  FormatOptions,
} from './dates';

export {
  toRange,
  overlaps,
  openingHours,
  daySlots,
  isOnSlotGrid,
  isWithinOpeningHours,
  slotState,
  hasSlotStarted,
  validateReservationTimes,
  findApprovedConflict,
  availabilityWindow,
  TR_MONTH_NAMES,
  TR_WEEKDAY_NAMES,
  TR_WEEKDAY_NAMES_SHORT,
  sundayFirstWeekday,
  monthGrid,
  monthTitle,
  describeRange,
} from './slots';
export {
  reservationResourceId,
  reservationResourceName,
  reservationApplicationId,
  reservationProjectTitle,
  toSlotISO,
} from './reservations';

export type {
  TimeRange,
  RangeInput,
  Slot,
  SlotState,
  ReservationLike,
  ReservationTimeIssue,
  ReservationTimesInput,
  CalendarDay,
} from './slots';

export {
  SCORE_COLOR_TO_CHIP,
  scoreColor,
  scoreBand,
  starRating,
  clampScore,
  highScoreCount,
  successRate,
  improvementCount,
  averageScore,
  summarizeEvaluations,
  performanceScoreColor,
  WORKLOAD_LEVELS,
  WORKLOAD_THRESHOLDS,
  WORKLOAD_COLORS,
  workloadLevel,
  workloadColor,
} from './scores';
export type {
  ScoreColor,
  ScoreBandKey,
  ScoreBand,
  EvaluationSummary,
  WorkloadLevel,
} from './scores';

export {
  CONSENSUS_SPREAD_SHARE,
  spreadDisagrees,
  weightShares,
  weightedTotal,
  scoreStats,
  rankByScore,
} from './rubric';
export type { RubricCriterion, CriterionScore, ScoreStats } from './rubric';

export {
  isPaginated,
  listResults,
} from './lists';
export { matchesSearch } from './search';

export {
  blankToUndefined,
  PREPROCESSED_INPUTS,
  MAX_ID,
  zId,
  zOptionalId,
  zRequiredText,
  zOptionalText,
  zText,
  hasControlCharacters,
  noControlCharacters,
  isValidDateOnly,
  isValidInputInstant,
  numberish,
  firstFailure,
} from './validation/helpers';
export type {
  OrderedRule,
  TextOptions,
} from './validation/helpers';

export {
  FILE_RULES,
  fileExtension,
  checkFileMeta,
  isAllowedMime,
  acceptAttribute,
  zAttachment,
} from './validation/files';
export type {
  FileRule,
  FileMeta,
  FileRuleKey,
} from './validation/files';

export {
  ZLoginSchema,
  ZTokenPairSchema,
  ZRefreshSchema,
  ZTokenClaimsSchema,
  toSessionUser,
} from './validation/auth';
export { isTokenExpired } from './validation/token-expiry';
export type {
  LoginInput,
} from './validation/auth';

export {
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_RULES,
  checkNewPassword,
  ZNewPasswordSchema,
  ZPasswordChangeServerSchema,
  ZPasswordChangeSchema,
} from './validation/password';
export type {
  PasswordChangeInput,
} from './validation/password';

export {
  PROFILE_MAX_LENGTHS,
  ZProfileUpdateSchema,
} from './validation/profile';
export type {
  ProfileUpdateInput,
} from './validation/profile';

export {
  ZReportSummarySchema,
  makeReportStartSchema,
  makeReportCreateSchema,
  ZReportCreateSchema,
  reportPeriodEnd,
} from './validation/report';
export type {
  ReportCreateInput,
  ReportCreateData,
} from './validation/report';

export {
  ZApplicationCreateSchema,
} from './validation/application';
export type {
  ApplicationCreateInput,
  ApplicationCreateData,
} from './validation/application';

export {
  makeReservationSchema,
  ZReservationSchema,
} from './validation/reservation';
export type {
  ReservationInput,
  ReservationData,
} from './validation/reservation';

export {
  ZEvaluationSchema,
} from './validation/evaluation';
export type {
  EvaluationInput,
  EvaluationData,
} from './validation/evaluation';

export {
  ZReceiptUploadSchema,
} from './validation/receipt';
export type {
  ReceiptUploadInput,
} from './validation/receipt';

export {
  ZCallFormSchema,
  makeUserFormSchema,
  ZUserFormSchema,
  ZUserCreateSchema,
  ZUserUpdateSchema,
  ZCompanySchema,
  ZCompanyAssignSchema,
  makeMentorSchema,
  ZMentorSchema,
  ZMentorCreateSchema,
  ZMentorUpdateSchema,
  ZAssignAsMentorSchema,
  normalizeCapacity,
  ZResourceSchema,
  ZSingleAssignmentSchema,
  ZAssignToApplicationSchema,
  ZBulkAssignmentRowSchema,
  ZBulkAssignmentSchema,
  ZBasvuruStatusUpdateSchema,
  ZRaporStatusUpdateSchema,
  ZRezervasyonStatusUpdateSchema,
  ZDekontStatusUpdateSchema,
} from './validation/admin';
export type {
  CallFormInput,
  CallFormData,
} from './validation/admin';

export {
  MENTOR_QUEUE_REASONS,
  MENTOR_QUEUE_REASON_META,
  mentorQueueReason,
  compareMentorQueue,
} from './mentor-queue';
export type { MentorQueueReason, MentorQueueEntry } from './mentor-queue';
// Staff decisions: a rejection's reason, bulk decisions
export {
  RED_DURUMU,
  isRejection,
  TOPLU_KARAR_MAX,
  KARAR_MESSAGES,
  zKararNotu,
  requireReasonOnReject,
  kararDurumEtiketi,
  bulkDecisionStatuses,
  bulkDecisionFrom,
  zTopluDurum,
  ZTopluDurumSonuc,
} from './decisions';
export type { TopluDurumBody, TopluDurumSonuc } from './decisions';
export {
  answerSchema,
  emptyAnswers,
  fileAnswerRule,
  isStoredFileAnswer,
  makeAnswersFormSchema,
  makeAnswersSchema,
  type StoredAnswer,
  type StoredAnswers,
  type StoredFileAnswer,
} from './validation/form-answers';
