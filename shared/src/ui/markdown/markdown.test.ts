import { isSafeHref, parseInline, parseMarkdownBlocks } from './markdown';

describe('parseMarkdownBlocks', () => {
  it('splits headings, paragraphs, lists and quotes', () => {
    const blocks = parseMarkdownBlocks('Intro line one\nline two\n\n## What changes\n\n- first\n- second\n\n1. one\n2. two\n\n> quoted\n> more\n\n### Small');
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'Intro line one line two' },
      { type: 'heading', level: 2, text: 'What changes' },
      { type: 'list', ordered: false, items: ['first', 'second'] },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'quote', text: 'quoted more' },
      { type: 'heading', level: 3, text: 'Small' },
    ]);
  });

  it('treats a single # and HTML as plain text', () => {
    expect(parseMarkdownBlocks('# not a heading\n<b>x</b>')).toEqual([{ type: 'paragraph', text: '# not a heading <b>x</b>' }]);
  });

  it('handles Windows line endings and an empty text', () => {
    expect(parseMarkdownBlocks('a\r\n\r\nb')).toHaveLength(2);
    expect(parseMarkdownBlocks('')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('finds bold, code and links between text', () => {
    expect(parseInline('Use **DOCDB** with `US1234567B2` see [pricing](/pricing).')).toEqual([
      { type: 'text', text: 'Use ' },
      { type: 'strong', text: 'DOCDB' },
      { type: 'text', text: ' with ' },
      { type: 'code', text: 'US1234567B2' },
      { type: 'text', text: ' see ' },
      { type: 'link', text: 'pricing', href: '/pricing' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps unsafe links as text', () => {
    expect(parseInline('[x](javascript:alert(1))')[0]).toMatchObject({ type: 'text' });
    expect(isSafeHref('//evil.test')).toBe(false);
    expect(isSafeHref('https://uspto.gov')).toBe(true);
  });
});
