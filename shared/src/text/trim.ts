/** Characters to strip: a string listing them, or a test. */
export type StripChars = string | ((char: string) => boolean);

const test = (strip: StripChars): ((char: string) => boolean) => (typeof strip === 'string' ? (char) => strip.includes(char) : strip);

/**
 * `text` without the run of `strip` characters at its end. A loop, not `replace(/[…]+$/, '')`: that pattern
 * retries from every character of a long run that is not at the end, quadratic on hostile input.
 */
export function trimEndOf(text: string, strip: StripChars): string {
  const stripped = test(strip);
  let end = text.length;
  while (end > 0 && stripped(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** `text` without the run of `strip` characters at its start. */
export function trimStartOf(text: string, strip: StripChars): string {
  const stripped = test(strip);
  let start = 0;
  while (start < text.length && stripped(text[start]!)) start++;
  return text.slice(start);
}

/** `text` without runs of `strip` characters at either end. */
export const trimOf = (text: string, strip: StripChars): string => trimStartOf(trimEndOf(text, strip), strip);

/** White space (as `\s` means it) or one of `chars`. */
export const whitespaceOr =
  (chars: string) =>
  (char: string): boolean =>
    chars.includes(char) || /\s/.test(char);
