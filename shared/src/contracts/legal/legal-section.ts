/** One numbered section of a legal text. */
export interface LegalSection {
  title: string;
  /** A fixed anchor other pages link to (`/privacy#rights`); otherwise made from the title. */
  id?: string;
  /** Markdown subset: paragraphs, lists, `### ` subheadings, **bold**, links. */
  body: string;
}

/** The sections as one Markdown document (`## ` per section): the built-in first version of a legal text. */
export const legalSectionsMarkdown = (sections: readonly LegalSection[]): string => sections.map((s) => `## ${s.title}\n\n${s.body}`).join('\n\n');
