const DELIMITERS = [',', ';', '\t', '|'];
const SAMPLE_RECORDS = 50;
/** Exported IDS sheets often open with a title or a form line or two before the header row. */
const MAX_PREAMBLE_RECORDS = 5;

/**
 * CSV when, over the first records, some delimiter splits every record into the same number (> 1) of
 * fields, after at most a few shorter preamble records (a title line). Quoted fields may hold delimiters
 * and line breaks, so records are split quote-aware. A file cut off mid-record (no final line break) is
 * still a CSV: its last record may be short.
 */
export function looksLikeCsv(text: string): boolean {
  const cutOff = !text.endsWith('\n');
  return DELIMITERS.some((delimiter) => {
    const counts = fieldCounts(text, delimiter);
    for (let skip = 0; skip <= MAX_PREAMBLE_RECORDS; skip++) {
      const table = counts.slice(skip);
      const width = table[0] ?? 0;
      const whole = cutOff && counts.length < SAMPLE_RECORDS && table.length > 2 && table[table.length - 1]! < width ? table.slice(0, -1) : table;
      if (whole.length >= 2 && width > 1 && whole.every((n) => n === width) && counts.slice(0, skip).every((n) => n < width)) return true;
    }
    return false;
  });
}

function fieldCounts(text: string, delimiter: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let inQuotes = false;
  let recordHasContent = false;
  for (let i = 0; i < text.length && counts.length < SAMPLE_RECORDS; i++) {
    const c = text[i]!;
    if (c === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (c === delimiter) fields++;
    else if (c === '\n') {
      if (recordHasContent) counts.push(fields);
      fields = 1;
      recordHasContent = false;
      continue;
    }
    if (c.trim() !== '') recordHasContent = true;
  }
  if (recordHasContent && counts.length < SAMPLE_RECORDS) counts.push(fields);
  return counts;
}
