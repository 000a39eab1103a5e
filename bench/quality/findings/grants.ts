import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedDocument } from '../../../server/src/modules/documents/extracted-document';
import { extractUsptoDocument } from '../../../server/src/modules/documents/uspto-xml/extract-uspto-xml';
import { splitUsptoDocuments } from '../../../server/src/modules/documents/uspto-xml/split-documents';
import { fullText } from '../../../server/src/modules/documents/uspto-xml/full-text';
import { htmlText } from '../../../server/src/modules/corpus/readers/html-text';
import { parseClaims } from '../../../server/src/modules/analysis/claims/parse-claims';
import { SHARED_DATA } from '../corpus';

/** A granted US patent of the shared data, as the report stage would receive it. */
export interface Grant {
  /** Where it comes from: "folder/file" for XML, "uspto-ppubs:US-…" for Patent Public Search records. */
  id: string;
  document: ExtractedDocument;
}

/** Every USPTO XML grant file (B1/B2/S1/E and the two grants of the weekly-style test.xml). */
const XML_GRANTS = [
  'uspto-xml-go-uspto-testdata/grant/v2-5-B1.xml',
  'uspto-xml-go-uspto-testdata/grant/v2-5-B2.xml',
  'uspto-xml-go-uspto-testdata/grant/v2-5-S1.xml',
  'uspto-xml-go-uspto-testdata/grant/v4-0-B2.xml',
  'uspto-xml-go-uspto-testdata/grant/v4-5-B1.xml',
  'uspto-xml-go-uspto-testdata/grant/v4-5-B2.xml',
  'uspto-xml-go-uspto-testdata/test.xml',
  'uspto-patentpublicdata-samples/sgml/US06336130.xml',
  'uspto-patentpublicdata-samples/sgml/US06337117.xml',
  'uspto-patentpublicdata-samples/sgml/USD435854S1.xml',
  'uspto-patentpublicdata-samples/xml2004/US06859910.xml',
  'uspto-patentpublicdata-samples/xml2004/US06970935.xml',
  'uspto-patentpublicdata-samples/xml2014/US08926509.xml',
  'uspto-patentpublicdata-samples/xml2014/US08930553.xml',
];
const PPUBS = 'patent-client-fixtures/uspto-ppubs/doc.json';

/**
 * The US grants in the shared data with claims: USPTO XML, and the PPUBS full-text grants (modern and OCR-scanned),
 * each patent once (the weekly-style test.xml repeats one of the single-document files).
 */
export function usGrants(): Grant[] {
  const grants: Grant[] = [];
  const numbers = new Set<string>();
  const add = (grant: Grant): void => {
    const number = grant.document.structured?.documentNumber ?? grant.id;
    if (numbers.has(number)) return;
    numbers.add(number);
    grants.push(grant);
  };
  for (const file of XML_GRANTS) {
    let n = 0;
    for (const text of splitUsptoDocuments(readFileSync(join(SHARED_DATA, file), 'utf8'))) {
      n += 1;
      add({ id: n === 1 ? file : `${file}#${n}`, document: extractUsptoDocument(text) });
    }
  }
  const docs = JSON.parse(readFileSync(join(SHARED_DATA, PPUBS), 'utf8')) as Record<string, unknown>[];
  for (const doc of docs) {
    if (!['USPAT', 'USOCR'].includes(String(doc.type))) continue;
    const document = ppubsDocument(doc);
    if (document.structured && document.structured.claims.length > 0) add({ id: `uspto-ppubs:${String(doc.guid)}`, document });
  }
  return grants;
}

/** A PPUBS record laid out as a structured patent: its claims split as the claims parser reads a claims section. */
export function ppubsDocument(doc: Record<string, unknown>): ExtractedDocument {
  const str = (v: unknown): string => (typeof v === 'string' ? v : '');
  const claims = parseClaims(htmlText(str(doc.claimsHtml))).map((c) => ({ number: c.number, text: c.text, dependsOn: c.dependsOn }));
  const description = [str(doc.briefHtml), str(doc.descriptionHtml)].map(htmlText).filter(Boolean).map((text) => ({ heading: '', text }));
  const structured = { documentNumber: str(doc.guid) || null, title: htmlText(str(doc.inventionTitle)) || null, abstract: htmlText(str(doc.abstractHtml)) || null, claims, description };
  return { format: 'uspto-xml', pages: [fullText(structured)], paginated: false, structured };
}
