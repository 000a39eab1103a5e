import { snippetParts } from './snippet-parts';

describe('snippetParts', () => {
  it('splits marked terms from the text around them and unescapes both', () => {
    expect(snippetParts('a <mark>neural</mark> net &lt;b&gt; &amp; <mark>x&amp;y</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'neural', marked: true },
      { text: ' net <b> & ', marked: false },
      { text: 'x&y', marked: true },
    ]);
  });

  it('keeps a snippet without marks as one part', () => {
    expect(snippetParts('plain')).toEqual([{ text: 'plain', marked: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});
