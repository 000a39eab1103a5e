import type { Section, SectionName } from '@iprism/shared/contracts';

/** The sections read from a document, and the page an offset into a section's text lies on. */
export interface DocumentLayout {
  sections: Section[];
  /** 1-based page of `offset` in the named section's text; null for documents without pages. */
  pageAt(section: SectionName, offset: number): number | null;
}
