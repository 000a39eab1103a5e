import { trimEndOf } from './trim';

/** `text` within `max` characters, cut after a whole word and marked with an ellipsis, never inside a word. */
export function shortenAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${trimEndOf(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut, ' ,;:–-')}…`;
}
