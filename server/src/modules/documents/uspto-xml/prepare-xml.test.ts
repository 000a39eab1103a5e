import { stripCommentsAndDoctype } from './prepare-xml';

describe('stripCommentsAndDoctype', () => {
  it('drops comments and the first DOCTYPE with its internal subset, keeping CDATA as it is', () => {
    const xml = '<?xml version="1.0"?><!-- old <!DOCTYPE x> --><!DOCTYPE a SYSTEM "a.dtd" [<!ENTITY f SYSTEM "f.tif" NDATA TIF><!-- ] > -->]><a>1<!--c-->2<![CDATA[<!-- kept -->]]></a>';
    expect(stripCommentsAndDoctype(xml)).toBe('<?xml version="1.0"?><a>12<![CDATA[<!-- kept -->]]></a>');
  });

  it('drops an unterminated comment to the end, in one pass', () => {
    expect(stripCommentsAndDoctype(`<a>x${'<!--'.repeat(250_000)}`)).toBe('<a>x');
  });
});
