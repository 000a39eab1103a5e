const DELIMITERS = [',', ';', '\t', '|'];
const SAMPLE_RECORDS = 50;

/**
 * CSV when, over the first records, some delimiter splits every record into the same number (> 1) of
 * fields. Quoted fields may hold delimiters and line breaks, so records are split quote-aware.
 */
export function looksLikeCsv(text: string): boolean {
  return DELIMITERS.some((delimiter) => {
    const counts = fieldCounts(text, delimiter);
    return counts.length >= 2 && counts[0]! > 1 && counts.every((n) => n === counts[0]);
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
