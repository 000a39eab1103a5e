import { REPORT_PDF_SECTIONS, REPORT_PDF_SECTION_LABELS, type PriorArtResult, type Report, type ReportPdfSection } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { PDFDocument, rgb } from 'pdf-lib';
import { GREY, PdfWriter } from '../../../platform/pdf/pdf-writer';
import { writeCpc, writePriorArt } from './prior-art-sections';
import { writeIds, type IdsForPdf } from './ids-section';

const SEVERITY_COLOUR = { error: rgb(0.7, 0.1, 0.1), warning: rgb(0.65, 0.4, 0), info: rgb(0.2, 0.3, 0.6) };

/** What the PDF prints from: the report, and the later stages' results as far as they have finished. */
export interface ReportPdfInput {
  report: Report;
  /** null until the prior-art stage has finished. */
  priorArt: PriorArtResult | null;
  ids: IdsForPdf;
}

export type { IdsForPdf };

const money = (n: number): string => `$${n.toLocaleString('en-US')}`;

const SECTION_WRITERS: Readonly<Record<ReportPdfSection, (w: PdfWriter, input: ReportPdfInput) => void>> = {
  summary: (w, { report }) => {
    w.text(report.summary.kind === 'abstractive' ? `Written by ${report.summary.model ?? 'a language model'}.` : 'Extracted from the application’s own sentences.', { size: 9, colour: GREY });
    w.text(report.summary.text || 'No summary: the document has no abstract or claims to summarise.');
    for (const c of report.summary.claimExplanations) w.text(`Claim ${c.number}: ${c.text}`, { indent: 12 });
  },
  statistics: (w, { report }) => {
    const s = report.statistics;
    for (const [label, value] of [
      ['Pages', s.pages],
      ['Words', s.words],
      ['Claims', `${s.claims} (${s.independentClaims} independent, ${s.dependentClaims} dependent, ${s.multipleDependentClaims} multiple dependent)`],
      ['Abstract words', s.abstractWords],
      ['Title characters', s.titleChars],
      ['Reference numerals', s.referenceNumerals],
      ['Findings', `${countOf(s.findings.error, 'error')}, ${countOf(s.findings.warning, 'warning')}, ${s.findings.info} info`],
    ] as const) w.text(`${label}: ${value}`);
  },
  claims: (w, { report }) => {
    if (report.claims.length === 0) w.text('No claims were found in the document.');
    for (const c of report.claims) {
      const kind = c.independent ? `independent ${c.category}` : `depends on ${c.dependsOn.join(', ')}${c.multipleDependent ? ' (multiple dependent)' : ''}`;
      w.text(`Claim ${c.number} - ${kind}${c.page ? `, page ${c.page}` : ''}`, { bold: true });
      w.text(c.text, { indent: 12, size: 9, gap: 4 });
    }
  },
  findings: (w, { report }) => {
    if (report.findings.length === 0) w.text('No findings.');
    for (const f of report.findings) {
      const where = [f.location.section, f.location.claim ? `claim ${f.location.claim}` : null, f.location.page ? `page ${f.location.page}` : null].filter(Boolean).join(', ');
      w.text(`${f.severity.toUpperCase()} (${f.rule}, ${where})`, { bold: true, colour: SEVERITY_COLOUR[f.severity] });
      w.text(f.message, { indent: 12, size: 9, gap: 4 });
    }
  },
  fees: (w, { report }) => {
    const { fees } = report;
    w.text(`Fee table effective ${fees.effectiveDate}; ${countOf(fees.totalClaimsForFee, 'claim')} counted for fees, ${fees.independentClaims} independent. Source: ${fees.source}`, { size: 9 });
    if (fees.lines.length === 0) w.text('No excess claims fees.');
    for (const line of fees.lines) {
      w.text(`37 CFR ${line.code} ${line.description}: ${line.count} x ${money(line.unitFee.large)} = ${money(line.amount.large)} large / ${money(line.amount.small)} small / ${money(line.amount.micro)} micro`);
    }
    w.text(`Total: ${money(fees.total.large)} large / ${money(fees.total.small)} small / ${money(fees.total.micro)} micro entity`, { bold: true });
  },
  cpc: (w, { priorArt }) => writeCpc(w, priorArt),
  priorArt: (w, { priorArt }) => writePriorArt(w, priorArt),
  ids: (w, { ids }) => writeIds(w, ids),
};

/**
 * The report as a PDF for the file: the title block, then the chosen sections in the report's order
 * (every section by default). A section whose stage has not finished says so rather than disappear.
 */
export async function renderReportPdf(input: ReportPdfInput, sections: readonly ReportPdfSection[] = REPORT_PDF_SECTIONS): Promise<Uint8Array> {
  const { report } = input;
  const doc = await PDFDocument.create();
  doc.setTitle(`iPrism report - ${report.document.title || report.document.fileName}`);
  doc.setCreator('iPrism');
  const w = await PdfWriter.create(doc);

  w.text('iPrism application report', { size: 11, colour: GREY });
  w.text(report.document.title || report.document.fileName, { size: 20, bold: true, gap: 8 });
  w.text(`File: ${report.document.fileName} (${report.document.format}, ${countOf(report.document.pages, 'page')})`);
  if (report.document.documentNumber) w.text(`Document number: ${report.document.documentNumber}`);
  w.text(`Generated: ${report.generatedAt}`);
  w.text(`Sections: ${REPORT_PDF_SECTIONS.filter((s) => sections.includes(s)).map((s) => REPORT_PDF_SECTION_LABELS[s]).join(', ')}`, { size: 9, colour: GREY });

  for (const section of REPORT_PDF_SECTIONS) {
    if (!sections.includes(section)) continue;
    w.heading(REPORT_PDF_SECTION_LABELS[section]);
    SECTION_WRITERS[section](w, input);
  }
  return doc.save();
}
