/** Characters the standard PDF fonts (WinAnsi encoding) can draw beyond Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SUBSTITUTES: Record<string, string> = { '≤': '<=', '≥': '>=', '≠': '!=', '→': '->', '←': '<-', '−': '-', '‐': '-', '‑': '-', '\u2009': ' ', '\u202f': ' ', '\u200b': '' };

/** Text safe for a standard font: tabs to spaces, known symbols spelled out, anything else '?'. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/\t/g, ' ')) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) out += ch;
    else out += SUBSTITUTES[ch] ?? (code < 0x20 ? ' ' : '?');
  }
  return out;
}
