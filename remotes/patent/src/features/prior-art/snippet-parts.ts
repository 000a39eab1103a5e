export interface SnippetPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A search snippet (escaped text with <mark> around matched terms) as plain parts React renders as text:
 * no HTML from the corpus ever reaches the page as markup.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const re = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (let m = re.exec(snippet); m; m = re.exec(snippet)) {
    if (m.index > last) parts.push({ text: unescape(snippet.slice(last, m.index)), marked: false });
    parts.push({ text: unescape(m[1] ?? ''), marked: true });
    last = m.index + m[0].length;
  }
  if (last < snippet.length) parts.push({ text: unescape(snippet.slice(last)), marked: false });
  return parts;
}

const unescape = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
