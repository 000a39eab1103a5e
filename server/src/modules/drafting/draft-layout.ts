import { parseDraftClaims } from '../analysis';

/** One block of an exported draft, in reading order. */
export type DraftBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; number: string; text: string }
  | { kind: 'claim'; number: number; text: string };

/** A line that heads a part of the description ("BACKGROUND", "Detailed Description of the Drawings"). */
const isHeading = (line: string): boolean => line.length <= 80 && !/[.:;,]$/.test(line) && line.split(/\s+/).length <= 8 && /^[A-Z]/.test(line);

/**
 * The draft as a filing lays it out: title, the specification with its paragraphs numbered [0001], [0002]…
 * (37 CFR 1.52(b)(6)) and headings left unnumbered, then "What is claimed is:" and the claims, each under
 * its own number with its wording (and so its references) exactly as written.
 */
export function draftBlocks(draft: { title: string; claims: string; specification: string }): DraftBlock[] {
  const blocks: DraftBlock[] = [{ kind: 'title', text: draft.title }];
  let paragraph = 0;
  for (const raw of draft.specification.split(/\n/)) {
    const text = raw.replace(/^\s*\[\d{4}\]\s*/, '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (isHeading(text)) blocks.push({ kind: 'heading', text });
    else {
      paragraph += 1;
      blocks.push({ kind: 'paragraph', number: `[${String(paragraph).padStart(4, '0')}]`, text });
    }
  }
  const claims = parseDraftClaims(draft.claims);
  if (claims.length > 0) {
    blocks.push({ kind: 'heading', text: 'What is claimed is:' });
    for (const claim of claims) blocks.push({ kind: 'claim', number: claim.number, text: claim.text });
  }
  return blocks;
}
