export interface FeedItem {
  id: string;
  title: string;
  summary: string;
  publishedAt: Date;
  tags: string[];
}

/** XML 1.0 cannot carry most control characters, even escaped: they are dropped. */
const isXmlChar = (code: number): boolean => code === 0x9 || code === 0xa || code === 0xd || code >= 0x20;

const escapeXml = (s: string): string =>
  [...s]
    .filter((c) => isXmlChar(c.codePointAt(0)!))
    .join('')
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** RSS 2.0 of the published articles, newest first; links are absolute from `origin`. */
export function newsroomRss(origin: string, items: readonly FeedItem[], now: Date): string {
  const channelLink = `${origin}/newsroom`;
  const entries = items.map((i) => {
    const link = `${origin}/newsroom/${i.id}`;
    return [
      '    <item>',
      `      <title>${escapeXml(i.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${i.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(i.summary)}</description>`,
      ...i.tags.map((t) => `      <category>${escapeXml(t)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const lastBuild = items[0]?.publishedAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    '    <title>iPrism Newsroom</title>',
    `    <link>${escapeXml(channelLink)}</link>`,
    `    <atom:link href="${escapeXml(`${origin}/newsroom/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '    <description>Product news and announcements from iPrism, the AI-powered patent analytics platform.</description>',
    '    <language>en</language>',
    `    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
