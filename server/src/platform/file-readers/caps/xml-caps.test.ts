import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFiles, SHARED_DATA } from '../../../../test/fixtures/documents-data';
import { xmlBillionLaughs, xmlDeeplyNested, xmlExternalEntity, xmlUnterminatedComments } from '../../../../test/fixtures/hostile-files';
import { FileRefusedError } from '../file-refusal';
import { DEFAULT_READER_LIMITS } from '../reader-settings';
import { checkXmlCaps } from './xml-caps';

const limits = DEFAULT_READER_LIMITS.xml;
const refusal = (text: string, l = limits) => {
  try {
    checkXmlCaps(text, l);
    return null;
  } catch (error) {
    return error instanceof FileRefusedError ? error.refusal : error;
  }
};

describe('checkXmlCaps', () => {
  it('passes every USPTO sample of the shared data, DOCTYPE image entities (NDATA) and SGML included', () => {
    const files = [...dataFiles('uspto-patentpublicdata-samples', ['.xml']), ...dataFiles('uspto-xml-go-uspto-testdata', ['.xml'])];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) expect([file, refusal(readFileSync(join(SHARED_DATA, file), 'utf8'))]).toEqual([file, null]);
  });

  it('refuses every entity declaration but an unparsed one', () => {
    expect(refusal(xmlBillionLaughs().toString())).toEqual({ reason: 'xmlEntities' });
    expect(refusal(xmlExternalEntity('/etc/passwd').toString())).toEqual({ reason: 'xmlEntities' });
    expect(refusal('<!DOCTYPE a [<!ENTITY % p SYSTEM "x.dtd"> %p;]><a/>')).toEqual({ reason: 'xmlEntities' });
    expect(refusal('<!DOCTYPE a [<!ENTITY img SYSTEM "a NDATA b">]><a/>')).toEqual({ reason: 'xmlEntities' });
    expect(refusal('<!DOCTYPE a [<!-- <!ENTITY x "y"> --><!ENTITY f1 SYSTEM "f1.tif" NDATA TIF>]><a>&amp;</a>')).toBeNull();
  });

  it('counts depth as an SGML reader closes elements, and refuses past the limit', () => {
    expect(refusal(xmlDeeplyNested(100_000).toString())).toEqual({ reason: 'xmlDepth', limit: 256 });
    const small = { ...limits, maxDepth: 3 };
    expect(refusal('<a><b><c/></b><b><BR><BR><BR><c>x</c></b></a>', small)).toBeNull();
    // An end tag closes what was left open since its start tag (SGML end-tag omission).
    expect(refusal('<a><b><p><p><p></b><b><c></c></b></a>', { ...limits, maxDepth: 5 })).toBeNull();
    expect(refusal('<a><b><c><d>', small)).toEqual({ reason: 'xmlDepth', limit: 3 });
    // Markup inside comments, CDATA and attribute values does not count.
    expect(refusal('<a x="<b><c><d>"><!-- <b><c><d> --><![CDATA[<b><c><d>]]></a>', small)).toBeNull();
  });

  it('refuses a document over the size limit, counting UTF-8 bytes', () => {
    expect(refusal('<a>é</a>'.repeat(10), { ...limits, maxBytes: 80 })).toEqual({ reason: 'xmlSize', size: 90, limit: 80 });
  });

  it('stops at unterminated markup without scanning again from every opening', () => {
    expect(refusal(xmlUnterminatedComments().toString())).toBeNull();
  });
});
