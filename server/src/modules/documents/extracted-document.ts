import type { ApplicationBibliography, DocumentFormat, OcrPage } from '@iprism/shared/contracts';

/**
 * What text extraction hands to the analysis: the document's text page by page, and, when the source
 * states them explicitly (USPTO XML), its title, abstract, claims and description sections. The analysis
 * trusts the structured fields over text heuristics.
 */
export interface ExtractedDocument {
  format: DocumentFormat;
  /** Text of each page in order; a document without pages (DOCX, text, XML) is one page. */
  pages: string[];
  /** True when `pages` are real pages (PDF), so locations can name a page. */
  paginated: boolean;
  structured: StructuredPatent | null;
  /** The application's dates, numbers and classes when the source states them as fields (USPTO XML). */
  bibliography?: ApplicationBibliography | null;
  /** The title the file's metadata states, when it is one (a PDF's Info Title); the text's own title comes after a stated one. */
  metadataTitle?: string | null;
  /** PDF pages read by OCR (or left empty trying), when there were any. */
  ocrPages?: OcrPage[];
}

export interface StructuredClaim {
  number: number;
  text: string;
  /** Claims it refers to, as the source marks them (claim-ref elements), ascending. */
  dependsOn: number[];
}

export interface StructuredPatent {
  documentNumber: string | null;
  title: string | null;
  abstract: string | null;
  claims: StructuredClaim[];
  /** Description as headed in the source, in order (heading '' when a block had none). */
  description: { heading: string; text: string }[];
}
