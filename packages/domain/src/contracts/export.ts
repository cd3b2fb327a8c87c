// Admin list exports: GET admin/<noun>/export/?format=csv|xlsx&<the list's own query> streams what
// the list's filters show as a file. The lists without a paged screen of their own (mentor
// assignments, evaluations) get their export query here.
import { z } from 'zod';
import { MSG } from '../messages';
import { ONERILEN_DURUMLAR } from '../status';
import { zOptionalId } from '../validation/helpers';
import { ZAdminListQuery, zBooleanParam } from './page';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `format`: csv or xlsx; anything else (or nothing) is a 400 on `format`. */
export const ZExportFormat = z.enum(EXPORT_FORMATS, { error: MSG.common.invalidExportFormat });

/** Mentor assignments: aktif, mentor and application filters (search: project, applicant, mentor). */
export const ZAtamaAdminListQuery = ZAdminListQuery.extend({
  aktif: zBooleanParam(),
  mentor: zOptionalId(MSG.common.invalidId),
  basvuru: zOptionalId(MSG.common.invalidId),
});

/** Evaluations: mentor, application, call and suggested-status filters (search: project, mentor). */
export const ZDegerlendirmeAdminListQuery = ZAdminListQuery.extend({
  cagri: zOptionalId(MSG.common.invalidId),
  mentor: zOptionalId(MSG.common.invalidId),
  basvuru: zOptionalId(MSG.common.invalidId),
  onerilen_durum: z.enum(ONERILEN_DURUMLAR, { error: MSG.common.invalidStatus }).optional(),
});
