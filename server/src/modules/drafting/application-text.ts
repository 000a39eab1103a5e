import type { Report, Section } from '@iprism/shared/contracts';
import { DESCRIPTION_SECTIONS, detectSections, parseClaims, structuredClaims, structuredSections } from '../analysis';
import { claimsSectionOf } from '../../domain/drafting/claim-set-text';
import type { ExtractedDocument } from '../documents';

/** What a draft starts from: a title, the claims one a paragraph ("N. text"), and the description. */
export interface DraftText {
  title: string;
  claims: string;
  specification: string;
}

/** The description sections in document order, each under its heading, paragraphs kept. */
function specificationOf(sections: readonly Section[]): string {
  return DESCRIPTION_SECTIONS.flatMap((name) => sections.filter((s) => s.name === name))
    .map((s) => [s.heading.trim(), s.text.trim()].filter(Boolean).join('\n\n'))
    .filter(Boolean)
    .join('\n\n');
}

/** A draft from an application's finished report: the claims as the report parsed them, page furniture gone. */
export function draftTextOfReport(report: Report): DraftText {
  return {
    title: report.document.title.trim() || report.document.fileName,
    claims: claimsSectionOf(report.claims.map((c) => ({ number: c.number, text: c.text }))),
    specification: specificationOf(report.sections),
  };
}

/** A draft from a file just uploaded, read by the report's own section and claim readers. */
export function draftTextOfDocument(document: ExtractedDocument, fileName: string): DraftText {
  const layout = document.structured ? structuredSections(document.structured) : detectSections(document.pages, document.paginated);
  const claimsText = layout.sections.find((s) => s.name === 'claims')?.text ?? '';
  const claims = document.structured ? structuredClaims(document.structured) : parseClaims(claimsText);
  const title = document.metadataTitle ?? layout.sections.find((s) => s.name === 'title')?.text ?? '';
  return { title: title.trim() || fileName, claims: claimsSectionOf(claims.map((c) => ({ number: c.number, text: c.text }))), specification: specificationOf(layout.sections) };
}
