import { readIdsXml } from './read-xml';
import { withoutCommentsAndDoctype } from './xml-markup';

describe('SB/08 XML literature', () => {
  it('reads a literature citation written straight inside <citation>, and one with <text>', () => {
    const xml = `<?xml version="1.0"?>\n<!-- exported --><!DOCTYPE ids-sb08 [<!ENTITY x "y">]>\n<ids-sb08><non-patent-literature-documents>
      <citation cite-no="2">MONTEMONT, G. et al., Experimental Comparison, IEEE, 2002</citation>
      <citation cite-no="3"><text>BERROU, Near Shannon limit, IEEE, 1993</text></citation>
    </non-patent-literature-documents></ids-sb08>`;
    expect(readIdsXml(xml).citations.map((c) => [c.section, c.citeNo, c.nplText])).toEqual([
      ['npl', '2', 'MONTEMONT, G. et al., Experimental Comparison, IEEE, 2002'],
      ['npl', '3', 'BERROU, Near Shannon limit, IEEE, 1993'],
    ]);
  });
});

describe('comments and DOCTYPE removed by one scan', () => {
  it('drops comments and the DOCTYPE with its internal subset, keeping CDATA whole', () => {
    expect(withoutCommentsAndDoctype('<!DOCTYPE a [<!ENTITY b "c>">]><a><!-- x --><b><![CDATA[<!-- kept -->]]></b><!-- y --></a>')).toBe('<a><b><![CDATA[<!-- kept -->]]></b></a>');
    expect(withoutCommentsAndDoctype('<a/><!-- never closed')).toBe('<a/>');
    expect(withoutCommentsAndDoctype('<!DOCTYPE a SYSTEM "a.dtd"><a/>')).toBe('<a/>');
  });

  it('reads 50,000 unterminated comment openers to an empty text', () => {
    expect(withoutCommentsAndDoctype('<!--'.repeat(50_000))).toBe('');
  });
});
