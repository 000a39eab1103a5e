import { termSet } from '../analysis';

export type PassageField = 'abstract' | 'claims' | 'description';

export interface Passage {
  field: PassageField;
  text: string;
  terms: Set<string>;
}

export interface ReferenceText {
  publicationNumber: string;
  title: string;
  abstract: string;
  claims: string;
  description: string;
}

const MAX_PASSAGE = 420;

/**
 * Cuts a reference's own text (abstract, description, claims) into passages a chart can quote: sentences joined up to about three lines of text,
 * claims one by one. Each passage keeps its term set so an element is scored against it once.
 */
export function passagesOf(ref: ReferenceText): Passage[] {
  const out: Passage[] = [];
  const push = (field: PassageField, text: string) => {
    const t = text.trim();
    if (t.length >= 12) out.push({ field, text: t, terms: termSet(t) });
  };
  // The title is no passage: a chart quotes what the reference discloses, and a title discloses no element.
  for (const field of ['abstract', 'description'] as const) for (const chunk of chunkSentences(ref[field])) push(field, chunk);
  for (const claim of ref.claims.split(/\n+|(?=\s\d{1,3}\s*\.\s+(?:A|An|The)\s)/)) for (const chunk of chunkSentences(claim)) push('claims', chunk);
  return out;
}

function chunkSentences(text: string): string[] {
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.;:])\s+(?=[A-Z0-9(])/);
  const chunks: string[] = [];
  let current = '';
  for (const s of sentences) {
    if (current && current.length + s.length + 1 > MAX_PASSAGE) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${s}` : s;
  }
  if (current) chunks.push(current);
  return chunks.flatMap((c) => (c.length > MAX_PASSAGE * 2 ? c.match(new RegExp(`.{1,${MAX_PASSAGE}}(?:\\s|$)`, 'g')) ?? [c] : [c]));
}
