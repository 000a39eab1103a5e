/**
 * What the sentence encoder reads of a document: the title and the abstract, or the first claim when
 * there is no abstract. The hash stored beside a vector is of the fields this derives from (SOURCE_HASH_SQL),
 * so a re-import that changes them re-embeds, and one that does not never does.
 */
export const CLAIMS_PREFIX_CHARS = 4000;

export const SOURCE_HASH_SQL = `md5(p.title || chr(31) || p.abstract || chr(31) || CASE WHEN p.abstract = '' THEN left(p.claims, ${CLAIMS_PREFIX_CHARS}) ELSE '' END)`;

/** Claim 1 of a claim set written as one text ("1. A device… 2. The device of claim 1…"). */
export function firstClaim(claims: string): string {
  const text = claims.replace(/\s+/g, ' ').trim();
  const second = /(?:^|[\s.;])2\s*[.)]\s+(?=\p{Lu})/u.exec(text);
  return (second ? text.slice(0, second.index + (second[0].match(/^[\s.;]/) ? 1 : 0)) : text).replace(/^1\s*[.)]\s*/, '').trim();
}

/**
 * Words of a document the encoder reads. Its cost grows with the length of what it reads (a text of 40 words
 * takes half the time of one of 150), and the title with the abstract's opening sentences carry what it
 * captures of a document (docs/benchmarks.md "Embedding speed").
 */
export const EMBED_WORDS = 40;

export function embeddingText(doc: { title: string; abstract: string; claims: string }): string {
  const body = doc.abstract.trim() || firstClaim(doc.claims);
  return leadingWords([doc.title.trim(), body].filter(Boolean).join('\n'), EMBED_WORDS);
}

function leadingWords(text: string, count: number): string {
  const parts = text.split(/(\s+)/);
  return parts.length <= 2 * count ? text : parts.slice(0, 2 * count - 1).join('');
}
