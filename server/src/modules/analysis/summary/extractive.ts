import type { Section, Summary } from '@iprism/shared/contracts';

const SOURCES = new Set(['field', 'summary', 'abstract']);
const STOP = new Set(
  'the a an of and or to in on for with by as at from that this these is are be been being which wherein said such it its may can further one more each least first second also into than'.split(' '),
);
const MIN_SENTENCES = 3;
const MAX_SENTENCES = 5;
const MIN_SENTENCE_WORDS = 6;
/** Long summaries are scored from their start; the opening states the invention. */
const MAX_SOURCE_CHARS = 20_000;

/**
 * An extractive summary: sentences of the field, summary and abstract scored by the mean document
 * frequency of their content words, the best 3–5 kept in document order.
 */
export function extractiveSummary(sections: readonly Section[]): Summary {
  const sentences = sections.filter((s) => SOURCES.has(s.name)).flatMap((s) => splitSentences(s.text.slice(0, MAX_SOURCE_CHARS)));
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const word of contentWords(sentence)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const scored = sentences
    .map((text, index) => {
      const words = contentWords(text);
      return { text, index, score: words.length < MIN_SENTENCE_WORDS ? 0 : words.reduce((sum, w) => sum + (frequency.get(w) ?? 0), 0) / words.length };
    })
    .filter((s) => s.score > 0);
  const count = Math.min(MAX_SENTENCES, Math.max(MIN_SENTENCES, Math.ceil(scored.length / 4)));
  const chosen = [...scored].sort((a, b) => b.score - a.score || a.index - b.index).slice(0, count).sort((a, b) => a.index - b.index);
  return { kind: 'extractive', text: chosen.map((s) => s.text).join(' '), model: null, claimExplanations: [] };
}

function splitSentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.replace(/^\[\d{4}\]\s*/, '').trim())
    .filter((s) => s.length > 0);
}

function contentWords(sentence: string): string[] {
  return (sentence.toLowerCase().match(/[a-z][a-z-]+/g) ?? []).filter((w) => !STOP.has(w));
}
