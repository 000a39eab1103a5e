import { XMLParser } from 'fast-xml-parser';
import { articleState, checkCover, sniffImageType } from './article-rules';
import { newsroomRss } from './rss';

const now = new Date('2026-11-20T12:00:00Z');

describe('newsroom rules', () => {
  it('derives scheduled from a future date', () => {
    expect(articleState('published', new Date('2026-11-21T00:00:00Z'), now)).toBe('scheduled');
    expect(articleState('published', new Date('2026-11-19T00:00:00Z'), now)).toBe('published');
    expect(articleState('draft', null, now)).toBe('draft');
    expect(articleState('unpublished', new Date('2026-11-19T00:00:00Z'), now)).toBe('unpublished');
  });

  it('checks a cover by its bytes, not its declared type', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(sniffImageType(png)).toBe('image/png');
    expect(checkCover(`data:image/jpeg;base64,${png.toString('base64')}`)).toMatchObject({ ok: true, type: 'image/png' });
    expect(checkCover(`data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`)).toMatchObject({ ok: false });
    expect(checkCover('not a data url')).toMatchObject({ ok: false });
  });
});

describe('newsroomRss', () => {
  it('is RSS 2.0 a feed parser reads, with escaped text', () => {
    const xml = newsroomRss('https://iprism.example', [{ id: 'a-b', title: 'Fish & <Chips>', summary: 'One "quoted" line', publishedAt: now, tags: ['IDS', 'product'] }], now);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml) as { rss: { '@_version': string; channel: { title: string; item: { title: string; link: string; pubDate: string; category: string[] } } } };
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss.channel.title).toBe('iPrism Newsroom');
    expect(feed.rss.channel.item).toMatchObject({ title: 'Fish & <Chips>', link: 'https://iprism.example/newsroom/a-b', pubDate: 'Fri, 20 Nov 2026 12:00:00 GMT', category: ['IDS', 'product'] });
  });
});
