import { injectPageHead } from './inject-page-head';
import { newsroomArticleHead, newsroomArticleId } from './newsroom-article-head';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="utf-8" /><title>iPrism — AI-powered patent analytics</title>' +
  '<meta name="description" content="AI-powered patent analytics platform" /></head><body><div id="root"></div></body></html>';

const article = {
  id: 'claim-charts',
  title: 'Claim charts & "maps" <now>',
  summary: 'Charts export with $& the cited passages.',
  body: '## New',
  publishedAt: '2026-03-01T09:00:00.000Z',
  tags: ['litigation'],
  coverImage: '/api/newsroom/claim-charts/cover',
};

const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('article page head', () => {
  const html = injectPageHead(TEMPLATE, newsroomArticleHead(article, 'https://ip.example.org/'));

  it("gives the article's Open Graph tags, absolute on the site's origin and escaped", () => {
    expect(meta(html, 'og:title')).toBe('Claim charts &amp; &quot;maps&quot; &lt;now&gt; | iPrism');
    expect(meta(html, 'og:description')).toBe('Charts export with $&amp; the cited passages.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe('https://ip.example.org/newsroom/claim-charts');
    expect(meta(html, 'og:image')).toBe('https://ip.example.org/api/newsroom/claim-charts/cover');
    expect(html).toContain('<link rel="canonical" href="https://ip.example.org/newsroom/claim-charts" data-seo="">');
  });

  it("replaces the shell's title and description instead of adding second copies", () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Claim charts &amp; &quot;maps&quot; &lt;now&gt; | iPrism</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Charts export with $&amp; the cited passages." data-seo="">');
    expect(injectPageHead(html, newsroomArticleHead(article, 'https://ip.example.org')).match(/og:title/g)).toHaveLength(1);
  });

  it("uses the site's default image for an article without a cover", () => {
    const plain = injectPageHead(TEMPLATE, newsroomArticleHead({ ...article, coverImage: null }, 'https://ip.example.org'));
    expect(meta(plain, 'og:image')).toBe('https://ip.example.org/og-image.svg');
  });

  it('reads the article id from its page path only', () => {
    expect(newsroomArticleId('/newsroom/claim-charts')).toBe('claim-charts');
    expect(newsroomArticleId('/newsroom/claim-charts/')).toBe('claim-charts');
    expect(newsroomArticleId('/newsroom')).toBeNull();
    expect(newsroomArticleId('/newsroom/a/b')).toBeNull();
    expect(newsroomArticleId('/newsroom/%E0%A4%A')).toBeNull();
  });
});
