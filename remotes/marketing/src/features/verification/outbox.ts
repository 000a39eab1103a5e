import type { OutboxEmail } from '@iprism/shared/contracts/auth';
import { trimEndOf } from '@iprism/shared/text';

export type TextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

/** http(s) URLs in plain text; trailing sentence punctuation and closing brackets are not part of them. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence around a link, not the link. */
const TRAILING = '.,;:!?)]}>';

/** The URL as a link target when it points at `origin`; anything else (other hosts, bad URLs) stays text. */
export function sameOriginHref(candidate: string, origin: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits plain text into text and links, linking only URLs of `origin` (the site itself), so a
 * message can never turn into a link to somewhere else. Nothing is ever read as HTML.
 */
export function linkifySameOrigin(text: string, origin: string): TextSegment[] {
  const out: TextSegment[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.text += t;
    else out.push({ type: 'text', text: t });
  };
  for (const m of text.matchAll(URL_IN_TEXT)) {
    const start = m.index ?? 0;
    const raw = trimEndOf(m[0], TRAILING);
    pushText(text.slice(last, start));
    const href = sameOriginHref(raw, origin);
    if (href) out.push({ type: 'link', text: raw, href });
    else pushText(raw);
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return out;
}

/** The newest `limit` messages sent to `email` (case-insensitive), newest first. */
export function newestFor(emails: readonly OutboxEmail[], email: string, limit = 5): OutboxEmail[] {
  const wanted = email.trim().toLowerCase();
  return emails
    .filter((e) => e.to.trim().toLowerCase() === wanted)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, limit);
}
