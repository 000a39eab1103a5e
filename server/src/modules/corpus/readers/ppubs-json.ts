import { applicationKey } from '../patent-numbers/application-number';
import { publicationKey } from '../../prior-art/parsing';
import type { CorpusCitation } from '@iprism/shared/contracts';
import { citedByFrom, nplCitation, patentCitation } from '../citations';
import { classificationSymbols, isoDate, personName } from '../normalize';
import { buildRecord, type ReadItem } from '../record';
import { htmlText } from './html-text';

type PpubsDoc = Record<string, unknown>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value ? [value] : []);
const flattened = (value: unknown): string[] => list(value).flatMap((v) => v.split(';'));
const dates = (value: unknown): string[] => list(value).map(isoDate).filter((d): d is string => d !== null);
const firstDate = (value: unknown): string | null => dates(value).sort()[0] ?? null;

/**
 * The earliest date the document claims: foreign priorities and the filing dates of the US applications it claims
 * the benefit of (provisionals, parents of continuations and divisions: `relatedApplFilingDate`), as patent
 * databases give a priority date. Related dates after its own filing (a child application's) are not claims.
 */
function priorityDate(doc: PpubsDoc): string | null {
  const filed = firstDate(doc.applicationFilingDate);
  const benefits = dates(doc.relatedApplFilingDate).filter((d) => !filed || d < filed);
  return [...dates(doc.priorityClaimsDate), ...benefits].sort()[0] ?? null;
}

const CITED_BY = /cited by (examiner|applicant|third party|other)/i;
const CITED_BY_AT_END = new RegExp(`${CITED_BY.source}\\s*$`, 'i');

/** The reference without its closing "cited by …". */
function withoutCitedBy(text: string): string {
  const at = text.search(CITED_BY_AT_END);
  return at < 0 ? text : text.slice(0, at).trimEnd();
}

/** "US 8244603 B1 Tang 20120800 cited by examiner G06Q 10/0633" (2001 on) or "4006340 19770200 Gorinas 219/121P" (older). */
function usReference(group: string): CorpusCitation | null {
  const modern = /^([A-Z]{2}) (\S+) ([A-Z]\d?) .*?(\d{8})/.exec(group);
  const citedBy = citedByFrom(CITED_BY.exec(group)?.[0]);
  if (modern) return patentCitation({ country: modern[1], number: modern[2]!, kind: modern[3], date: modern[4] }, citedBy);
  const old = /^(\S+) (\d{8})/.exec(group);
  return old ? patentCitation({ country: 'US', number: old[1]!, date: old[2] }, citedBy) : null;
}

/** Foreign references come as parallel arrays (number, country, date) plus a group text with the citing party. */
function foreignReferences(doc: PpubsDoc): CorpusCitation[] {
  const numbers = list(doc.foreignRefPatentNumber);
  const countries = list(doc.foreignRefCountryCode);
  const dates = list(doc.foreignRefPubDate);
  const groups = list(doc.foreignRefGroup);
  return numbers.map((number, i) => {
    const group = groups[i] ?? '';
    const kind = /^[A-Z]{2} \S+ ([A-Z]\d?) \d{8}/.exec(group)?.[1];
    return patentCitation({ country: countries[i], number: number.replace(/^[A-Z]{2}-/, ''), kind, date: dates[i] }, citedByFrom(CITED_BY.exec(group)?.[0]));
  });
}

/** Non-patent literature: each entry may hold several references separated by <br />, each ending with who cited it. */
function otherReferences(doc: PpubsDoc): CorpusCitation[] {
  return list(doc.otherRefPub)
    .flatMap((entry) => entry.split(/<br\s*\/?>/i))
    .map((entry) => htmlText(entry))
    .filter(Boolean)
    .map((text) => nplCitation(withoutCitedBy(text), citedByFrom(CITED_BY.exec(text)?.[0])));
}

function citations(doc: PpubsDoc): CorpusCitation[] {
  const groups = list(doc.usRefGroup);
  const us = groups.length > 0 ? groups.map(usReference).filter((c): c is CorpusCitation => c !== null) : list(doc.urpn).map((n) => patentCitation({ country: 'US', number: n }, 'unknown'));
  return [...us, ...foreignReferences(doc), ...otherReferences(doc)];
}

/** One USPTO Patent Public Search document (full-text or search-result biblio). */
export function readPpubsDoc(doc: PpubsDoc, label: string): ReadItem {
  const guid = str(doc.guid);
  const cpc = [...flattened(doc.cpcInventiveFlattened), ...flattened(doc.cpcAdditionalFlattened)];
  const description = [htmlText(str(doc.briefHtml)), htmlText(str(doc.descriptionHtml))].filter(Boolean).join('\n\n');
  return buildRecord(
    {
      rawNumber: guid || (str(doc.publicationReferenceDocumentNumber) ? `US${str(doc.publicationReferenceDocumentNumber)}` : null),
      kind: list(doc.kindCode)[0] ?? null,
      title: htmlText(str(doc.inventionTitle)),
      abstract: htmlText(str(doc.abstractHtml)),
      claims: htmlText(str(doc.claimsHtml)),
      description,
      publicationDate: isoDate(str(doc.datePublished)),
      filingDate: firstDate(doc.applicationFilingDate),
      priorityDate: priorityDate(doc),
      cpc: classificationSymbols(cpc.length > 0 ? cpc : list(doc.curCpcClassificationFull)),
      ipc: classificationSymbols([...flattened(doc.ipcCodeFlattened), ...list(doc.curIntlPatentClassificationSecondary)]),
      applicants: [...list(doc.assigneeName), ...list(doc.applicantName)].map(personName),
      inventors: list(doc.inventorsName).map(personName),
      citations: citations(doc),
      familyKeys: [str(doc.applicationNumber) ? applicationKey('US', str(doc.applicationNumber)) : null, guid ? publicationKey(guid) : null].filter((k): k is string => k !== null),
    },
    guid || label,
    'ppubs-json',
  );
}

/** A PPUBS response: the array of full documents, or a search page with `patents`. */
export function* readPpubsJson(json: unknown, file: string): Generator<ReadItem> {
  const docs = Array.isArray(json) ? json : json && typeof json === 'object' && Array.isArray((json as { patents?: unknown }).patents) ? (json as { patents: unknown[] }).patents : [];
  let i = 0;
  for (const doc of docs) {
    i++;
    if (doc && typeof doc === 'object') yield readPpubsDoc(doc as PpubsDoc, `${file} #${i}`);
    else yield { rejection: { record: `${file} #${i}`, reason: 'not a document object' } };
  }
}

/** True when parsed JSON looks like a PPUBS response. */
export function isPpubsJson(json: unknown): boolean {
  const docs = Array.isArray(json) ? json : (json as { patents?: unknown } | null)?.patents;
  const first: unknown = Array.isArray(docs) ? docs[0] : undefined;
  return !!first && typeof first === 'object' && 'guid' in first && 'inventionTitle' in first;
}
