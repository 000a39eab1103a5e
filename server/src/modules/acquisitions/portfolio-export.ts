import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import type { PortfolioDetail, PortfolioRow } from '@iprism/shared/contracts';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';

/** Column sets of the pack, one per section: the XLSX has a sheet per section and the PDF a heading. */
interface Section {
  name: string;
  columns: { header: string; width: number; value: (r: PortfolioRow) => string | number | null }[];
}

const feeAt = (year: number) => (r: PortfolioRow): string | null => {
  const fee = r.maintenanceFees.find((f) => f.year === year);
  return fee ? `${fee.dueAt} (${fee.status})` : null;
};

export const PORTFOLIO_SECTIONS: readonly Section[] = [
  {
    name: 'Patents',
    columns: [
      { header: 'Publication', width: 18, value: (r) => r.publicationNumber },
      { header: 'Title', width: 50, value: (r) => r.title },
      { header: 'Assignee', width: 30, value: (r) => r.assignee },
      { header: 'Type', width: 10, value: (r) => r.patentKind },
      { header: 'Filing date', width: 12, value: (r) => r.filingDate },
      { header: 'Priority date', width: 12, value: (r) => r.priorityDate },
      { header: 'Grant date', width: 12, value: (r) => r.grantDate },
      { header: 'Family size', width: 10, value: (r) => r.familySize },
    ],
  },
  {
    name: 'Term and fees',
    columns: [
      { header: 'Publication', width: 18, value: (r) => r.publicationNumber },
      { header: 'Expires', width: 12, value: (r) => r.term?.expiresAt ?? null },
      { header: 'Remaining years', width: 10, value: (r) => r.remainingYears },
      { header: 'Basis', width: 80, value: (r) => r.term?.basis ?? r.termNote },
      { header: 'Next maintenance', width: 14, value: (r) => r.nextMaintenance?.dueAt ?? null },
      { header: 'Next fee note', width: 40, value: (r) => r.nextMaintenance?.notice?.message ?? null },
      { header: '3.5-year fee due', width: 22, value: feeAt(3.5) },
      { header: '7.5-year fee due', width: 22, value: feeAt(7.5) },
      { header: '11.5-year fee due', width: 22, value: feeAt(11.5) },
    ],
  },
  {
    name: 'Claims and CPC',
    columns: [
      { header: 'Publication', width: 18, value: (r) => r.publicationNumber },
      { header: 'Independent claims', width: 10, value: (r) => r.independentClaims },
      { header: 'Total claims', width: 10, value: (r) => r.totalClaims },
      { header: 'CPC subclasses', width: 40, value: (r) => r.cpcSubclasses.join(', ') },
    ],
  },
  {
    name: 'Citations',
    columns: [
      { header: 'Publication', width: 18, value: (r) => r.publicationNumber },
      { header: 'Forward citations', width: 10, value: (r) => r.forwardCitations },
      { header: 'Backward citations', width: 10, value: (r) => r.backwardCitations },
    ],
  },
  {
    name: 'Notes',
    columns: [
      { header: 'Publication', width: 18, value: (r) => r.publicationNumber },
      { header: 'Note', width: 100, value: (r) => r.note },
    ],
  },
];

/** The pack as an XLSX workbook: a sheet per section, a Missing sheet, and when it was computed. */
export async function portfolioXlsx(detail: PortfolioDetail): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'iPrism';
  book.created = new Date(`${detail.asOf}T00:00:00Z`);
  for (const section of PORTFOLIO_SECTIONS) {
    const sheet = book.addWorksheet(section.name);
    sheet.columns = section.columns.map((c) => ({ header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const row of detail.rows) sheet.addRow(section.columns.map((c) => c.value(row) ?? ''));
  }
  const missing = book.addWorksheet('Missing');
  missing.columns = [{ header: 'Number as given (not in the corpus)', width: 40 }];
  missing.getRow(1).font = { bold: true };
  for (const m of detail.missing) missing.addRow([m]);
  const about = book.addWorksheet('About');
  about.addRows([['Portfolio', detail.name], ['Computed on', detail.asOf], ['Patents', detail.rows.length], ['Missing', detail.missing.length]]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The pack as a PDF: per patent its bibliography, term with basis, fee schedule, claims, CPC and citations. */
export async function portfolioPdf(detail: PortfolioDetail): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`iPrism due-diligence pack - ${detail.name}`);
  doc.setCreator('iPrism');
  const w = await PdfWriter.create(doc);
  w.text('iPrism due-diligence pack', { size: 11, colour: GREY });
  w.text(detail.name, { size: 20, bold: true, gap: 8 });
  w.text(`Computed on ${detail.asOf}: ${detail.rows.length} patents, ${detail.missing.length} numbers not in the corpus.`);
  for (const r of detail.rows) {
    w.heading(`${r.publicationNumber} - ${r.title || 'Untitled'}`);
    w.text(`Assignee: ${r.assignee ?? 'unknown'}; filed ${r.filingDate ?? 'unknown'}, priority ${r.priorityDate ?? 'unknown'}, granted ${r.grantDate ?? 'not granted'}.`);
    w.text(r.term ? `Expires ${r.term.expiresAt} (${r.remainingYears} years left). ${r.term.basis}` : (r.termNote ?? ''));
    for (const f of r.maintenanceFees) w.text(`${f.year}-year fee: window ${f.opensAt} to ${f.dueAt}, with surcharge to ${f.surchargeUntil}: ${f.status}.`, { indent: 12 });
    if (r.nextMaintenance?.notice) w.text(r.nextMaintenance.notice.message, { indent: 12, colour: GREY });
    w.text(`Claims: ${r.totalClaims ?? 'unknown'} (${r.independentClaims ?? 'unknown'} independent). CPC: ${r.cpcSubclasses.join(', ') || 'none'}. Citations: ${r.forwardCitations} forward, ${r.backwardCitations} backward. Family: ${r.familySize ?? 'unknown'}.`);
    if (r.note) w.text(`Note: ${r.note}`, { colour: GREY });
  }
  if (detail.missing.length) {
    w.heading('Not in the corpus');
    w.text(detail.missing.join(', '));
  }
  return doc.save();
}
