import { composePrerenderedPage, type PrerenderedPage } from './page-html';

const TEMPLATE =
  '<!doctype html><html><head><title>Old</title><meta name="description" content="old"/></head>' +
  '<body><div id="root"><div id="boot" role="status">Loading…</div></div><script defer src="/main.js"></script></body></html>';

const page: PrerenderedPage = {
  title: 'Pricing | iPrism',
  seoTags: [
    { tag: 'meta', attr: 'name', key: 'description', content: 'Plans "for" <firms> & more' },
    { tag: 'link', rel: 'canonical', href: 'https://x.example/pricing' },
  ],
  jsonLd: { organization: '{"name":"iPrism"}' },
  styles: '<style data-emotion="pre 1">.pre-1{color:red}</style>',
  body: '<main><h1>From $49 a month, $1 $& $$ extra</h1></main>',
};

describe('composePrerenderedPage', () => {
  const html = composePrerenderedPage(TEMPLATE, page);

  it('draws the page into #root after the loading placeholder, and marks #root', () => {
    expect(html).toContain('<div id="root" data-prerendered><div id="boot" role="status">Loading…</div><div data-prerendered-page><main>');
    expect(html).toMatch(/<\/main><\/div><\/div><script defer src="\/main.js">/);
  });

  it('keeps `$` sequences of the page text as they are', () => {
    expect(html).toContain('From $49 a month, $1 $& $$ extra');
  });

  it("puts the page's title, meta tags, JSON-LD and styles in the head instead of the defaults", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Pricing | iPrism</title>');
    expect(head).not.toContain('content="old"');
    expect(head).toContain('<meta name="description" content="Plans &quot;for&quot; &lt;firms&gt; &amp; more" data-seo="">');
    expect(head).toContain('<link rel="canonical" href="https://x.example/pricing" data-seo="">');
    expect(head).toContain('<script type="application/ld+json" data-seo="organization">{"name":"iPrism"}</script>');
    expect(head).toContain('.pre-1{color:red}');
    expect(head).toContain('#root[data-prerendered] button,[data-prerendered-content] button{visibility:hidden}');
  });

  it('refuses a template it cannot draw into', () => {
    expect(() => composePrerenderedPage('<html><head></head><body></body></html>', page)).toThrow(/root/);
  });
});
