import { PDFDocument } from 'pdf-lib';
import type { TrademarkResult } from '@iprism/shared/contracts';
import { countOf } from '@iprism/shared/text';
import { GREY, PdfWriter } from '../../platform/pdf/pdf-writer';
import { coordinatedClasses } from '../../domain/trademark/nice-classes';

export interface ClearanceReportInput {
  mark: string;
  classes: number[];
  results: TrademarkResult[];
  register: { total: number; demo: number };
  generatedAt: Date;
  preparedBy: string;
}

/**
 * The clearance report for the file: the mark and classes searched (with the coordinated classes
 * considered), the register it was searched against, then each result with its score, status, owner,
 * classes and the reasons it matched. A first screen, said so: not a legal opinion.
 */
export async function renderClearancePdf(input: ClearanceReportInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Trademark clearance - ${input.mark}`);
  doc.setCreator('iPrism');
  const w = await PdfWriter.create(doc);
  w.text('iPrism trademark clearance report', { size: 11, colour: GREY });
  w.text(input.mark, { size: 20, bold: true, gap: 8 });
  const coordinated = [...new Set(input.classes.flatMap(coordinatedClasses))].filter((c) => !input.classes.includes(c)).sort((a, b) => a - b);
  w.text(`Nice classes searched: ${input.classes.length ? input.classes.join(', ') : 'all classes'}`);
  if (coordinated.length) w.text(`Coordinated classes considered: ${coordinated.join(', ')}`);
  w.text(`Register: ${countOf(input.register.total, 'mark')}${input.register.demo ? `, of which ${input.register.demo} are demo data` : ''}`);
  w.text(`Generated: ${input.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by ${input.preparedBy}`);
  w.text('Scores blend spelling (edit distance, Jaro-Winkler), sound (Double Metaphone) and look (confusable characters); a first screen for an attorney, not a legal opinion.', { size: 9, colour: GREY, gap: 6 });
  w.heading(input.results.length ? `Results (${input.results.length})` : 'Results');
  if (input.results.length === 0) w.text('No mark in the register comes close to the candidate.');
  for (const [i, r] of input.results.entries()) {
    w.subheading(`${i + 1}. ${r.mark} — ${Math.round(r.score * 100)}%`);
    w.text(`Serial number ${r.serialNumber} · ${r.status || 'status unknown'} · ${r.owner || 'owner unknown'}`, { indent: 12 });
    w.text(`Classes: ${r.classes.length ? r.classes.join(', ') : 'none recorded'}`, { indent: 12 });
    for (const reason of r.reasons) w.text(`• ${reason}`, { indent: 12, size: 9 });
  }
  return doc.save();
}
