import { heldCitations } from './held';
import type { ReadyIds } from './ids-response';
import { sb08FromCitations } from './sb08-from-citations';
import { sb08Header } from './sb08-header';
import { renderSb08Pdf } from './write-sb08-pdf';

/**
 * The SB/08 PDF to file: every citation except those held for correction (failing validation or
 * duplicating another), unless `include` names them (the user confirmed exporting them as they are).
 * `leftOut` are the refs of the held citations the PDF does not carry.
 */
export async function sb08Export(ready: ReadyIds, title: string, include: ReadonlySet<string>): Promise<{ pdf: Uint8Array; leftOut: string[] }> {
  const { analysis } = ready.analysis;
  const leftOut = heldCitations(analysis.citations, analysis.issues)
    .map((h) => h.ref)
    .filter((ref) => !include.has(ref));
  const out = new Set(leftOut);
  // Results stored before the transformation kept the identification block: the uploaded form's alone.
  const header = ready.transformation.header ?? sb08Header(analysis.header ?? null, { documentNumber: null, filingDate: null, title });
  const pdf = await renderSb08Pdf(sb08FromCitations(header, ready.transformation.citations.filter((c) => !out.has(c.ref))));
  return { pdf, leftOut };
}
