import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { drawText } from '../../platform/pdf/draw-text';
import { embedUnicodeFonts, type UnicodeFont } from '../../platform/pdf/unicode-fonts';
import { wrapText } from '../../platform/pdf/wrap-text';
import { SB08_HEADER_FIELDS, SB08_HEADINGS, type Sb08Form } from './sb08-form';

const PAGE: [number, number] = [612, 792]; // US Letter, as the USPTO form
const MARGIN = 36;
const RIGHT = PAGE[0] - MARGIN;
const SIGNATURE_BOX = 64;
const SIZE = 8;
const LINE = SIZE * 1.35;
const GREY = rgb(0.35, 0.35, 0.35);

interface Column {
  /** Two lines, split at the newline. */
  label: string;
  x: number;
  width: number;
}
const col = (label: string, x: number, right: number): Column => ({ label, x, width: right - x - 4 });

const LEAD = [col('Examiner\nInitials*', MARGIN, 104), col('Cite\nNo.', 104, 136)];
const US_COLUMNS = [...LEAD, col('Document Number\nNumber-Kind Code', 136, 270), col('Publication Date\nMM-DD-YYYY', 270, 360), col('Name of Patentee or Applicant\nof Cited Document', 360, RIGHT)];
const FOREIGN_COLUMNS = [
  ...LEAD,
  col('Foreign Document\nNumber', 136, 240),
  col('Country\nCode', 240, 290),
  col('Kind\nCode', 290, 330),
  col('Publication Date\nMM-DD-YYYY', 330, 410),
  col('Name of Patentee or\nApplicant', 410, RIGHT),
];
const NPL_COLUMNS = [...LEAD, col('Author, title of the article or item, journal or book, date,\npages, volume-issue, publisher, place of publication, DOI', 136, RIGHT)];

/**
 * An SB/08-style information disclosure statement (PTO/SB/08a/b layout): identification block, the U.S.,
 * foreign and non-patent literature tables with their column headings repeated on each sheet, the
 * examiner's signature and date boxes at the foot of every sheet, "Sheet n of m".
 */
export async function renderSb08Pdf(form: Sb08Form): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Information disclosure statement ${form.header.applicationNumber}`.trim());
  doc.setCreator('iPrism');
  const { regular, bold } = await embedUnicodeFonts(doc);
  const sheet = new Sheets(doc, form, regular, bold);
  sheet.table(SB08_HEADINGS.us, US_COLUMNS, form.us.map((r) => ['', r.citeNo, r.documentNumber, r.date, r.name]));
  sheet.table(SB08_HEADINGS.foreign, FOREIGN_COLUMNS, form.foreign.map((r) => ['', r.citeNo, r.documentNumber, r.country, r.kind, r.date, r.name]));
  sheet.table(SB08_HEADINGS.npl, NPL_COLUMNS, form.npl.map((r) => ['', r.citeNo, r.text]));
  if (form.statements?.length) sheet.paragraphs(SB08_HEADINGS.statements, form.statements);
  sheet.finish();
  return doc.save();
}

class Sheets {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly form: Sb08Form,
    private readonly regular: UnicodeFont,
    private readonly bold: UnicodeFont,
  ) {
    this.newPage();
  }

  table(heading: string, columns: Column[], rows: string[][]): void {
    if (this.y - 4 * LINE < MARGIN + SIGNATURE_BOX) this.newPage();
    this.sectionHeading(heading, columns);
    if (rows.length === 0) this.draw('None', columns[2]!.x, this.y - LINE, this.regular, GREY);
    if (rows.length === 0) this.y -= LINE * 1.5;
    for (const row of rows) {
      const cells = row.map((value, i) => wrapText(value, this.regular, SIZE, columns[i]!.width));
      const height = Math.max(...cells.map((c) => c.length)) * LINE + 4;
      if (this.y - height < MARGIN + SIGNATURE_BOX) {
        this.newPage();
        this.sectionHeading(`${heading} (continued)`, columns);
      }
      cells.forEach((lines, i) => lines.forEach((line, n) => this.draw(line, columns[i]!.x, this.y - LINE * (n + 1), this.regular)));
      this.y -= height;
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: RIGHT, y: this.y + 2 }, thickness: 0.3, color: GREY });
    }
    this.y -= LINE;
  }

  /** Numbered paragraphs of running text under a heading, across sheets as needed. */
  paragraphs(heading: string, items: readonly string[]): void {
    if (this.y - 4 * LINE < MARGIN + SIGNATURE_BOX) this.newPage();
    this.draw(heading, MARGIN, this.y - LINE, this.bold);
    this.y -= LINE * 1.8;
    items.forEach((item, i) => {
      for (const line of wrapText(`${i + 1}. ${item}`, this.regular, SIZE, RIGHT - MARGIN)) {
        if (this.y - LINE < MARGIN + SIGNATURE_BOX) this.newPage();
        this.draw(line, MARGIN, this.y - LINE, this.regular);
        this.y -= LINE;
      }
      this.y -= LINE / 2;
    });
  }

  /** Sheet numbers need the page count, so they are written last. */
  finish(): void {
    this.pages.forEach((page, i) => drawText(page, `Sheet ${i + 1} of ${this.pages.length}`, { x: RIGHT - 70, y: PAGE[1] - MARGIN - SIZE, size: SIZE, font: this.regular }));
  }

  private sectionHeading(heading: string, columns: Column[]): void {
    this.draw(heading, MARGIN, this.y - LINE, this.bold);
    this.y -= LINE * 1.6;
    // Two heading lines, each opened by the first column (Examiner / Initials*), so a reader can tell them from row text.
    columns.forEach((c) => c.label.split('\n').forEach((line, n) => this.draw(line, c.x, this.y - LINE * (n + 1), this.bold, GREY, SIZE - 1)));
    this.y -= 2 * LINE + 4;
    this.page.drawLine({ start: { x: MARGIN, y: this.y + 2 }, end: { x: RIGHT, y: this.y + 2 }, thickness: 0.6 });
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.pages.push(this.page);
    this.y = PAGE[1] - MARGIN;
    const h = this.form.header;
    this.draw(SB08_HEADINGS.title, MARGIN, this.y - 11, this.bold, undefined, 11);
    this.draw('(Use as many sheets as necessary) Substitute for form PTO/SB/08', MARGIN, this.y - 22, this.regular, GREY, 7);
    this.y -= 30;
    SB08_HEADER_FIELDS.forEach(([field, label], i) => {
      const x = MARGIN + (i % 2) * 270;
      const y = this.y - LINE * (Math.floor(i / 2) + 1);
      this.draw(`${label}: ${h[field]}`, x, y, this.regular);
    });
    this.y -= LINE * 3 + 2;
    this.draw(`Title: ${this.form.header.title}`.slice(0, 120), MARGIN, this.y - LINE, this.regular);
    this.y -= LINE * 2;
    this.signatureBoxes();
  }

  private signatureBoxes(): void {
    const top = MARGIN + SIGNATURE_BOX - 16;
    this.page.drawRectangle({ x: MARGIN, y: MARGIN + 14, width: 340, height: 32, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
    this.page.drawRectangle({ x: MARGIN + 350, y: MARGIN + 14, width: RIGHT - MARGIN - 350, height: 32, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
    this.draw('Examiner Signature', MARGIN + 4, top - 12, this.bold, GREY, 7);
    this.draw('Date Considered', MARGIN + 354, top - 12, this.bold, GREY, 7);
    this.draw('*EXAMINER: Initial if reference considered. Draw a line through a citation if not considered.', MARGIN, MARGIN + 2, this.regular, GREY, 6);
  }

  private draw(text: string, x: number, y: number, font: UnicodeFont, color = rgb(0, 0, 0), size = SIZE): void {
    if (text) drawText(this.page, text, { x, y, size, font, color });
  }
}
