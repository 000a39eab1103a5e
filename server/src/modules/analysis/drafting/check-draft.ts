import type { DraftFinding, DraftFindingKind, DraftingCheckResponse, Finding, FindingRule, FindingSeverity } from '@iprism/shared/contracts';
import type { ParsedClaim } from '../claims/parse-claims';
import { antecedentBasis } from '../checks/antecedent-basis';
import type { CheckContext } from '../checks/check-context';
import { claimReferences } from '../checks/claim-references';
import { unsupportedTerms } from '../checks/unsupported-terms';
import { estimateFees } from '../fees/estimate-fees';
import type { DocumentLayout } from '../sections/document-layout';
import { singular } from '../text/words';
import { applyResolvedMarks } from '../../../domain/drafting/resolved-marks';
import { parseDraftClaims } from './draft-claims';

/** A finding before its resolved mark is looked up. */
type Located = Omit<DraftFinding, 'key' | 'resolved'>;

/** The report's checks that apply to claims being written. */
const REPORT_CHECKS: readonly ((context: CheckContext) => Finding[])[] = [claimReferences, antecedentBasis, unsupportedTerms];
/** The kind each of their rules reports as in the editor. */
const KIND_OF_RULE: Partial<Record<FindingRule, DraftFindingKind>> = { 'claim-reference': 'dependency', 'antecedent-basis': 'antecedent-basis', 'unsupported-term': 'support' };

const PASSAGE_MAX = 320;

/**
 * The live checks of the drafting workspace: the report's own claim analysis (references, antecedent basis,
 * support in the specification, excess-claims fees) run over the claims as written, plus the checks a
 * draft needs that a finished application seldom does: numbering gaps and duplicates, duplicate claims,
 * multiple dependent claims depending on multiple dependent claims, and reference numerals absent from
 * the specification. Pure; offsets are into `claimsText`.
 */
export function checkDraft(claimsText: string, specification: string, now: Date, marks: ReadonlySet<string> = new Set()): DraftingCheckResponse {
  const claims = parseDraftClaims(claimsText);
  const layout: DocumentLayout = {
    sections: [
      { name: 'claims', heading: '', text: claimsText, page: null },
      ...(specification.trim() ? [{ name: 'detailedDescription' as const, heading: '', text: specification, page: null }] : []),
    ],
    pageAt: () => null,
  };
  const context: CheckContext = { layout, claims };
  const reportFindings = REPORT_CHECKS.flatMap((check) => check(context)).map((f) => fromReport(f, specification));
  const findings = [...numbering(claims), ...duplicates(claims), ...reportFindings, ...multipleOnMultiple(claims), ...missingNumerals(claims, specification)];
  const unique = new Map<string, Located>();
  for (const f of findings) if (!unique.has(f.id)) unique.set(f.id, f);
  const resolved = applyResolvedMarks([...unique.values()].sort((a, b) => a.start - b.start || a.end - b.end), claimsText, marks);
  return {
    claims: claims.map(({ number, text, independent, dependsOn }) => ({ number, text, independent, dependsOn })),
    findings: resolved.findings,
    fees: estimateFees(claims, now),
    resolvedMarks: [...resolved.marks],
  };
}

function draftFinding(kind: DraftFindingKind, severity: FindingSeverity, claim: number, message: string, start: number, end: number, passage: string | null = null): Located {
  return { id: `${kind}:${start}-${end}`, claim, kind, severity, message, start, end, passage };
}

function fromReport(f: Finding, specification: string): Located {
  const kind = KIND_OF_RULE[f.rule]!;
  const passage = kind === 'support' ? supportingPassage(specification, f.location.excerpt) : null;
  return draftFinding(kind, f.severity, f.location.claim ?? 1, f.message, f.location.start, f.location.end, passage);
}

/** Claims are numbered 1, 2, 3… without gaps or repeats (37 CFR 1.126). */
function numbering(claims: readonly ParsedClaim[]): Located[] {
  const findings: Located[] = [];
  const seen = new Set<number>();
  claims.forEach((claim, i) => {
    const numberEnd = claim.start + String(claim.number).length;
    const expected = i === 0 ? 1 : claims[i - 1]!.number + 1;
    if (seen.has(claim.number)) findings.push(draftFinding('numbering', 'error', claim.number, `Claim number ${claim.number} is used more than once.`, claim.start, numberEnd));
    else if (claim.number !== expected) {
      const message = claim.number > expected ? `Claim ${claim.number} follows claim ${expected - 1}: ${expected === claim.number - 1 ? `claim ${expected} is` : `claims ${expected} to ${claim.number - 1} are`} missing.` : `Claim ${claim.number} is out of order (expected claim ${expected}).`;
      findings.push(draftFinding('numbering', 'error', claim.number, i === 0 && claim.number > 1 ? `The claims start at ${claim.number}, not 1.` : message, claim.start, numberEnd));
    }
    seen.add(claim.number);
  });
  return findings;
}

function normalised(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().toLowerCase();
  let end = words.length;
  while (end > 0 && '.;,'.includes(words[end - 1]!)) end -= 1;
  return words.slice(0, end);
}

/** Two claims of the same wording (37 CFR 1.75(b) objection to duplicate claims). */
function duplicates(claims: readonly ParsedClaim[]): Located[] {
  const first = new Map<string, number>();
  const findings: Located[] = [];
  for (const claim of claims) {
    const key = normalised(claim.text);
    if (!key) continue;
    const earlier = first.get(key);
    if (earlier !== undefined) findings.push(draftFinding('duplicate-claim', 'warning', claim.number, `Claim ${claim.number} has the same wording as claim ${earlier}.`, claim.bodyStart, claim.end));
    else first.set(key, claim.number);
  }
  return findings;
}

/** 37 CFR 1.75(c): a multiple dependent claim may not serve as a basis for another multiple dependent claim. */
function multipleOnMultiple(claims: readonly ParsedClaim[]): Located[] {
  const multiple = new Set(claims.filter((c) => c.multipleDependent).map((c) => c.number));
  return claims.flatMap((claim) => {
    if (!claim.multipleDependent) return [];
    const bases = claim.dependsOn.filter((n) => multiple.has(n));
    if (bases.length === 0) return [];
    const reference = claim.references.find((r) => bases.includes(r.claim)) ?? { start: claim.bodyStart, end: claim.end };
    return [draftFinding('multiple-dependent', 'error', claim.number, `Multiple dependent claim ${claim.number} depends on multiple dependent claim${bases.length > 1 ? 's' : ''} ${bases.join(', ')} (37 CFR 1.75(c)).`, reference.start, reference.end)];
  });
}

/** A numeral in parentheses in a claim ("the shaft (20)"), as claims carry reference signs. */
const CLAIM_NUMERAL = /\((\d{1,4}[a-z]?)\)/g;

/** Reference numerals a claim uses that the specification never mentions (MPEP 608.01(m), 608.02(e)). */
function missingNumerals(claims: readonly ParsedClaim[], specification: string): Located[] {
  if (!specification.trim()) return [];
  const present = specificationIndex(specification).numerals;
  const reported = new Set<string>();
  return claims.flatMap((claim) =>
    [...claim.body.matchAll(CLAIM_NUMERAL)].flatMap((m) => {
      const numeral = m[1]!;
      if (present.has(numeral) || reported.has(numeral)) return [];
      reported.add(numeral);
      const start = claim.bodyStart + m.index;
      return [draftFinding('reference-numeral', 'warning', claim.number, `Reference numeral ${numeral} (claim ${claim.number}) does not appear in the specification.`, start, start + m[0].length)];
    }),
  );
}

/**
 * The sentence of the specification that shares most words with a claim term, its noun required: what an
 * attorney would point to as support, or the nearest passage when the term is not there as such.
 */
export function supportingPassage(specification: string, term: string): string | null {
  const words = [...term.matchAll(/[A-Za-z][A-Za-z-]*/g)].map((m) => singular(m[0])).filter((w) => !['a', 'an', 'the', 'said', 'one', 'least', 'at', 'of', 'plurality'].includes(w));
  const noun = words[words.length - 1];
  if (!noun || !specification) return null;
  // A word's singular form, less a final "y" ("bodies" → "body"), starts the word: a cheap test before the words are read.
  const stem = noun.endsWith('y') ? noun.slice(0, -1) : noun;
  let best: { score: number; text: string } | null = null;
  for (const sentence of specificationIndex(specification).sentences) {
    if (!sentence.lower.includes(stem)) continue;
    const sentenceWords = wordsOf(sentence);
    if (!sentenceWords.has(noun)) continue;
    const score = words.filter((w) => sentenceWords.has(w)).length;
    if (!best || score > best.score) best = { score, text: sentence.text };
    if (score === words.length) break;
  }
  if (!best) return null;
  return best.text.length > PASSAGE_MAX ? `${best.text.slice(0, PASSAGE_MAX - 1)}…` : best.text;
}

interface Sentence {
  text: string;
  lower: string;
  /** Its singular words, read the first time a term is looked up in it. */
  words?: Set<string>;
}

interface SpecificationIndex {
  sentences: Sentence[];
  numerals: Set<string>;
}

function wordsOf(sentence: Sentence): Set<string> {
  sentence.words ??= new Set([...sentence.text.matchAll(/[A-Za-z][A-Za-z-]*/g)].map((m) => singular(m[0])));
  return sentence.words;
}

const INDEX_CACHE_SIZE = 4;
const INDEX_CACHE = new Map<string, SpecificationIndex>();

/**
 * The specification's sentences (their words read when first needed), and the numbers it uses. The editor sends the
 * same specification with every edit of the claims, so the last few are kept rather than read again.
 */
function specificationIndex(specification: string): SpecificationIndex {
  const cached = INDEX_CACHE.get(specification);
  if (cached) return cached;
  const index: SpecificationIndex = {
    sentences: specification
      .split(/(?<=[.;:])\s+|\n+/)
      .map((text) => text.trim())
      .filter(Boolean)
      .map((text) => ({ text, lower: text.toLowerCase() })),
    numerals: new Set([...specification.matchAll(/\b(\d{1,4}[a-z]?)\b/g)].map((m) => m[1]!)),
  };
  if (INDEX_CACHE.size >= INDEX_CACHE_SIZE) INDEX_CACHE.delete(INDEX_CACHE.keys().next().value!);
  INDEX_CACHE.set(specification, index);
  return index;
}
