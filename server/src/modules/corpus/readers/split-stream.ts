/**
 * Splits a stream of concatenated USPTO documents (weekly bulk files repeat the XML declaration, or for
 * SGML the DOCTYPE, per document) into one text per document while reading, so a weekly file of
 * hundreds of megabytes is never held whole: only the document being read is.
 */
export async function* splitDocumentStream(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  let marker: RegExp | null = null;
  for await (const chunk of chunks) {
    buffer += chunk;
    if (marker === null) {
      const start = buffer.trimStart();
      if (start.length < 10) continue;
      // The first document's own opening decides which line starts the next one.
      marker = /^\uFEFF?<\?xml\s/.test(start) ? /\n[ \t]*<\?xml\s/g : /\n[ \t]*<!DOCTYPE\s/g;
    }
    let from = 0;
    for (;;) {
      marker.lastIndex = Math.max(from, 1);
      const match = marker.exec(buffer);
      if (!match) break;
      const at = match.index + match[0].indexOf('<');
      if (buffer.slice(from, at).trim()) yield buffer.slice(from, at);
      from = at;
    }
    buffer = buffer.slice(from);
  }
  if (buffer.trim()) yield buffer;
}
