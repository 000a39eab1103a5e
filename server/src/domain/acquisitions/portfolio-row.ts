import type { MaintenanceFee, NextMaintenance, PatentTerm, PortfolioRow } from '@iprism/shared/contracts';
import { AppError } from '../../platform/lib/errors';
import { businessDayNotice } from '../calendar/federal-holidays';
import { claimCounts } from './claim-counts';
import { maintenanceFees } from './maintenance-fees';
import { grantDateOf, usPatentKind } from './patent-kind';
import { DESIGN_15_YEAR_DATE, patentTerm } from './patent-term';

/** What the corpus knows of one portfolio patent. */
export interface PortfolioFacts {
  publicationNumber: string;
  country: string;
  number: string;
  kind: string;
  title: string;
  applicants: readonly string[];
  claims: string;
  cpc: readonly string[];
  publicationDate: string | null;
  filingDate: string | null;
  priorityDate: string | null;
  backwardCitations: number;
  forwardCitations: number;
  /** Null when the corpus has no family keys for it. */
  familySize: number | null;
  note: string;
}

const YEAR_DAYS = 365.2425;
const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * One row of the due-diligence table. The term is computed from the record's own filing and grant dates:
 * PTA, PTE, an earlier non-provisional parent and terminal disclaimers are not in corpus records, so the
 * basis says that they were not applied (the term calculator takes them).
 */
export function portfolioRow(f: PortfolioFacts, asOf: string): PortfolioRow {
  const patentKind = usPatentKind(f.country, f.number, f.kind);
  const grantDate = grantDateOf(f.country, f.number, f.kind, f.publicationDate);
  const { term, termNote } = termOf(patentKind, f.filingDate, grantDate);
  let fees: MaintenanceFee[] = [];
  if (term && patentKind && f.filingDate && grantDate) fees = maintenanceFees({ kind: patentKind, filingDate: f.filingDate, grantDate, asOf, expiresAt: term.expiresAt });
  const counts = claimCounts(f.claims);
  return {
    publicationNumber: f.publicationNumber,
    title: f.title,
    assignee: f.applicants.length ? f.applicants.join('; ') : null,
    patentKind,
    filingDate: f.filingDate,
    priorityDate: f.priorityDate,
    grantDate,
    term,
    termNote,
    remainingYears: term ? Math.max(0, Math.round((daysBetween(asOf, term.expiresAt) / YEAR_DAYS) * 10) / 10) : null,
    maintenanceFees: fees,
    nextMaintenance: nextMaintenance(fees),
    independentClaims: counts?.independent ?? null,
    totalClaims: counts?.total ?? null,
    cpcSubclasses: [...new Set(f.cpc.map((s) => s.slice(0, 4)))].sort(),
    forwardCitations: f.forwardCitations,
    backwardCitations: f.backwardCitations,
    familySize: f.familySize,
    note: f.note,
  };
}

function termOf(kind: ReturnType<typeof usPatentKind>, filingDate: string | null, grantDate: string | null): { term: PatentTerm | null; termNote: string | null } {
  if (!kind || !grantDate) return { term: null, termNote: 'Not a granted US patent: no US term to compute.' };
  if (!filingDate) {
    // A design granted before the PLTIA day was filed before it too: its 14 years from grant need no filing date.
    if (kind === 'design' && grantDate < DESIGN_15_YEAR_DATE) {
      const term = patentTerm({ kind, filingDate: grantDate, grantDate });
      return { term: { expiresAt: term.expiresAt, basis: `${term.basis} The record has no filing date; granted ${grantDate}, it was filed before ${DESIGN_15_YEAR_DATE}.` }, termNote: null };
    }
    return { term: null, termNote: 'The record has no filing date; enter it in the term calculator.' };
  }
  try {
    const term = patentTerm({ kind, filingDate, grantDate });
    const caveat = kind === 'design' ? '' : ' PTA, PTE, an earlier parent application and terminal disclaimers are not in the record and were not applied.';
    return { term: { expiresAt: term.expiresAt, basis: `${term.basis}${caveat}` }, termNote: null };
  } catch (err) {
    if (err instanceof AppError) return { term: null, termNote: `The record's dates are inconsistent: ${err.message}` };
    throw err;
  }
}

/** The first fee still to pay (open, in surcharge or future), with a note when its due date is a closed day. */
export function nextMaintenance(fees: readonly MaintenanceFee[]): NextMaintenance | null {
  if (fees.some((f) => f.status === 'lapsed')) return null;
  const next = fees.find((f) => f.status === 'open' || f.status === 'in surcharge' || f.status === 'future');
  return next ? { ...next, notice: businessDayNotice(next.status === 'in surcharge' ? next.surchargeUntil : next.dueAt) } : null;
}
