import { TOOLBOX_FORM_INFO, type FormField, type FormFillContent, type FormSection, type ToolboxForm } from '@iprism/shared/contracts';
import type { ApplicationFacts, CitedDocument, Party, Sourced } from './application-facts';

const TYPED = 'Not in the application: type it';

function field(key: string, label: string, from: Sourced<string> | null | undefined, multiline = false): FormField {
  return { key, label, value: from?.value ?? '', source: from?.value ? from.source : TYPED, ...(multiline && { multiline }) };
}
const at = <T>(list: Sourced<T[]> | null, pick: (items: T[]) => string): Sourced<string> | null => (list ? { value: pick(list.value), source: list.source } : null);
const of = <T, U>(value: Sourced<T> | null, pick: (v: T) => U): Sourced<U> | null => (value ? { value: pick(value.value), source: value.source } : null);

const personName = (p: Party): string => p.organization || [p.givenName, p.familyName].filter(Boolean).join(' ');
const place = (p: Party): string => [p.city, p.state, p.country].filter(Boolean).join(', ');

/** Inventors as the substitute ADS lists them: legal name, residence, mailing address; one section each. */
function inventorSections(facts: ApplicationFacts, withAddress: boolean): FormSection[] {
  const inventors = facts.inventors?.value.length ? facts.inventors.value : [null];
  return inventors.map((inventor, i) => {
    const src = (value: string): Sourced<string> | null => (inventor && value ? { value, source: facts.inventors!.source } : null);
    const fields = [
      field(`inventor.${i + 1}.givenName`, 'Given name', src(inventor?.givenName ?? '')),
      field(`inventor.${i + 1}.familyName`, 'Family name', src(inventor?.familyName ?? '')),
      field(`inventor.${i + 1}.residence`, 'Residence (city, state, country)', src(inventor ? [inventor.city, inventor.state, inventor.residenceCountry || inventor.country].filter(Boolean).join(', ') : '')),
    ];
    if (withAddress) {
      fields.push(
        field(`inventor.${i + 1}.mailingAddress`, 'Mailing address', src(inventor?.address ?? '')),
        field(`inventor.${i + 1}.city`, 'City', src(inventor?.city ?? '')),
        field(`inventor.${i + 1}.state`, 'State or province', src(inventor?.state ?? '')),
        field(`inventor.${i + 1}.postcode`, 'Postal code', src(inventor?.postcode ?? '')),
        field(`inventor.${i + 1}.country`, 'Country', src(inventor?.country ?? '')),
      );
    }
    return { id: `inventor-${i + 1}`, title: `Inventor ${i + 1}`, fields };
  });
}

function applicationSection(facts: ApplicationFacts): FormSection {
  return {
    id: 'application',
    title: 'Application information',
    fields: [
      field('title', 'Title of the invention', facts.title),
      field('applicationNumber', 'Application number (if known)', facts.applicationNumber),
      field('filingDate', 'Filing date', facts.filingDate),
      field('applicationType', 'Application type', facts.applicationType ?? { value: 'Nonprovisional', source: 'Default for a utility filing' }),
      field('subjectMatter', 'Subject matter', { value: 'Utility', source: 'Default for a utility filing' }),
      field('docketNumber', 'Attorney docket number', null),
      field('totalClaims', 'Total number of claims', of(facts.claims, (c) => String(c.total))),
      field('entityStatus', 'Entity status (large, small, micro)', null),
    ],
  };
}

function correspondenceSection(facts: ApplicationFacts): FormSection {
  const c = facts.correspondence;
  return {
    id: 'correspondence',
    title: 'Correspondence information',
    fields: [
      field('correspondence.customerNumber', 'Customer number', null),
      field('correspondence.name', 'Name', of(c, personName)),
      field('correspondence.address', 'Address', of(c, (p) => p.address)),
      field('correspondence.cityStateCountry', 'City, state, country', of(c, place)),
      field('correspondence.postcode', 'Postal code', of(c, (p) => p.postcode)),
      field('correspondence.email', 'Email', null),
    ],
  };
}

function adsSections(facts: ApplicationFacts): FormSection[] {
  const benefit = facts.domesticBenefit;
  const priority = facts.foreignPriority;
  const applicants = facts.applicants;
  return [
    ...inventorSections(facts, true),
    correspondenceSection(facts),
    applicationSection(facts),
    {
      id: 'domestic-benefit',
      title: 'Domestic benefit / national stage information',
      fields: [field('domesticBenefit', 'Prior applications (one a line: relation; application number; filing date)', at(benefit, (list) => list.map((b) => `${b.relation}; ${b.parentNumber}; ${b.parentDate}`).join('\n')), true)],
    },
    {
      id: 'foreign-priority',
      title: 'Foreign priority information',
      fields: [field('foreignPriority', 'Foreign applications (one a line: country; application number; filing date)', at(priority, (list) => list.map((p) => `${p.country}; ${p.number}; ${p.date}`).join('\n')), true)],
    },
    {
      id: 'applicant',
      title: 'Applicant information',
      fields: [
        field('applicant.name', 'Applicant name (person or organisation)', at(applicants, (list) => list.map(personName).join('; '))),
        field('applicant.address', 'Applicant address', at(applicants, (list) => (list[0] ? [list[0].address, place(list[0])].filter(Boolean).join(', ') : ''))),
        field('applicant.authority', 'Applicant is (assignee, obligated assignee, person with sufficient proprietary interest, inventor)', at(applicants, (list) => (list.some((a) => a.organization) ? 'Assignee' : 'Inventor'))),
      ],
    },
  ];
}

const citationLine = (c: CitedDocument): string => `${c.country === 'US' ? 'US' : c.country}-${c.number}${c.kind ? `-${c.kind}` : ''} | ${c.date} | ${c.name}`;

function idsSections(facts: ApplicationFacts): FormSection[] {
  const cites = facts.citations;
  const firstInventor = at(facts.inventors, (list) => (list[0] ? [list[0].givenName, list[0].familyName].filter(Boolean).join(' ') : ''));
  return [
    {
      id: 'identification',
      title: 'Identification',
      fields: [
        field('applicationNumber', 'Application number', facts.applicationNumber),
        field('filingDate', 'Filing date (or national stage entry)', facts.filingDate),
        field('firstNamedInventor', 'First named inventor', firstInventor),
        field('artUnit', 'Art unit', null),
        field('examinerName', 'Examiner name', null),
        field('docketNumber', 'Attorney docket number', null),
        field('title', 'Title', facts.title),
      ],
    },
    {
      id: 'citations',
      title: 'Citations (one a line: number-kind | date | patentee or applicant)',
      fields: [
        field('citations.us', 'U.S. patent documents', of(cites, (c) => c.us.map(citationLine).join('\n')), true),
        field('citations.foreign', 'Foreign patent documents', of(cites, (c) => c.foreign.map(citationLine).join('\n')), true),
        field('citations.npl', 'Non-patent literature (one a line)', of(cites, (c) => c.npl.join('\n')), true),
      ],
    },
    {
      id: 'ids-rules',
      title: 'Size fee and timing (37 CFR 1.17(v), 1.97, 1.98)',
      fields: [
        field('previouslyCitedItems', 'Items already cited in earlier IDSs of this application', { value: '0', source: 'Default: first IDS' }),
        field('sizeFeesPaidCents', 'IDS size fees already paid (USD)', { value: '0', source: 'Default: none paid' }),
        field('entity', 'Entity status (large, small, micro)', { value: 'large', source: 'Default: undiscounted' }),
        field('submittedAt', 'Date the IDS is submitted', { value: new Date().toISOString().slice(0, 10), source: 'Today' }),
        field('national', 'National stage application under 35 U.S.C. 371 (yes / no)', { value: 'no', source: 'Default' }),
        field('firstActionOnMeritsDate', 'First action on the merits (date, if mailed)', null),
        field('finalActionOrAllowanceDate', 'Final action or notice of allowance (date, if mailed)', null),
        field('issueFeePaidDate', 'Issue fee paid (date, if paid)', null),
        field('foreignCitationFirstDate', 'A foreign office first cited these items on (date, if so)', null),
      ],
    },
  ];
}

function transmittalSections(facts: ApplicationFacts): FormSection[] {
  const firstInventor = at(facts.inventors, (list) => (list[0] ? [list[0].givenName, list[0].familyName].filter(Boolean).join(' ') : ''));
  return [
    {
      id: 'identification',
      title: 'Application',
      fields: [
        field('docketNumber', 'Attorney docket number', null),
        field('firstNamedInventor', 'First named inventor', firstInventor),
        field('title', 'Title', facts.title),
        field('expressMailLabel', 'Priority Mail Express label (if any)', null),
      ],
    },
    {
      id: 'contents',
      title: 'Application elements',
      fields: [
        field('specificationPages', 'Specification: total pages', null),
        field('claims', 'Claims: total / independent', of(facts.claims, (c) => `${c.total} / ${c.independent}`)),
        field('drawingSheets', 'Drawings: total sheets', null),
        field('declaration', 'Inventor declaration (37 CFR 1.63) enclosed (yes / no)', { value: 'yes', source: 'Default' }),
        field('ads', 'Application Data Sheet (37 CFR 1.76) enclosed (yes / no)', { value: 'yes', source: 'Default' }),
        field('ids', 'Information Disclosure Statement enclosed (yes / no)', { value: facts.citations ? 'yes' : 'no', source: facts.citations ? facts.citations.source : 'Default' }),
        field('feeTransmittal', 'Fee transmittal enclosed (yes / no)', { value: 'yes', source: 'Default' }),
      ],
    },
    correspondenceSection(facts),
  ];
}

function declarationSections(facts: ApplicationFacts): FormSection[] {
  return [
    {
      id: 'application',
      title: 'This declaration is directed to',
      fields: [
        field('title', 'Title of the invention', facts.title),
        field('applicationNumber', 'Application number (or "attached")', facts.applicationNumber ?? { value: 'The attached application', source: 'Default before filing' }),
        field('filingDate', 'Filing date', facts.filingDate),
      ],
    },
    ...inventorSections(facts, false),
  ];
}

const BUILDERS: Record<ToolboxForm, (facts: ApplicationFacts) => FormSection[]> = { ads: adsSections, ids: idsSections, transmittal: transmittalSections, declaration: declarationSections };

/** A form's sections pre-filled from the application's facts; each field names where its value came from. */
export function prefillForm(form: ToolboxForm, facts: ApplicationFacts, applicationId: string | null): FormFillContent {
  const title = facts.title?.value ? `${TOOLBOX_FORM_INFO[form].name}: ${facts.title.value}` : TOOLBOX_FORM_INFO[form].name;
  return { form, title: title.slice(0, 300), applicationId, sections: BUILDERS[form](facts) };
}

/** The value of a field by key ('' when absent). */
export const fieldValue = (content: Pick<FormFillContent, 'sections'>, key: string): string => content.sections.flatMap((s) => s.fields).find((f) => f.key === key)?.value.trim() ?? '';
