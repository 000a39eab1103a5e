import { escapeHtml } from '../../platform/lib/escape-html';
import { leadSnippet, MARK_END, MARK_START, markSnippet } from './snippet';

describe('snippets', () => {
  it('escapes the text and marks the matched terms', () => {
    const headline = `a <b> & "c" ${MARK_START}turbine${MARK_END} blade's ${MARK_START}pitch${MARK_END}`;
    expect(markSnippet(headline)).toBe('a &lt;b&gt; &amp; &quot;c&quot; <mark>turbine</mark> blade&#39;s <mark>pitch</mark>');
  });

  it('never lets a <mark> in the document through as markup', () => {
    expect(markSnippet(`<mark>x</mark> ${MARK_START}y${MARK_END}`)).toBe('&lt;mark&gt;x&lt;/mark&gt; <mark>y</mark>');
  });

  it('drops unbalanced delimiters', () => {
    expect(markSnippet(`a ${MARK_START}b`)).toBe('a b');
  });

  it('cuts a lead snippet at a word and escapes it', () => {
    expect(leadSnippet('x<y '.repeat(100), 20)).toBe('x&lt;y x&lt;y x&lt;y x&lt;y x&lt;y …');
    expect(leadSnippet('short & sweet')).toBe('short &amp; sweet');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});
