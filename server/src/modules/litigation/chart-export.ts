import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import ExcelJS from 'exceljs';
import { toCsv } from '@iprism/shared/contracts';
import type { ChartRow } from '../../domain/litigation/chart-rows';

/** What heads an exported chart: the patent charted, its priority date and the candidates, with the chart's kind. */
export interface ChartHeader {
  /** "Invalidity chart" or "Infringement chart". */
  kind: string;
  subject: string;
  priorityDate: string | null;
  priorityDateBasis: string | null;
  /** Per reference: its title, date and the role the search gave it (anticipation, obviousness with …). */
  references: { number: string; title: string; publicationDate: string | null; role: string | null }[];
  generatedAt: Date;
}

const percent = (score: number): string => `${Math.round(score * 100)}%`;
const coveredLabel = (row: ChartRow): string => `${row.covered ? 'Disclosed' : 'Not disclosed'}${row.edited ? ' (attorney)' : ` (${percent(row.score)})`}`;
const referenceLine = (r: ChartHeader['references'][number]): string =>
  [r.number, r.title || null, r.publicationDate ? `published ${r.publicationDate}` : null, r.role].filter(Boolean).join(' — ');

const cell = (text: string, options: { bold?: boolean; italic?: string; width: number }): TableCell =>
  new TableCell({
    width: { size: options.width, type: WidthType.PERCENTAGE },
    children: [
      new Paragraph({ children: [new TextRun({ text: text || '—', bold: options.bold })] }),
      ...(options.italic ? [new Paragraph({ children: [new TextRun({ text: options.italic, italics: true })] })] : []),
    ],
  });

/**
 * The chart as firms file it: one table per reference, element | reference passage | pinpoint cite,
 * the attorney's decision and note under the passage. A Word document the attorney edits further.
 */
export async function chartDocx(header: ChartHeader, rows: readonly ChartRow[]): Promise<Buffer> {
  const border = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
  const borders = { top: border, bottom: border, left: border, right: border, insideHorizontal: border, insideVertical: border };
  const sections = header.references.map((reference) => {
    const own = rows.filter((r) => r.reference === reference.number);
    return [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(referenceLine(reference))] }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        borders,
        rows: [
          new TableRow({ tableHeader: true, children: [cell('Claim element', { bold: true, width: 35 }), cell('Reference passage', { bold: true, width: 50 }), cell('Pinpoint cite', { bold: true, width: 15 })] }),
          ...own.map(
            (row) =>
              new TableRow({
                children: [
                  cell(`[${row.elementId}] ${row.element}`, { width: 35 }),
                  cell(row.passage, { width: 50, italic: [coveredLabel(row), row.note ? `Note: ${row.note}` : ''].filter(Boolean).join(' — ') }),
                  cell(row.location, { width: 15 }),
                ],
              }),
          ),
        ],
      }),
      new Paragraph({ text: '' }),
    ];
  });
  const doc = new Document({
    creator: 'iPrism',
    title: `${header.kind}: ${header.subject}`,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT, children: [new TextRun(`${header.kind}: ${header.subject}`)] }),
          new Paragraph({ children: [new TextRun(`Priority date: ${header.priorityDate ?? 'not known'}${header.priorityDateBasis ? ` (${header.priorityDateBasis})` : ''}`)] }),
          new Paragraph({ children: [new TextRun({ text: `Generated ${header.generatedAt.toISOString().slice(0, 10)} by iPrism. Scores are term coverage, not legal conclusions.`, italics: true })] }),
          ...sections.flat(),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const COLUMNS = ['Reference', 'Claim', 'Element ID', 'Claim element', 'Reference passage', 'Pinpoint cite', 'Score', 'Disclosed', 'Decided by', 'Note'] as const;
const values = (row: ChartRow): (string | number)[] => [
  row.reference,
  row.claim,
  row.elementId,
  row.element,
  row.passage,
  row.location,
  row.score,
  row.covered ? 'yes' : 'no',
  row.edited ? 'attorney' : 'score',
  row.note,
];

/** One worksheet per reference in the filed layout (element | passage | cite first), and one with every row. */
export async function chartXlsx(header: ChartHeader, rows: readonly ChartRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'iPrism';
  book.created = header.generatedAt;
  const usedNames = new Set<string>();
  const sheetName = (name: string): string => {
    // Excel forbids []:*?/\ in sheet names and cuts them at 31 characters.
    const base = name.replace(/[[\]:*?/\\]/g, '-').slice(0, 28);
    let candidate = base;
    for (let i = 2; usedNames.has(candidate); i += 1) candidate = `${base}~${i}`;
    usedNames.add(candidate);
    return candidate;
  };
  for (const reference of header.references) {
    const sheet = book.addWorksheet(sheetName(reference.number));
    sheet.addRow([referenceLine(reference)]).font = { bold: true };
    sheet.addRow([`${header.kind}: ${header.subject} — priority date ${header.priorityDate ?? 'not known'}`]);
    sheet.addRow([]);
    sheet.addRow(['Claim element', 'Reference passage', 'Pinpoint cite', 'Disclosed', 'Note']).font = { bold: true };
    for (const row of rows.filter((r) => r.reference === reference.number)) sheet.addRow([`[${row.elementId}] ${row.element}`, row.passage, row.location, coveredLabel(row), row.note]);
    sheet.columns.forEach((column, i) => {
      column.width = [45, 70, 16, 22, 30][i] ?? 20;
      column.alignment = { wrapText: true, vertical: 'top' };
    });
  }
  const all = book.addWorksheet(sheetName('All rows'));
  all.addRow([...COLUMNS]).font = { bold: true };
  for (const row of rows) all.addRow(values(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Every row, one line each, with the same columns as the workbook's last sheet. */
export function chartCsv(rows: readonly ChartRow[]): string {
  return toCsv([[...COLUMNS], ...rows.map(values)]);
}
