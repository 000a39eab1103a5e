import type { FormSection } from '@iprism/shared/contracts';
import type { ApplicationFacts, DomesticBenefit, Party, Sourced } from './application-facts';
import { tableLabel } from './ads-tables';
import { at, field, of, personName } from './form-field';
import { inventorSections } from './inventor-sections';

/** The AIA's first-inventor-to-file provisions apply to claims with an effective filing date on or after this day. */
const AIA_DATE = '2013-03-16';

const CONTINUITY: Record<string, string> = {
  continuation: 'Continuation of',
  division: 'Division of',
  'continuation-in-part': 'Continuation in part of',
  'continuing-reissue': 'Reissue of',
  reissue: 'Reissue of',
  'us-provisional-application': 'Claims benefit of provisional',
  provisional: 'Claims benefit of provisional',
  '371-of-international': 'A 371 of international',
};
const capitalised = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

function benefitRow(b: DomesticBenefit, thisApplication: string): string {
  return [capitalised(b.parentStatus), b.childNumber || thisApplication, CONTINUITY[b.relation] ?? b.relation.replace(/-/g, ' '), b.parentNumber, b.parentDate].join(' | ');
}

/** Application type and subject matter: a published utility, design or plant application is nonprovisional. */
function typeAndSubject(facts: ApplicationFacts): { type: Sourced<string> | null; subject: Sourced<string> | null } {
  const kind = facts.applicationType;
  if (!kind) return { type: null, subject: null };
  if (/^(utility|design|plant)$/i.test(kind.value)) return { type: { value: 'Nonprovisional', source: kind.source }, subject: { value: capitalised(kind.value.toLowerCase()), source: kind.source } };
  return { type: { value: capitalised(kind.value), source: kind.source }, subject: null };
}

/**
 * Whether the AIA transition statement of 37 CFR 1.55(j) / 1.78(a)(6) is needed, when the dates settle it:
 * not for an application filed before the AIA date, nor for one claiming nothing earlier than it.
 */
function aiaStatement(facts: ApplicationFacts): Sourced<string> | null {
  const filed = facts.filingDate?.value;
  if (!filed) return null;
  if (filed < AIA_DATE) return { value: 'no', source: `Derived: filed ${filed}, before March 16, 2013` };
  const claimed = [...(facts.domesticBenefit?.value.map((b) => b.parentDate) ?? []), ...(facts.foreignPriority?.value.map((p) => p.date) ?? [])].filter(Boolean);
  if (claimed.every((d) => d >= AIA_DATE)) return { value: 'no', source: 'Derived: no priority or benefit claim to an application filed before March 16, 2013' };
  return null;
}

function partySections(kind: 'applicant' | 'assignee', group: string, list: Sourced<Party[]> | null): FormSection[] {
  const parties: (Party | null)[] = list?.value.length ? list.value : [null];
  return parties.map((p, i) => {
    const from = (value: string | undefined): Sourced<string> | null => (p && value ? { value, source: list!.source } : null);
    const key = (name: string) => `${kind}.${i + 1}.${name}`;
    const fields = [
      ...(kind === 'applicant' ? [field(key('authority'), 'Applicant is (assignee, legal representative under 35 U.S.C. 117, joint inventor, person to whom the inventor is obligated to assign, person with sufficient proprietary interest)', from(p?.authority))] : []),
      field(key('name'), 'Name (organization, or a person’s legal name)', from(p ? personName(p) : '')),
      field(key('address'), 'Mailing address: street', from(p?.address)),
      field(key('city'), 'City', from(p?.city)),
      field(key('state'), 'State or province', from(p?.state)),
      field(key('postcode'), 'Postal code', from(p?.postcode)),
      field(key('country'), 'Country', from(p?.country || p?.residenceCountry)),
    ];
    return { id: `${kind}-${i + 1}`, title: `${group}: ${capitalised(kind)} ${i + 1}`, fields };
  });
}

/**
 * The Application Data Sheet of 37 CFR 1.76 in the section order and headings of the substitute ADS
 * (PTO/AIA/14), every field filled from the application where it says, defaults named as such.
 */
export function adsSections(facts: ApplicationFacts): FormSection[] {
  const { type, subject } = typeAndSubject(facts);
  const c = facts.correspondence;
  const thisApplication = facts.applicationNumber?.value ?? 'This application';
  const defaultNo = (why: string): Sourced<string> => ({ value: 'no', source: `Default: ${why}` });
  return [
    {
      id: 'title',
      title: 'Title of Invention',
      fields: [
        field('title', 'Title of invention', facts.title),
        field('docketNumber', 'Attorney docket number', null),
        field('applicationNumber', 'Application number (if known)', facts.applicationNumber),
        field('filingDate', 'Filing date (if known)', facts.filingDate),
      ],
    },
    ...inventorSections(facts, true),
    {
      id: 'correspondence',
      title: 'Correspondence Information',
      fields: [
        field('correspondence.customerNumber', 'Customer number', null),
        field('correspondence.name', 'Name', of(c, personName)),
        field('correspondence.address', 'Address', of(c, (p) => p.address)),
        field('correspondence.city', 'City', of(c, (p) => p.city)),
        field('correspondence.state', 'State or province', of(c, (p) => p.state)),
        field('correspondence.postcode', 'Postal code', of(c, (p) => p.postcode)),
        field('correspondence.country', 'Country', of(c, (p) => p.country)),
        field('correspondence.email', 'Email address', null),
      ],
    },
    {
      id: 'application',
      title: 'Application Information',
      fields: [
        field('smallEntity', 'Request to file as a small entity (yes / no)', null),
        field('applicationType', 'Application type', type),
        field('subjectMatter', 'Subject matter (utility, design, plant)', subject),
        field('suggestedFigure', 'Suggested figure for publication', null),
        field('drawingSheets', 'Total number of drawing sheets', facts.drawingSheets),
        field('totalClaims', 'Total number of claims', of(facts.claims, (n) => String(n.total))),
        field('secrecyOrder', 'Secrecy order under 37 CFR 5.2 (yes / no)', defaultNo('no secrecy order')),
      ],
    },
    {
      id: 'publication',
      title: 'Publication Information',
      fields: [
        field('publication.early', 'Request early publication (37 CFR 1.219) (yes / no)', defaultNo('published in the ordinary course')),
        field('publication.nonPublication', 'Request not to publish (35 U.S.C. 122(b)(2)(B)(i)) (yes / no)', defaultNo('published in the ordinary course')),
      ],
    },
    {
      id: 'representative',
      title: 'Representative Information',
      fields: [
        field('representative.customerNumber', 'Customer number', null),
        field('representatives', tableLabel('Attorneys or agents of record', 'representatives'), at(facts.representatives, (list) => list.map((p) => `${personName(p)} | `).join('\n')), true),
      ],
    },
    {
      id: 'domestic-benefit',
      title: 'Domestic Benefit/National Stage Information',
      fields: [field('domesticBenefit', tableLabel('Prior U.S. and PCT applications', 'domesticBenefit'), at(facts.domesticBenefit, (list) => list.map((b) => benefitRow(b, thisApplication)).join('\n')), true)],
    },
    {
      id: 'foreign-priority',
      title: 'Foreign Priority Information',
      fields: [field('foreignPriority', tableLabel('Foreign applications', 'foreignPriority'), at(facts.foreignPriority, (list) => list.map((p) => `${p.number} | ${p.country} | ${p.date} | `).join('\n')), true)],
    },
    {
      id: 'aia-statement',
      title: 'Statement under 37 CFR 1.55 or 1.78 for AIA (First Inventor to File) Transition Applications',
      fields: [
        field(
          'aiaStatement',
          'Claims priority to or the benefit of an application filed before March 16, 2013, and contains or contained a claim with an effective filing date on or after that day (yes / no)',
          aiaStatement(facts),
        ),
      ],
    },
    {
      id: 'authorization',
      title: 'Authorization or Opt-Out of Authorization to Permit Access',
      fields: [
        field('access.priorityDocuments', 'Opt out of authorizing participating foreign offices to access this application’s priority documents (37 CFR 1.14(h)(1)) (yes / no)', defaultNo('access authorized')),
        field('access.searchResults', 'Opt out of authorizing the EPO, JPO, KIPO and other participating offices to receive search results (37 CFR 1.14(h)(2)) (yes / no)', defaultNo('access authorized')),
      ],
    },
    ...partySections('applicant', 'Applicant Information', facts.applicants),
    ...partySections('assignee', 'Assignee Information including Non-Applicant Assignee Information', facts.assignees),
    {
      id: 'signature',
      title: 'Signature',
      fields: [
        field('signature.signature', 'Signature (S-signature, e.g. /Jane Doe/)', null),
        field('signature.name', 'Name', null),
        field('signature.registrationNumber', 'Registration number', null),
        field('signature.date', 'Date (YYYY-MM-DD)', null),
      ],
    },
  ];
}

/** The substitute ADS groups these sections under one heading each: the part of a title before ': '. */
export const groupOf = (title: string): { group: string | null; title: string } => {
  const split = title.indexOf(': ');
  return split === -1 ? { group: null, title } : { group: title.slice(0, split), title: title.slice(split + 2) };
};
