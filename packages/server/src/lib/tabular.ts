// Tables as files: a list of typed columns written as CSV (UTF-8 with a BOM so that Excel reads
// Turkish letters, RFC 4180 quoting, CRLF) or as XLSX (exceljs's streaming writer), batch by batch
// into a stream. Instants are written in Europe/Istanbul; a cell that a spreadsheet would run as a
// formula (= + - @, also after a tab or carriage return) gets a leading apostrophe, and in CSV so
// does such a start after a ';' or ',' inside a field (a spreadsheet splitting on ';').
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ExportFormat } from '@portal/domain';
import { isoIstanbul } from './dates';

/**
 * How a column's values are written. `datetime`: a Date (an instant), shown as Istanbul wall time;
 * `date`: a 'YYYY-MM-DD' day; `boolean`: Evet / Hayır; `number` and `text` as they are.
 */
export type ColumnType = 'text' | 'number' | 'datetime' | 'date' | 'boolean';

export interface TableColumn<Row> {
  /** The Turkish header. */
  header: string;
  type?: ColumnType;
  value: (row: Row) => string | number | boolean | Date | null | undefined;
  /** XLSX column width in characters (default from the header). */
  width?: number;
}

export type TableFormat = ExportFormat;

export const TABLE_MIME: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const YES = 'Evet';
const NO = 'Hayır';

/** 'dd.MM.yyyy HH:mm' in Istanbul. */
export function istanbulDateTime(d: Date): string {
  const iso = isoIstanbul(d);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
}

/** 'YYYY-MM-DD' -> 'dd.MM.yyyy'. */
function trDay(day: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(day) ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : day;
}

/** A text a spreadsheet would evaluate (=, +, -, @, or those after a tab / CR) gets a leading '. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A value as display text (CSV, and XLSX text cells). */
function displayText<Row>(column: TableColumn<Row>, raw: ReturnType<TableColumn<Row>['value']>): string {
  if (raw === null || raw === undefined) return '';
  if (raw instanceof Date) return column.type === 'date' ? trDay(isoIstanbul(raw).slice(0, 10)) : istanbulDateTime(raw);
  if (typeof raw === 'boolean') return raw ? YES : NO;
  if (typeof raw === 'number') return String(raw);
  if (column.type === 'date') return trDay(raw);
  if (column.type === 'datetime') {
    const d = new Date(raw);
    return Number.isNaN(d.getTime()) ? raw : istanbulDateTime(d);
  }
  return guardFormula(raw);
}

/**
 * A spreadsheet that splits a CSV line on its locale's list separator (';' in Turkish Excel) and
 * not on the comma starts a new cell after every ';' or ',' of a field, quoted or not, so a formula
 * there would run: such a start gets the same leading ' as a field's own start.
 */
export function guardSplitFormulas(text: string): string {
  return text.replace(/([;,])(?=[=+\-@\t\r])/g, "$1'");
}

/** RFC 4180: a field with a comma, semicolon, quote, CR or LF is quoted, its quotes doubled. */
export function csvField(text: string): string {
  const guarded = guardSplitFormulas(text);
  return /[",;\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export const CSV_BOM = '\uFEFF';

export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** A writer of one table into a stream: the header, then batches of rows, then the end. */
export interface TableWriter<Row> {
  writeRows(rows: readonly Row[]): Promise<void>;
  /** Finishes the file and ends the stream. */
  end(): Promise<void>;
}

/** Waits until the stream has room again (backpressure from the client's download). */
function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', reject);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    out.once('error', reject);
  });
}

function csvWriter<Row>(columns: readonly TableColumn<Row>[], out: Writable): TableWriter<Row> {
  out.write(CSV_BOM + csvLine(columns.map((c) => c.header)));
  return {
    async writeRows(rows) {
      let chunk = '';
      for (const row of rows) chunk += csvLine(columns.map((c) => displayText(c, c.value(row))));
      out.write(chunk);
      await drained(out);
    },
    async end() {
      await new Promise<void>((resolve) => out.end(resolve));
    },
  };
}

/** An instant as the Date whose UTC fields are its Istanbul wall time (spreadsheets have no zones). */
function wallClock(d: Date): Date {
  return new Date(`${isoIstanbul(d).slice(0, 19)}Z`);
}

function xlsxCell<Row>(column: TableColumn<Row>, raw: ReturnType<TableColumn<Row>['value']>): ExcelJS.CellValue {
  if (raw === null || raw === undefined) return null;
  switch (column.type) {
    case 'datetime': {
      const d = raw instanceof Date ? raw : new Date(String(raw));
      return Number.isNaN(d.getTime()) ? String(raw) : wallClock(d);
    }
    case 'date': {
      const day = raw instanceof Date ? isoIstanbul(raw).slice(0, 10) : String(raw);
      return /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : day;
    }
    case 'number':
      return typeof raw === 'number' ? raw : Number(raw);
    case 'boolean':
      return raw ? YES : NO;
    default:
      return displayText(column, raw);
  }
}

const XLSX_FORMATS: Partial<Record<ColumnType, string>> = { datetime: 'dd.mm.yyyy hh:mm', date: 'dd.mm.yyyy' };

function xlsxWriter<Row>(columns: readonly TableColumn<Row>[], out: Writable, sheetName: string): TableWriter<Row> {
  // No shared strings (they would be kept in memory until the end) and no styles beyond the date formats.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, Math.min(50, c.header.length + 4)),
    style: XLSX_FORMATS[c.type ?? 'text'] ? { numFmt: XLSX_FORMATS[c.type ?? 'text'] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async writeRows(rows) {
      for (const row of rows) sheet.addRow(columns.map((c) => xlsxCell(c, c.value(row)))).commit();
      await drained(out);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function tableWriter<Row>(format: TableFormat, columns: readonly TableColumn<Row>[], out: Writable, sheetName: string): TableWriter<Row> {
  return format === 'csv' ? csvWriter(columns, out) : xlsxWriter(columns, out, sheetName);
}
