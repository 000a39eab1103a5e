/**
 * Patent numbers from pasted text or an uploaded CSV: one per line, or separated by semicolons, tabs or
 * commas. A comma followed by three digits is a thousands separator (US 10,123,456 B2), not a cell break.
 * Per line the first cell holding a digit is taken (a CSV's number column first, its title after);
 * a header line ("number,title") has none and is skipped. Quotes are dropped; repeats are kept once.
 */
export function parseNumberList(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n|;/)) {
    const cells = line.split(/\t|,(?!\d{3}(?:\D|$))/).map((c) => c.replace(/"/g, '').trim());
    const number = cells.find((c) => /\d/.test(c) && c.length <= 60);
    if (number && !out.includes(number)) out.push(number);
  }
  return out;
}
