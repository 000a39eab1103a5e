import type { Report } from '@iprism/shared/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { toWinAnsi } from './win-ansi';
import { wrapText } from './wrap-text';

const PAGE: [number, number] = [612, 792]; // US Letter
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const SEVERITY_COLOUR = { error: rgb(0.7, 0.1, 0.1), warning: rgb(0.65, 0.4, 0), info: rgb(0.2, 0.3, 0.6) };

/** A cursor that writes wrapped lines down the page and starts a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE[1] - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(PAGE);
  }

  text(value: string, options: { size?: number; bold?: boolean; indent?: number; colour?: ReturnType<typeof rgb>; gap?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    for (const paragraph of toWinAnsi(value).split('\n')) {
      for (const line of wrapText(paragraph, font, size, WIDTH - indent)) {
        if (this.y - size < MARGIN) this.newPage();
        this.y -= size * 1.3;
        this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: options.colour ?? rgb(0, 0, 0) });
      }
    }
    this.y -= options.gap ?? 2;
  }

  heading(value: string): void {
    if (this.y < MARGIN + 80) this.newPage();
    this.y -= 10;
    this.text(value, { size: 14, bold: true, gap: 6 });
  }

  private newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }
}

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

/** The report as a PDF for the file: title block, summary, statistics, fees, claims, findings. */
export async function renderReportPdf(report: Report): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`iPrism report - ${report.document.title || report.document.fileName}`));
  doc.setCreator('iPrism');
  const w = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text('iPrism application report', { size: 11, colour: rgb(0.4, 0.4, 0.4) });
  w.text(report.document.title || report.document.fileName, { size: 20, bold: true, gap: 8 });
  w.text(`File: ${report.document.fileName} (${report.document.format}, ${report.document.pages} pages)`);
  if (report.document.documentNumber) w.text(`Document number: ${report.document.documentNumber}`);
  w.text(`Generated: ${report.generatedAt}`);

  w.heading(report.summary.kind === 'abstractive' ? `Summary (${report.summary.model ?? 'model'})` : 'Summary (extracted)');
  w.text(report.summary.text || 'No summary.');
  for (const c of report.summary.claimExplanations) w.text(`Claim ${c.number}: ${c.text}`, { indent: 12 });

  const s = report.statistics;
  w.heading('Statistics');
  for (const [label, value] of [
    ['Pages', s.pages],
    ['Words', s.words],
    ['Claims', `${s.claims} (${s.independentClaims} independent, ${s.dependentClaims} dependent, ${s.multipleDependentClaims} multiple dependent)`],
    ['Abstract words', s.abstractWords],
    ['Title characters', s.titleChars],
    ['Reference numerals', s.referenceNumerals],
    ['Findings', `${s.findings.error} errors, ${s.findings.warning} warnings, ${s.findings.info} info`],
  ] as const) w.text(`${label}: ${value}`);

  w.heading('Excess claims fees');
  w.text(`Fee table effective ${report.fees.effectiveDate}; ${report.fees.totalClaimsForFee} claims counted for fees, ${report.fees.independentClaims} independent. Source: ${report.fees.source}`, { size: 9 });
  for (const line of report.fees.lines) {
    w.text(`37 CFR ${line.code} ${line.description}: ${line.count} x ${money(line.unitFee.large)} = ${money(line.amount.large)} large / ${money(line.amount.small)} small / ${money(line.amount.micro)} micro`);
  }
  w.text(`Total: ${money(report.fees.total.large)} large / ${money(report.fees.total.small)} small / ${money(report.fees.total.micro)} micro entity`, { bold: true });

  w.heading('Claims');
  for (const c of report.claims) {
    const kind = c.independent ? `independent ${c.category}` : `depends on ${c.dependsOn.join(', ')}${c.multipleDependent ? ' (multiple dependent)' : ''}`;
    w.text(`Claim ${c.number} - ${kind}${c.page ? `, page ${c.page}` : ''}`, { bold: true });
    w.text(c.text, { indent: 12, size: 9, gap: 4 });
  }

  w.heading('Findings');
  if (report.findings.length === 0) w.text('No findings.');
  for (const f of report.findings) {
    const where = [f.location.section, f.location.claim ? `claim ${f.location.claim}` : null, f.location.page ? `page ${f.location.page}` : null].filter(Boolean).join(', ');
    w.text(`${f.severity.toUpperCase()} (${f.rule}, ${where})`, { bold: true, colour: SEVERITY_COLOUR[f.severity] });
    w.text(f.message, { indent: 12, size: 9, gap: 4 });
  }
  return doc.save();
}
