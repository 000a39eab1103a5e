import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFiles, SHARED_DATA } from '../../../../test/fixtures/documents-data';
import { truthClaims } from '../../../../test/fixtures/uspto-claims-truth';
import { DocumentError } from '../document-error';
import { sniffApplication } from '../sniff';
import { extractUsptoDocument, extractUsptoXml } from './extract-uspto-xml';
import { usptoRoot } from './root-element';
import { splitUsptoDocuments } from './split-documents';

const files = [...dataFiles('uspto-patentpublicdata-samples', ['.xml']), ...dataFiles('uspto-xml-go-uspto-testdata', ['.xml'])];
const read = (file: string): string => readFileSync(join(SHARED_DATA, file), 'utf8');

describe('USPTO XML/SGML samples', () => {
  const patentFiles = files.filter((file) => usptoRoot(read(file)) !== null);

  it('finds the sample folders', () => {
    expect(patentFiles.length).toBeGreaterThanOrEqual(40);
  });

  it('reads every document of every file: title, claims numbered as the source, dependencies as marked', () => {
    const totals = { documents: 0, withClaims: 0, claims: 0, dependencies: 0 };
    for (const file of patentFiles) {
      const raw = read(file);
      const documents = [...splitUsptoDocuments(raw)];
      expect(documents).toHaveLength(Math.max(1, raw.match(/<\?xml\b/g)?.length ?? 0));
      for (const document of documents) {
        const extracted = extractUsptoDocument(document);
        const structured = extracted.structured!;
        const context = `${file} (${structured.documentNumber})`;
        expect([context, structured.title?.trim()]).toEqual([context, expect.stringMatching(/\S/)]);
        const truth = truthClaims(document);
        const got = structured.claims.map(({ number, dependsOn }) => ({ number, dependsOn }));
        expect([context, got]).toEqual([context, truth]);
        for (const claim of structured.claims) {
          expect([context, claim.number, claim.text]).toEqual([context, claim.number, expect.stringMatching(/\S/)]);
          // Markup and unresolved DTD entities must not leak into the text.
          expect([context, claim.text]).toEqual([context, expect.not.stringMatching(/<\/?[A-Za-z][\w.:-]*(\s[^<>]*)?\/?>|&[A-Za-z]+;/)]);
        }
        expect(extracted.pages).toHaveLength(1);
        if (structured.title) expect(extracted.pages[0]!.startsWith(structured.title)).toBe(true);
        totals.documents++;
        if (truth.length > 0) totals.withClaims++;
        totals.claims += truth.length;
        totals.dependencies += truth.reduce((sum, claim) => sum + claim.dependsOn.length, 0);
      }
    }
    console.log(
      `USPTO samples: ${totals.documents} documents from ${patentFiles.length} files, ${totals.withClaims} with claims, ` +
        `${totals.claims} claims and ${totals.dependencies} dependencies checked`,
    );
    expect(totals.claims).toBeGreaterThan(400);
  });

  it('leaves XML that is not a patent document (CPC scheme and master files) to others', () => {
    const others = files.filter((file) => !patentFiles.includes(file));
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) {
      expect(sniffApplication(readFileSync(join(SHARED_DATA, file)))).toBeNull();
      expect(() => extractUsptoXml(read(file))).toThrow(expect.objectContaining({ kind: 'unsupported' }));
    }
  });
});

describe('extractUsptoXml', () => {
  const grant = read('uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml');

  it('reads the structure of an ICE v4.5 grant', () => {
    const { structured, pages, format, paginated } = extractUsptoXml(grant);
    expect({ format, paginated }).toEqual({ format: 'uspto-xml', paginated: false });
    expect(structured!.documentNumber).toBe('US11147202B2');
    expect(structured!.claims[0]!.text).toMatch(/^A wheeled hand truck comprising:\n\(a\) a footplate having front and rear ends;/);
    expect(structured!.claims[1]).toEqual(expect.objectContaining({ number: 2, dependsOn: [1] }));
    expect(structured!.claims[1]!.text).toContain('a \u201cU\u201d handle');
    expect(structured!.abstract).toMatch(/\S/);
    expect(structured!.description.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('\nCLAIMS\n\n1. A wheeled hand truck');
  });

  it('keeps mixed content in order and resolves DTD entities (PAP v1.5)', () => {
    const { structured } = extractUsptoXml(read('uspto-patentpublicdata-samples/pap/US20010000943A1.xml'));
    expect(structured!.title).toBe('Organic electroluminescence device and method of manufacturing same');
    expect(structured!.claims[1]!.text).toMatch(/^The organic electroluminescence device according to claim 1, wherein/);
    expect(structured!.claims[0]!.text).toContain('Min\u221220 nm<t<Min +20 nm');
  });

  it('reads ST.32 grants: number, title, headed description', () => {
    const { structured } = extractUsptoXml(read('uspto-xml-go-uspto-testdata/grant/v2-5-B2.xml'));
    expect(structured!.documentNumber).toBe('US06530116B2');
    expect(structured!.title).toBe('Vacuum cleaner with muffled detachable blower exhaust');
    expect(structured!.description.map((block) => block.heading)).toContain('FIELD OF THE INVENTION');
    expect(structured!.claims[3]).toEqual(expect.objectContaining({ number: 4, dependsOn: [3] }));
  });

  it('drops a full stop OCR left outside the claim label (XML4IP)', () => {
    const file = 'uspto-patentpublicdata-samples/xml4ip/extracted/CDC_Download_2016-03-30/13962724/13962724.2013-08-08.HK4I4RXSPXXIFW3.CLM/13962724.2013-08-08.HK4I4RXSPXXIFW3.CLM.xml';
    expect(extractUsptoXml(read(file)).structured!.claims[10]!.text).toMatch(/^The apparatus of claim 10, wherein:/);
  });

  it('repairs true SGML: unclosed EMPTY elements, omitted end tags, unquoted attributes', () => {
    const sgml = [
      '<!DOCTYPE PATDOC [ <!ENTITY x SYSTEM "x.TIF" NDATA TIF> ]>',
      '<PATDOC DTD=2.5><SDOBI><B100><B110><DNUM><PDAT>06000001</PDAT></DNUM></B110></B100>',
      '<B500><B540><STEXT><PDAT>Widget &amp; gadget</PDAT></STEXT></B540><B560><CITED-BY-OTHER></B560></B500></SDOBI>',
      '<SDOCL><CL><CLM ID=CLM-00001><PARA><PTEXT><PDAT>1. A widget with a &thgr; angle.</PDAT></PTEXT></CLM>',
      '<CLM ID="CLM-00002"><PARA><PTEXT><PDAT>2. The widget of </PDAT><CLREF ID=CLM-00001><PDAT>claim 1</PDAT></CLREF></PTEXT></CLM>',
      '</CL></SDOCL></PATDOC>',
    ].join('\n');
    const { structured } = extractUsptoXml(sgml);
    expect(structured!.title).toBe('Widget & gadget');
    expect(structured!.claims).toEqual([
      { number: 1, text: 'A widget with a \u03b8 angle.', dependsOn: [] },
      { number: 2, text: 'The widget of claim 1', dependsOn: [1] },
    ]);
  });

  it('takes the first document of a bulk file', () => {
    const bulk = read('uspto-xml-go-uspto-testdata/test.xml');
    const [first, second] = [...splitUsptoDocuments(bulk)];
    expect(extractUsptoXml(bulk).structured!.documentNumber).toBe(extractUsptoDocument(first!).structured!.documentNumber);
    expect(extractUsptoDocument(second!).structured!.documentNumber).not.toBe(extractUsptoXml(bulk).structured!.documentNumber);
  });

  it('reports truncated XML as corrupt and blank text as empty', () => {
    const expectKind = (text: string, kind: string): void => {
      let caught: unknown;
      try {
        extractUsptoXml(text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(DocumentError);
      expect((caught as DocumentError).kind).toBe(kind);
    };
    expectKind(grant.slice(0, Math.floor(grant.length / 2)), 'corrupt');
    expectKind(read('uspto-xml-go-uspto-testdata/grant/v2-5-B1.xml').slice(0, 50_000), 'corrupt');
    expectKind('  \n', 'empty');
  });
});
