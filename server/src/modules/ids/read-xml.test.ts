import { readIdsXml } from './read-xml';

describe('SB/08 XML literature', () => {
  it('reads a literature citation written straight inside <citation>, and one with <text>', () => {
    const xml = `<?xml version="1.0"?>\n<!-- exported --><!DOCTYPE ids-sb08 SYSTEM "ids-sb08.dtd">\n<ids-sb08><non-patent-literature-documents>
      <citation cite-no="2">MONTEMONT, G. et al., Experimental Comparison, IEEE, 2002</citation>
      <citation cite-no="3"><text>BERROU, Near Shannon limit, IEEE, 1993</text></citation>
    </non-patent-literature-documents></ids-sb08>`;
    expect(readIdsXml(xml).citations.map((c) => [c.section, c.citeNo, c.nplText])).toEqual([
      ['npl', '2', 'MONTEMONT, G. et al., Experimental Comparison, IEEE, 2002'],
      ['npl', '3', 'BERROU, Near Shannon limit, IEEE, 1993'],
    ]);
  });
});
