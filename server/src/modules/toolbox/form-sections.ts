import { TOOLBOX_FORM_INFO, type FormFillContent, type FormSection, type ToolboxForm } from '@iprism/shared/contracts';
import { adsSections } from './ads-sections';
import type { ApplicationFacts, CitedDocument } from './application-facts';
import { at, field, of, personName, place } from './form-field';
import { inventorSections } from './inventor-sections';

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
        field('drawingSheets', 'Drawings: total sheets', facts.drawingSheets),
        field('declaration', 'Inventor declaration (37 CFR 1.63) enclosed (yes / no)', { value: 'yes', source: 'Default' }),
        field('ads', 'Application Data Sheet (37 CFR 1.76) enclosed (yes / no)', { value: 'yes', source: 'Default' }),
        field('ids', 'Information Disclosure Statement enclosed (yes / no)', { value: facts.citations ? 'yes' : 'no', source: facts.citations ? facts.citations.source : 'Default' }),
        field('feeTransmittal', 'Fee transmittal enclosed (yes / no)', { value: 'yes', source: 'Default' }),
      ],
    },
    {
      id: 'correspondence',
      title: 'Correspondence address',
      fields: [
        field('correspondence.customerNumber', 'Customer number', null),
        field('correspondence.name', 'Name', of(facts.correspondence, personName)),
        field('correspondence.address', 'Address', of(facts.correspondence, (p) => [p.address, place(p), p.postcode].filter(Boolean).join(', '))),
      ],
    },
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
