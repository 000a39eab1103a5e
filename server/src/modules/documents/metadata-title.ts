/**
 * A title a file's metadata states (a PDF's Info Title), when it is one: word processors and scanners fill
 * the field with file names, application names and placeholders, which must not become the title.
 */
const NOT_A_TITLE = [
  /\.(?:pdf|docx?|rtf|txt|xml|odt|tiff?|jpe?g|png)$/i,
  /^(?:microsoft\s+(?:word|powerpoint)|untitled|document\s*\d*|title|none|null|n\/a|scan(?:ned)?\b|image\b|print\b)/i,
  /[\\/]/,
];

export function metadataTitle(value: string | null | undefined): string | null {
  const title = value?.replace(/\s+/g, ' ').trim() ?? '';
  if (title.replace(/[^A-Za-z]/g, '').length < 3 || title.length > 500) return null;
  return NOT_A_TITLE.some((re) => re.test(title)) ? null : title;
}
