import type { ApplicationBibliography, DateClaim } from '@iprism/shared/contracts';
import { applicationKey } from '../../corpus';
import { uniqueDateClaims } from './effective-date';
import { TEXT_DATE, textDate } from './text-date';

/** How far into a document its front page and cross-reference paragraph can be. */
const SCAN_CHARS = 40_000;
const NUMBER = String.raw`((?:PCT\s*/\s*[A-Z]{2}\s*\d{2,4}\s*/\s*\d+)|(?:\d{2}/\d{3},?\d{3})|(?:\d[\d ,./-]{4,16}\d))`;
const APPLICATION = String.raw`(?:(?:patent\s+)?application|appl\.?)\s*(?:ser(?:ial)?\.?\s*)?(?:no\.?|number|nos?\.)\s*:?\s*`;
/** "... application No. 09/876,376, filed on Jun. 6, 2001" */
const RELATED = new RegExp(`(?:${APPLICATION}|(?=PCT\\s*/))${NUMBER},?\\s*(?:\\([^)]{0,40}\\)\\s*,?\\s*)?(?:which\\s+was\\s+|and\\s+)?filed\\s*(?:on\\s*)?(${TEXT_DATE})`, 'gi');
/** "(22) Filed: Dec. 2, 2014" on the front page, or a "Filed:" line. */
const FILED = new RegExp(`(?:\\(22\\)\\s*(?:PCT\\s+)?(?:Filed|Filing\\s+date)|^\\s*(?:Date\\s+)?Filed)\\s*:?\\s*(${TEXT_DATE})`, 'im');
const APPL_NO = new RegExp(`\\(21\\)\\s*(?:Appl\\.?|Application)\\s*No\\.?[\\s:]*${NUMBER}`, 'i');
/** Lines of "(30) Foreign Application Priority Data": "Sep. 5, 1998 (DE) .......... 198 40 645". */
const FOREIGN = new RegExp(`(${TEXT_DATE})\\s*\\(([A-Z]{2})\\)[.\\s…]*([A-Z]{0,2}\\s?[\\d][\\d .,/-]{3,20}[\\dA-Z])`, 'g');
const FOREIGN_WORDS: Record<string, string> = { german: 'DE', japanese: 'JP', european: 'EP', chinese: 'CN', korean: 'KR', british: 'GB', french: 'FR', international: 'WO', pct: 'WO', taiwan: 'TW', indian: 'IN', canadian: 'CA' };

/**
 * Dates and related applications stated in a document's text (PDF, DOCX): the front page's "(22) Filed",
 * "Related U.S. Application Data" (continuation, division, CIP, provisional) and "(30) Foreign Application
 * Priority Data", and the description's cross-reference paragraph ("This application is a division of
 * application Ser. No. ..., filed ..."). Only mentions that claim benefit or priority count: an
 * application merely incorporated by reference is no date of this one.
 */
export function textBibliography(fullText: string): ApplicationBibliography {
  const text = fullText.slice(0, SCAN_CHARS);
  const claims: DateClaim[] = [];
  const applicationNumber = APPL_NO.exec(text)?.[1]?.trim() ?? null;
  const filed = FILED.exec(text);
  const filedDate = filed ? textDate(filed[1]!) : null;
  if (filedDate) claims.push({ date: filedDate, basis: 'filing', number: applicationNumber, country: 'US', relation: null });

  let previous = 0;
  for (const m of text.matchAll(RELATED)) {
    const date = textDate(m[2]!);
    const claim = date ? classify(contextBefore(text, previous, m.index), m[1]!.trim(), date) : null;
    if (claim) claims.push(claim);
    previous = m.index + m[0].length;
  }
  const foreignBlock = /\(30\)\s*Foreign\s+Application\s+Priority\s+Data([\s\S]{0,600})/i.exec(text)?.[1];
  if (foreignBlock) {
    for (const m of foreignBlock.split(/\(\d{2}\)/)[0]!.matchAll(FOREIGN)) {
      const date = textDate(m[1]!);
      if (date) claims.push({ date, basis: 'foreign-priority', number: m[3]!.trim(), country: m[2]!, relation: null });
    }
  }
  const own = applicationNumber ? applicationKey('US', applicationNumber) : null;
  const family = new Set(claims.map((c) => (c.number ? applicationKey(c.country, c.number) : null)).filter((k): k is string => k !== null && k !== own));
  return { applicationNumber, dateClaims: uniqueDateClaims(claims), familyApplications: [...family], familyPublications: [], cpc: [], ipc: [] };
}

/**
 * What is said about one application: the text since the previous mention (at most 250 characters, and
 * not past a front-page INID field), so in "a continuation of A, filed X, which is a division of B" the
 * relation of B is "division".
 */
function contextBefore(text: string, from: number, at: number): string {
  const head = text.slice(Math.max(from, at - 250), at);
  const field = head.search(/\((?:6[0-8]|30)\)[^(]*$/);
  return (field >= 0 ? head.slice(field) : head).toLowerCase();
}

function classify(context: string, number: string, date: string): DateClaim | null {
  const us = !/pct/i.test(number);
  const foreign = Object.entries(FOREIGN_WORDS).find(([word]) => new RegExp(`\\b${word}\\b`).test(context));
  if (/provisional/.test(context) && !/non-?provisional/.test(context)) return { date, basis: 'provisional', number, country: 'US', relation: null };
  if (/continuation[- ]in[- ]part/.test(context)) return { date, basis: 'parent', number, country: us ? 'US' : null, relation: 'continuation-in-part' };
  if (/continuation/.test(context)) return { date, basis: 'parent', number, country: us ? 'US' : null, relation: 'continuation' };
  if (/divisio/.test(context)) return { date, basis: 'parent', number, country: us ? 'US' : null, relation: 'division' };
  if (/national\s+(?:stage|phase)/.test(context) || !us) return { date, basis: 'parent', number, country: null, relation: 'national stage' };
  if (foreign && /priority|benefit/.test(context)) return { date, basis: 'foreign-priority', number, country: foreign[1], relation: null };
  if (/priority|benefit/.test(context)) return { date, basis: 'parent', number, country: 'US', relation: null };
  return null;
}
