/**
 * Splits a file of concatenated USPTO documents (the weekly bulk files: each document repeats its XML
 * declaration, or for SGML its DOCTYPE) into one text per document. A single document yields itself.
 */
export function* splitUsptoDocuments(text: string): Generator<string> {
  const starts = documentStarts(text);
  if (starts.length <= 1) {
    yield text;
    return;
  }
  for (let i = 0; i < starts.length; i++) yield text.slice(starts[i], starts[i + 1]);
}

function documentStarts(text: string): number[] {
  for (const marker of [/^\uFEFF?[ \t]*<\?xml\b/gm, /^\uFEFF?[ \t]*<!DOCTYPE\b/gm]) {
    // A document starts at its '<': indentation before a declaration would make the declaration invalid.
    const starts = [...text.matchAll(marker)].map((match) => match.index + match[0].indexOf('<'));
    // The first document also owns whatever precedes its marker (BOM, blank lines).
    if (starts.length > 1) return [0, ...starts.slice(1)];
  }
  return [0];
}
