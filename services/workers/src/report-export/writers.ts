import { existsSync } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { TReportColumnType, TReportFormat, TReportRow } from '@tov/contracts';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

export interface ReportColumn {
  key: string;
  type: TReportColumnType;
  header: string;
}

/** Writes a report's rows, in order, to `out`; `finish` ends the file (and `out`). */
export interface ReportWriter {
  addRow(row: TReportRow): Promise<void> | void;
  finish(): Promise<void>;
}

export interface WriterOptions {
  /** The sheet's or the document's title. */
  title: string;
  columns: ReportColumn[];
  /** A TrueType/OpenType font with the Hangul and CJK glyphs, for pdf (the standard fonts have none). */
  pdfFont?: { path: string; family?: string };
}

/** Waits while `out` holds more than its high-water mark (the upload reads it part by part). */
async function drained(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await once(out, 'drain');
}

/** A date column's cell as the file writes it: an ISO date or instant stays text in csv and pdf, a Date in xlsx. */
function dateOf(value: string): Date | null {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function text(value: TReportRow[string] | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * csv through csv-stringify: a UTF-8 byte-order mark (Excel then reads Hangul right), a header line,
 * fields quoted where needed. A cell starting with `=`, `+`, `-` or `@` is prefixed with `'` (CSV
 * injection: a spreadsheet would run it as a formula), numbers excepted.
 */
function csvWriter(out: Writable, options: WriterOptions): ReportWriter {
  const stringifier = stringify({ bom: true, header: true, columns: options.columns.map((c) => ({ key: c.key, header: c.header })) });
  stringifier.pipe(out);
  const guard = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
  return {
    async addRow(row) {
      const record: Record<string, string | number> = {};
      for (const c of options.columns) {
        const value = row[c.key];
        record[c.key] = typeof value === 'number' && c.type === 'number' ? value : guard(text(value));
      }
      if (!stringifier.write(record)) await once(stringifier, 'drain');
      await drained(out);
    },
    async finish() {
      const ended = once(out, 'finish');
      stringifier.end();
      await ended;
    },
  };
}

/**
 * xlsx through exceljs' streaming WorkbookWriter: each row is committed as it comes (written to the
 * zip and dropped), shared strings off (they would keep every distinct text in memory), a frozen
 * header row, dates as dates.
 */
function xlsxWriter(out: Writable, options: WriterOptions): ReportWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(options.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = options.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.type === 'date' ? 12 : c.type === 'number' ? 12 : 20,
    ...(c.type === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    async addRow(row) {
      const values: Record<string, string | number | boolean | Date | null> = {};
      for (const c of options.columns) {
        const value = row[c.key];
        values[c.key] = value === undefined ? null : c.type === 'date' && typeof value === 'string' ? (dateOf(value) ?? value) : value;
      }
      sheet.addRow(values).commit();
      await drained(out);
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

const PDF_MARGIN = 36;
const PDF_ROW_HEIGHT = 14;
const PDF_FONT_SIZE = 8;

/**
 * pdf through pdfkit: A4 landscape, a title, a table whose header is repeated on every page, one line
 * per row (a longer cell is cut with an ellipsis). pdfkit writes each page out when the next begins,
 * so memory holds one page; the row count is still capped (REPORT_PDF_MAX_ROWS: a document of
 * hundreds of pages is not read, the xlsx is). The font must carry Hangul and CJK glyphs.
 */
function pdfWriter(out: Writable, options: WriterOptions): ReportWriter {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: PDF_MARGIN, autoFirstPage: true, info: { Title: options.title } });
  doc.pipe(out);
  if (options.pdfFont && existsSync(options.pdfFont.path)) {
    doc.registerFont('report', options.pdfFont.path, options.pdfFont.family);
    doc.font('report');
  }
  doc.fontSize(PDF_FONT_SIZE);
  const width = doc.page.width - 2 * PDF_MARGIN;
  const bottom = doc.page.height - PDF_MARGIN;
  const weights = options.columns.map((c) => (c.type === 'text' ? 2 : 1));
  const unit = width / weights.reduce((a, b) => a + b, 0);
  const xs: number[] = [];
  weights.reduce((x, w) => (xs.push(x), x + w * unit), PDF_MARGIN);
  let y = PDF_MARGIN;

  const line = (cells: string[]) => {
    cells.forEach((cell, i) => doc.text(cell, xs[i]!, y + 3, { width: weights[i]! * unit - 4, height: PDF_ROW_HEIGHT, lineBreak: false, ellipsis: true }));
    y += PDF_ROW_HEIGHT;
  };
  const header = () => {
    doc.rect(PDF_MARGIN, y, width, PDF_ROW_HEIGHT).fill('#e8e8e8').fillColor('black');
    line(options.columns.map((c) => c.header));
  };
  doc.fontSize(14).text(options.title, PDF_MARGIN, y, { lineBreak: false });
  doc.fontSize(PDF_FONT_SIZE);
  y += 24;
  header();
  return {
    async addRow(row) {
      if (y + PDF_ROW_HEIGHT > bottom) {
        doc.addPage();
        y = PDF_MARGIN;
        header();
      }
      line(options.columns.map((c) => text(row[c.key])));
      await drained(out);
    },
    async finish() {
      const ended = once(out, 'finish');
      doc.end();
      await ended;
    },
  };
}

export function createReportWriter(format: TReportFormat, out: Writable, options: WriterOptions): ReportWriter {
  switch (format) {
    case 'csv':
      return csvWriter(out, options);
    case 'xlsx':
      return xlsxWriter(out, options);
    case 'pdf':
      return pdfWriter(out, options);
  }
}
