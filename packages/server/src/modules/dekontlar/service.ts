// Rent receipts: the response shape, the rules of uploading one, and the coverage grid.
import {
  DEKONT_API_MESSAGES,
  MSG,
  DEFAULT_PAGE_SIZE,
  DEKONT_KAPSAM_DEFAULT_MONTHS,
  dekontDurumToSahipDurum,
  ZReceiptUploadSchema,
  type Dekont,
  type DekontKapsam,
  type DekontKapsamDurum,
} from '@portal/domain';
import { answerViolations } from '../../db/client';
import { ApiError, issuesToFields } from '../../lib/errors';
import { isoIstanbul } from '../../lib/dates';
import type { FileLinks } from '../../lib/file-links';
import type { Tx } from '../../lib/transaction';
import type { AuthUser } from '../../services/session-user';
import { canManageCompany } from '../../policies';
import {
  companiesMissingReceipts,
  coveragePage,
  findDekontRow,
  deleteDekont,
  insertDekontUnlessDuplicate,
  lockDekont,
  replaceDekontFile,
  type CoverageOf,
  type DekontRow,
  type ReceiptMonth,
} from './repository';

export function toDekont(links: FileLinks, row: DekontRow): Dekont {
  return {
    id: row.id,
    sirket_id: row.sirket_id,
    aciklama: row.aciklama,
    odeme_tarihi: row.odeme_tarihi,
    yukleme_tarihi: isoIstanbul(row.yukleme_tarihi),
    dekont_dosyasi: links.attachment(row.dosya_id),
    durum: row.durum,
    durum_sahip: dekontDurumToSahipDurum(row.durum),
    sirket: { id: row.sirket_id, adi: row.sirket_adi },
    olusturan:
      row.olusturan_id === null
        ? null
        : {
            id: row.olusturan_id,
            first_name: row.olusturan_first_name ?? '',
            last_name: row.olusturan_last_name ?? '',
            username: row.olusturan_username ?? '',
          },
  };
}

/**
 * Uploading: the owner's own company (the policy made sure there is one); the file was checked by
 * content while the body was read. Missing file and missing payment date are reported together.
 * The same document (sha256 of the bytes) twice in one company is refused on `dekont_dosyasi`,
 * naming the earlier receipt; the unique index decides, so parallel uploads cannot both pass.
 */
export async function createDekont(
  tx: Tx,
  actor: AuthUser,
  input: { fields: Record<string, string>; file: { id: number; sha256: string } | null; links: FileLinks },
): Promise<Dekont> {
  const parsed = ZReceiptUploadSchema.safeParse({ ...input.fields, dekont_dosyasi: input.file ? 'file' : undefined });
  if (!parsed.success) throw ApiError.fields(issuesToFields(parsed.error.issues));
  const sirketId = actor.sirket_id!;
  const result = await answerViolations(
    insertDekontUnlessDuplicate(tx, {
      sirket_id: sirketId,
      olusturan_id: actor.id,
      aciklama: parsed.data.aciklama ?? '',
      odeme_tarihi: parsed.data.odeme_tarihi,
      dosya_id: input.file!.id,
      dosya_sha256: input.file!.sha256,
    }),
    // The company or the user went away meanwhile.
    { '23503': () => ApiError.forbidden() },
  );
  if ('duplicateOf' in result) throw ApiError.fields({ dekont_dosyasi: DEKONT_API_MESSAGES.duplicate(result.duplicateOf) });
  return toDekont(input.links, (await findDekontRow(tx, result.id))!);
}

/**
 * The receipt an owner may still change: one of their company's (another company's answers 404),
 * locked, and not yet decided (YUKLENDI; after a decision 409, the decision stands on what staff saw).
 */
async function ownUndecidedDekont(tx: Tx, actor: AuthUser, id: number) {
  const row = await lockDekont(tx, id);
  if (!row || !canManageCompany(actor, row.sirket_id)) throw ApiError.notFound();
  if (row.durum !== 'YUKLENDI') throw ApiError.detail(409, DEKONT_API_MESSAGES.decided);
  return row;
}

/** DELETE dekontlar/{id}/: the owner withdraws a receipt still waiting; its document goes with it. */
export async function deleteOwnDekont(tx: Tx, actor: AuthUser, id: number): Promise<{ fileKeys: string[] }> {
  await ownUndecidedDekont(tx, actor, id);
  const removed = await deleteDekont(tx, id);
  if (removed === false) throw ApiError.notFound();
  return removed;
}

/**
 * POST dekontlar/{id}/replace_file/: the owner puts the right document on a receipt still waiting
 * (the file was checked by content while the body was read). The old document's storage key is
 * returned for its bytes to go after the commit.
 */
export async function replaceOwnDekontFile(
  tx: Tx,
  actor: AuthUser,
  id: number,
  input: { file: { id: number; sha256: string } | null; links: FileLinks },
): Promise<{ dekont: Dekont; fileKeys: string[] }> {
  const current = await ownUndecidedDekont(tx, actor, id);
  if (!input.file) throw ApiError.fields({ dekont_dosyasi: MSG.receipt.fileRequired });
  const result = await answerViolations(replaceDekontFile(tx, current, input.file), {
    '23505': () => ApiError.fields({ dekont_dosyasi: DEKONT_API_MESSAGES.duplicateFile }),
  });
  if ('duplicateOf' in result) throw ApiError.fields({ dekont_dosyasi: DEKONT_API_MESSAGES.duplicate(result.duplicateOf) });
  return { dekont: toDekont(input.links, (await findDekontRow(tx, id))!), fileKeys: result.fileKeys };
}

/**
 * The month ('YYYY-MM') `shift` months from `month`. Plain arithmetic: the grid's months were
 * Luxon's, in the Istanbul zone, and their offset lookups were a twentieth of a grid request.
 */
function shiftMonth(month: string, shift: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + shift;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The current Istanbul month, 'YYYY-MM'. */
const istanbulMonth = () => isoIstanbul(new Date()).slice(0, 7);

/**
 * The Istanbul month before the current one: 'YYYY-MM' and its dates [from, to) (the grid's
 * `gecen_ay` and the dashboard's line of companies missing a receipt).
 */
export function previousMonth(month: string = istanbulMonth()) {
  const previous = shiftMonth(month, -1);
  return { month: previous, from: `${previous}-01`, to: `${month}-01` };
}

/** 'YYYY-MM' of the `count` months ending with `month` (default: the current Istanbul month), oldest first. */
export function coverageMonths(count: number, month: string = istanbulMonth()): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(month, i - (count - 1)));
}

/** The best state of a month: an approved receipt, else one waiting, else a rejected one; none: eksik. */
function cellState(summary: { count: number; approved: boolean; uploaded: boolean } | undefined): DekontKapsamDurum {
  if (!summary || summary.count === 0) return 'eksik';
  if (summary.approved) return 'onaylandi';
  if (summary.uploaded) return 'yuklendi';
  return 'reddedildi';
}

/**
 * The coverage grid: months x a page of companies (`of`: every active one, or only the owner's;
 * `search` in their names; `missingOnly`: those missing last month). A company misses a month while
 * it has no receipt for it other than rejected ones; `gecen_ay_eksik` counts the companies of every page missing the previous month,
 * whatever `months` shows; `count` is how many companies the grid has (every page).
 */
export async function receiptCoverage(
  db: Tx,
  options: { months?: number; of?: Omit<CoverageOf, 'missingIn'>; missingOnly?: boolean; page?: { limit: number; offset: number } } = {},
): Promise<{ grid: DekontKapsam; count: number }> {
  const month = istanbulMonth();
  const shown = coverageMonths(options.months ?? DEKONT_KAPSAM_DEFAULT_MONTHS, month);
  const { month: lastMonth, ...lastMonthDates } = previousMonth(month);
  const of = { ...options.of, missingIn: options.missingOnly ? lastMonthDates : undefined };
  const [rows, totals] = await Promise.all([
    coveragePage(db, of, options.page ?? { limit: DEFAULT_PAGE_SIZE, offset: 0 }, `${shown[0]}-01`, `${shiftMonth(month, 1)}-01`),
    companiesMissingReceipts(db, of, lastMonthDates.from, lastMonthDates.to),
  ]);
  const cells = (months: ReceiptMonth[] | null) => {
    const byMonth = new Map(months?.map(([ay, count, approved, uploaded]) => [ay, { count, approved, uploaded }]));
    return shown.map((ay) => {
      const s = byMonth.get(ay);
      return { ay, durum: cellState(s), dekont_sayisi: s?.count ?? 0 };
    });
  };
  const grid: DekontKapsam = {
    aylar: shown,
    satirlar: rows.map(({ months, ...sirket }) => ({ sirket, hucreler: cells(months) })),
    gecen_ay: lastMonth,
    gecen_ay_eksik: totals.missing,
  };
  return { grid, count: totals.companies };
}
