import type { Claim, Finding, Report } from '@iprism/shared/contracts';
import type { ExtractedDocument } from '../documents';
import { documentBibliography } from '../prior-art';
import { buildClaimTree } from './claims/claim-tree';
import { type ParsedClaim, parseClaims } from './claims/parse-claims';
import { structuredClaims } from './claims/structured-claims';
import { antecedentBasis } from './checks/antecedent-basis';
import type { CheckContext } from './checks/check-context';
import { claimReferences } from './checks/claim-references';
import { abstractLength, titleLength } from './checks/length-limits';
import { numeralUses, referenceNumerals } from './checks/reference-numerals';
import { unsupportedTerms } from './checks/unsupported-terms';
import { estimateFees } from './fees/estimate-fees';
import { detectSections } from './sections/detect-sections';
import type { DocumentLayout } from './sections/document-layout';
import { structuredSections } from './sections/structured-sections';
import { reportStatistics } from './statistics';
import { extractiveSummary } from './summary/extractive';

const CHECKS = [claimReferences, antecedentBasis, unsupportedTerms, referenceNumerals, abstractLength, titleLength];

/** The report stage's analysis of one extracted application: pure, no I/O, the extractive summary. */
export function buildReport(input: { applicationId: string; fileName: string; document: ExtractedDocument; now: Date }): Report {
  const { document } = input;
  const layout: DocumentLayout = document.structured ? structuredSections(document.structured) : detectSections(document.pages, document.paginated);
  const claimsText = layout.sections.find((s) => s.name === 'claims')?.text ?? '';
  const parsed = document.structured ? structuredClaims(document.structured) : parseClaims(claimsText);
  const context: CheckContext = { layout, claims: parsed };
  const findings = uniqueById(CHECKS.flatMap((check) => check(context)));
  const claims = parsed.map((c) => toClaim(c, layout));
  return {
    applicationId: input.applicationId,
    generatedAt: input.now.toISOString(),
    document: {
      fileName: input.fileName,
      format: document.format,
      pages: document.pages.length,
      // A title the file's metadata states (PDF) comes before a line guessed from the text.
      title: document.metadataTitle ?? layout.sections.find((s) => s.name === 'title')?.text ?? '',
      documentNumber: document.structured?.documentNumber ?? null,
      bibliography: documentBibliography(document),
      ...(document.ocrPages && { ocrPages: document.ocrPages }),
    },
    sections: layout.sections,
    claims,
    claimTree: buildClaimTree(claims),
    findings,
    statistics: reportStatistics({
      pages: document.pages.length,
      sections: layout.sections,
      claims: parsed,
      findings,
      referenceNumerals: new Set(numeralUses(context).map((u) => u.numeral)).size,
    }),
    fees: estimateFees(claims, input.now),
    summary: extractiveSummary(layout.sections),
  };
}

function toClaim(claim: ParsedClaim, layout: DocumentLayout): Claim {
  const { number, text, independent, dependsOn, multipleDependent, category } = claim;
  return { number, text, independent, dependsOn, multipleDependent, category, page: layout.pageAt('claims', claim.start) };
}

function uniqueById(findings: readonly Finding[]): Finding[] {
  const byId = new Map<string, Finding>();
  for (const f of findings) if (!byId.has(f.id)) byId.set(f.id, f);
  return [...byId.values()];
}
