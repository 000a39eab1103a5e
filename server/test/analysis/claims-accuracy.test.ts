import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Claim } from '@iprism/shared/contracts';
import { buildReport } from '../../src/modules/analysis/build-report';
import { stripNumber } from '../../src/modules/analysis/sections/structured-sections';
import { PATENTEVAL_DEFECTS, patentEvalSets } from '../../src/modules/analysis/test-data';
import { extractDocument } from '../../src/modules/documents/extract';
import type { ExtractedDocument, StructuredPatent } from '../../src/modules/documents/extracted-document';
import { extractUsptoDocument } from '../../src/modules/documents/uspto-xml/extract-uspto-xml';
import { usptoRoot } from '../../src/modules/documents/uspto-xml/root-element';
import { splitUsptoDocuments } from '../../src/modules/documents/uspto-xml/split-documents';
import { dataFiles, SHARED_DATA } from '../fixtures/documents-data';
import { paragraphsPdf } from '../fixtures/documents-pdf';
import { extractPdfInThread } from '../file-readers';
import { type TruthClaim, truthClaims } from '../fixtures/uspto-claims-truth';

/**
 * Claim parsing measured against the ground truth each public source carries (../shared/data): claim
 * numbers, count and dependencies. Structured XML must be exact; the text and PDF paths, which rebuild
 * claims from plain text, report a figure with a floor under it so a regression fails.
 */

const NOW = new Date('2024-01-01T00:00:00Z');
const claimsOf = (document: ExtractedDocument, fileName: string): Claim[] =>
  buildReport({ applicationId: 'accuracy', fileName, document, now: NOW }).claims;

interface Case {
  name: string;
  truth: TruthClaim[];
  patent: StructuredPatent;
  /** The document as uploaded: a whole file, or one document of a bulk file. */
  extract: () => Promise<ExtractedDocument>;
}

/** Every document with claims in the USPTO XML folders, bulk files split into their documents. */
function xmlCases(): Case[] {
  const files = [...dataFiles('uspto-patentpublicdata-samples', ['.xml']), ...dataFiles('uspto-xml-go-uspto-testdata', ['.xml'])];
  return files.flatMap((file) => {
    const bytes = readFileSync(join(SHARED_DATA, file));
    const raw = bytes.toString('utf8');
    if (usptoRoot(raw) === null) return [];
    const documents = [...splitUsptoDocuments(raw)];
    return documents.flatMap((document, index) => {
      const truth = truthClaims(document);
      if (truth.length === 0) return [];
      const extract = documents.length === 1 ? () => extractDocument(bytes, 'uspto-xml') : () => Promise.resolve(extractUsptoDocument(document));
      return [{ name: documents.length === 1 ? file : `${file}#${index + 1}`, truth, patent: extractUsptoDocument(document).structured!, extract }];
    });
  });
}

interface Tally {
  documents: number;
  claims: number;
  /** Documents whose claim numbers (hence count) are exactly the source's. */
  numbersExact: number;
  /** Source claims found under their number with exactly the source's dependencies. */
  dependenciesExact: number;
  /** Documents whose numbers, or some claim's dependencies, are off. */
  numberMisses: string[];
  dependencyMisses: string[];
}

const emptyTally = (): Tally => ({ documents: 0, claims: 0, numbersExact: 0, dependenciesExact: 0, numberMisses: [], dependencyMisses: [] });

function tally(into: Tally, name: string, truth: readonly TruthClaim[], claims: readonly Claim[]): void {
  const numbers = (list: readonly { number: number }[]): string => list.map((c) => c.number).join(',');
  const byNumber = new Map(claims.map((c) => [c.number, c.dependsOn.join(',')]));
  const exactDependencies = truth.filter((t) => byNumber.get(t.number) === t.dependsOn.join(',')).length;
  into.documents += 1;
  into.claims += truth.length;
  into.dependenciesExact += exactDependencies;
  if (numbers(truth) === numbers(claims)) into.numbersExact += 1;
  else into.numberMisses.push(name);
  if (exactDependencies < truth.length) into.dependencyMisses.push(name);
}

const percent = (part: number, whole: number): number => Math.round((1000 * part) / Math.max(1, whole)) / 10;
const numbersPercent = (t: Tally): number => percent(t.numbersExact, t.documents);
const dependenciesPercent = (t: Tally): number => percent(t.dependenciesExact, t.claims);

function report(path: string, t: Tally): void {
  console.log(
    `${path}: ${t.documents} documents, ${t.claims} claims; numbers/count exact ${numbersPercent(t)}% of documents, ` +
      `dependencies exact ${dependenciesPercent(t)}% of claims` +
      (t.numberMisses.length > 0 ? `; numbers off: ${t.numberMisses.join(' ')}` : '') +
      (t.dependencyMisses.length > 0 ? `; dependencies off: ${t.dependencyMisses.join(' ')}` : ''),
  );
}

/**
 * A plain-text application as a drafter writes it, one paragraph per entry: title, headed description,
 * numbered claims (their sub-paragraphs on lines of their own) and the abstract.
 */
function applicationParagraphs(patent: StructuredPatent): string[] {
  const description = patent.description.flatMap((block) => [...(block.heading ? [block.heading] : []), ...block.text.split('\n')]);
  const claims = patent.claims.flatMap((claim, index) => {
    const text = stripNumber(claim.text, claim.number);
    const next = patent.claims[index + 1]?.number;
    // A block of cancelled claims is one claim element in the source ("1-18. (canceled)"); keep its range.
    const label = next !== undefined && next > claim.number + 1 && /cancel/i.test(text) ? `${claim.number}-${next - 1}` : `${claim.number}`;
    return `${label}. ${text}`.split('\n');
  });
  return [patent.title ?? '', ...description, 'What is claimed is:', ...claims, 'ABSTRACT', patent.abstract ?? ''].filter((p) => p.trim() !== '');
}

/** Patent Public Search full-text records (claims and description as HTML with <br /> line breaks). */
interface PpubsDocument {
  guid: string;
  inventionTitle: string | null;
  claimStatement: string | null;
  claimsHtml: string | null;
  descriptionHtml: string | null;
  abstractHtml: string | null;
  /** Stated for grants only, as a string. */
  numberOfClaims: string | null;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };
const htmlText = (html: string | null): string =>
  (html ?? '').replace(/<br\s*\/?>/gi, '\n').replace(/<[^<>]+>/g, '').replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!);

/**
 * The claims each claim cites in its wording ("claim 3", "claims 1, 2 or 5"), earlier existing ones only:
 * where a source marks no dependencies, its wording is what states them.
 */
function withCitations(claims: readonly { number: number; text: string }[]): TruthClaim[] {
  const numbers = new Set(claims.map((c) => c.number));
  return claims.map(({ number, text }) => {
    const cited = [...text.matchAll(/\bclaims?\s+(\d+(?:\s*(?:,|or|and)\s*\d+)*)/gi)].flatMap((m) => m[1]!.match(/\d+/g)!.map(Number));
    return { number, dependsOn: [...new Set(cited)].filter((n) => n < number && numbers.has(n)).sort((a, b) => a - b) };
  });
}

interface Label {
  number: number;
  /** The last claim a cancelled block covers; the number itself otherwise. */
  last: number;
  text: string;
}

/**
 * A PPUBS record's claims: each line of claimsHtml that opens with a number ("2." or "<b>2</b>.", a
 * cancelled block "<b>1</b>-<b>19</b>." or "<b>19</b>.-<b>27</b>." numbered by its first claim as USPTO XML numbers it).
 */
const ppubsLabels = (claimsHtml: string): Label[] =>
  claimsHtml.split(/<br\s*\/?>/i).flatMap((line) => {
    const label = /^\s*(?:<b>)?(\d+)(?:<\/b>)?(?:\.?\s*-\s*(?:<b>)?(\d+)(?:<\/b>)?)?\s*\.\s/.exec(line);
    return label ? [{ number: Number(label[1]), last: Number(label[2] ?? label[1]), text: htmlText(line) }] : [];
  });

/** OCR'd records may run a claim into the previous line or lose its number: then the lines skip numbers. */
const gapless = (labels: readonly Label[]): boolean => labels.every((l, i) => l.number === (labels[i - 1]?.last ?? 0) + 1);

/** A PatentEval set's claims as numbered in its one-line text: "N." (or "N)", "N:") opening it or after a space, never "claim N.". */
function patentEvalTruth(claims: string): TruthClaim[] {
  const labels = [...claims.matchAll(/(?<!claims?\s)(?:^|(?<=\s))(\d{1,3})\s?[.):]\s+(?=["“(]?[A-Z])/g)];
  return withCitations(labels.map((m, i) => ({ number: Number(m[1]), text: claims.slice(m.index, labels[i + 1]?.index) })));
}

/** A claim numbering the source itself breaks: a number skipped or repeated. */
const misnumbered = (truth: readonly TruthClaim[]): boolean => truth.some((c, i) => c.number !== i + 1);

const textDocument = (text: string): Promise<ExtractedDocument> => extractDocument(new Uint8Array(Buffer.from(text, 'utf8')), 'text');

describe('claim accuracy against the ground truth of the sources', () => {
  const cases = xmlCases();

  it('finds every XML document with claims', () => {
    expect(cases.length).toBeGreaterThanOrEqual(29);
  });

  it('reads the claims of structured USPTO XML exactly (100%)', async () => {
    const t = emptyTally();
    for (const c of cases) tally(t, c.name, c.truth, claimsOf(await c.extract(), c.name));
    report('XML', t);
    expect([t.numberMisses, t.dependencyMisses]).toEqual([[], []]);
  });

  it('reads the claims of the same applications as plain text', async () => {
    const t = emptyTally();
    for (const c of cases) tally(t, c.name, c.truth, claimsOf(await textDocument(applicationParagraphs(c.patent).join('\n\n')), c.name));
    report('Text', t);
    // Measured 100% / 95.1%: the dependencies off are markup gaps (a PAP grant without claim-ref marks, ST.32 marking only a range's ends).
    expect(numbersPercent(t)).toBeGreaterThanOrEqual(97);
    expect(dependenciesPercent(t)).toBeGreaterThanOrEqual(94);
  });

  // 29 PDFs written and read back through a reader thread that loads pdf.js first: minutes on a busy machine.
  it('reads the claims of the same applications as multi-page PDFs', async () => {
    const t = emptyTally();
    for (const c of cases) {
      const { bytes } = await paragraphsPdf(applicationParagraphs(c.patent));
      // pdf.js runs only in reader threads, as in the product.
      tally(t, c.name, c.truth, claimsOf(await extractPdfInThread(bytes), c.name));
    }
    report('PDF', t);
    // Measured as the text path: 100% / 95.1%.
    expect(numbersPercent(t)).toBeGreaterThanOrEqual(97);
    expect(dependenciesPercent(t)).toBeGreaterThanOrEqual(94);
  }, 180_000);

  it('reads the Patent Public Search full texts through the text path as the records number them', async () => {
    const records = (JSON.parse(readFileSync(join(SHARED_DATA, 'patent-client-fixtures/uspto-ppubs/doc.json'), 'utf8')) as PpubsDocument[]).filter(
      (record) => ppubsLabels(record.claimsHtml ?? '').length > 0,
    );
    const t = emptyTally();
    const ocrGaps: string[] = [];
    for (const record of records) {
      const text = [
        record.inventionTitle ?? '',
        htmlText(record.descriptionHtml),
        `${record.claimStatement ?? 'What is claimed is:'}\n${htmlText(record.claimsHtml)}`,
        `ABSTRACT\n${htmlText(record.abstractHtml)}`,
      ].join('\n\n');
      const claims = claimsOf(await textDocument(text), record.guid);
      const labels = ppubsLabels(record.claimsHtml!);
      const truth = withCitations(labels);
      tally(t, record.guid, truth, claims);
      // Grants state their claim count; every record whose lines number the claims without a gap states the numbers.
      if (record.numberOfClaims !== null) expect([record.guid, claims.length]).toEqual([record.guid, Number(record.numberOfClaims)]);
      if (gapless(labels)) expect([record.guid, claims.map((c) => c.number)]).toEqual([record.guid, truth.map((c) => c.number)]);
      else ocrGaps.push(record.guid);
    }
    report('PPUBS text', t);
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(ocrGaps.length).toBeLessThanOrEqual(2);
  });

  it('reads the PatentEval claim sets as numbered, apart from sets whose own numbering or references are defective', async () => {
    const t = emptyTally();
    const sets = patentEvalSets();
    const defective = new Set(PATENTEVAL_DEFECTS.map(String));
    for (const [index, set] of sets.entries()) {
      const truth = patentEvalTruth(set.claims);
      // A skipped or repeated number cannot come out as written: claims are read in sequence.
      if (misnumbered(truth)) defective.add(String(index));
      tally(t, String(index), truth, claimsOf(await textDocument(`What is claimed is:\n${set.claims}\n\nABSTRACT\n${set.abstract}`), `patenteval-${index}`));
    }
    report('PatentEval text', t);
    expect(sets).toHaveLength(400);
    expect(t.numberMisses.filter((index) => !defective.has(index))).toEqual([]);
  });
});
