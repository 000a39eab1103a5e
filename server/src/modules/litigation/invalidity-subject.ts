import { EMPTY_BIBLIOGRAPHY, type InvalidityRequest, type Report } from '@iprism/shared/contracts';
import type { Principal } from '../auth';
import type { Queryable } from '../../platform/db/db';
import { findCorpusPatent, parsePublicationNumber } from '../corpus';
import { findVisibleApplication, loadStageResult } from '../applications';
import { chartedClaims } from '../../domain/litigation/charted-claims';
import { appError } from '../../platform/lib/errors';
import { parseClaims } from '../analysis';
import { priorArtCutoff, publicationKey } from '../prior-art';
import type { InvaliditySubject } from './invalidity-search';

export interface ResolvedSubject extends InvaliditySubject {
  /** The patent's number, or the application's title. */
  label: string;
  priorityDateBasis: string | null;
}

export const PATENT_NOT_IN_CORPUS = (number: string) => `Patent ${number} is not in the corpus. Import it with pnpm corpus:import, or start from an uploaded application.`;
export const NO_CLAIMS_MESSAGE = (label: string) => `${label} has no claims to chart.`;
export const REPORT_NOT_READY = 'The application has not been analysed yet: its claims are not read. Try again when its report is ready.';

/**
 * What an invalidity search charts, from a corpus patent (by number, any spelling) or an uploaded
 * application the caller may read: the chosen claims (the independent ones by default) split into
 * elements, and the priority date: the attorney's when given (with their reason), else the earliest the
 * document claims (a corpus patent: its priority date, else its filing date).
 */
export async function resolveInvalidityTarget(db: Queryable, principal: Principal, request: InvalidityRequest): Promise<ResolvedSubject> {
  let label: string;
  let claims: { number: number; text: string; independent: boolean }[];
  let documentDate: { date: string | null; basis: string | null };
  let ownKeys: string[];
  if (request.applicationId !== undefined) {
    await findVisibleApplication(db, principal, request.applicationId);
    const report = await loadStageResult<Report>(db, request.applicationId, 'report');
    if (!report) throw appError('CONFLICT', REPORT_NOT_READY);
    label = report.document.title || 'The application';
    claims = report.claims;
    const bibliography = report.document.bibliography ?? EMPTY_BIBLIOGRAPHY;
    const cutoff = priorArtCutoff(bibliography.dateClaims, null);
    documentDate = { date: cutoff.date, basis: cutoff.basis };
    ownKeys = [report.document.documentNumber, ...bibliography.familyPublications].flatMap((n) => (n ? (publicationKey(n) ?? []) : []));
  } else {
    const asked = request.number!.trim();
    const parsed = parsePublicationNumber(asked, 'US');
    const patent = await findCorpusPatent(db, parsed?.publicationNumber ?? asked.toUpperCase(), parsed ? parsed.country + parsed.number : null);
    if (!patent) throw appError('NOT_FOUND', PATENT_NOT_IN_CORPUS(asked));
    label = patent.publicationNumber;
    claims = parseClaims(patent.claims);
    documentDate = patent.priorityDate
      ? { date: patent.priorityDate, basis: `${patent.priorityDate} — the patent's priority date` }
      : patent.filingDate
        ? { date: patent.filingDate, basis: `${patent.filingDate} — the patent's filing date (no priority claimed in the corpus)` }
        : { date: null, basis: null };
    ownKeys = [publicationKey(patent.publicationNumber) ?? patent.publicationNumber, patent.country + patent.docNumber];
  }
  if (claims.length === 0) throw appError('CONFLICT', NO_CLAIMS_MESSAGE(label));
  const chosen = request.claims ? claims.filter((c) => request.claims!.includes(c.number)) : claims.filter((c) => c.independent);
  const unknown = (request.claims ?? []).filter((n) => !claims.some((c) => c.number === n));
  if (unknown.length) throw appError('VALIDATION_FAILED', `${label} has no claim ${unknown.join(', ')}.`, [{ path: 'claims', message: `No claim ${unknown.join(', ')}` }]);
  const priority = request.priorityDate
    ? { date: request.priorityDate, basis: `${request.priorityDate} — set by the attorney${request.priorityDateReason ? `: ${request.priorityDateReason}` : ''}` }
    : documentDate;
  const claimTexts = chosen.map((c) => ({ number: c.number, text: c.text }));
  return { label, claims: chartedClaims(claimTexts), claimTexts, priorityDate: priority.date, priorityDateBasis: priority.basis, ownKeys };
}
