/** Record fields a CSV column or JSON key can be mapped to (`--map title=invention_title,abstract=abs`). */
export const MAPPABLE_FIELDS = ['number', 'kind', 'title', 'abstract', 'claims', 'description', 'publicationDate', 'filingDate', 'priorityDate', 'cpc', 'ipc', 'applicants', 'inventors', 'citations'] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];
export type ColumnMapping = Partial<Record<MappableField, string>> & {
  /** Country of numbers written without one (PatentsView's bare grant numbers). */
  defaultCountry?: string;
  /** Names the layout in the import report. */
  name?: string;
  /** One-hot CPC columns (named by subclass, 1 where the record has it), as machine-learning data sets ship labels. */
  cpcFlags?: string[];
};

/** Parses "title=invention_title,abstract=abs"; throws with the offending part. */
export function parseColumnMapping(spec: string): ColumnMapping {
  const mapping: ColumnMapping = { name: 'mapped columns' };
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const [field, column] = part.split('=').map((s) => s?.trim());
    if (field === 'defaultCountry' && column) {
      mapping.defaultCountry = column.toUpperCase();
      continue;
    }
    if (!field || !column || !(MAPPABLE_FIELDS as readonly string[]).includes(field)) {
      throw new Error(`--map: "${part}" is not field=column with field one of ${MAPPABLE_FIELDS.join(', ')}, defaultCountry`);
    }
    mapping[field as MappableField] = column;
  }
  if (!mapping.number) throw new Error('--map: map the publication number too (number=<column>)');
  return mapping;
}

/** The layouts of the known exports, recognised by their columns. */
const BUILT_IN: { columns: string[]; mapping: ColumnMapping }[] = [
  { columns: ['publication_number', 'title', 'abstract', 'cpc_codes'], mapping: { name: 'Google Patents (scraped)', number: 'publication_number', title: 'title', abstract: 'abstract', cpc: 'cpc_codes' } },
  {
    columns: ['id', 'title', 'assignee', 'inventor/author', 'priority date', 'filing/creation date', 'publication date'],
    mapping: { name: 'Google Patents CSV export', number: 'id', title: 'title', applicants: 'assignee', inventors: 'inventor/author', priorityDate: 'priority date', filingDate: 'filing/creation date', publicationDate: 'publication date' },
  },
  { columns: ['patent_number', 'patent_title', 'patent_abstract', 'patent_date'], mapping: { name: 'PatentsView', number: 'patent_number', title: 'patent_title', abstract: 'patent_abstract', publicationDate: 'patent_date', defaultCountry: 'US' } },
  { columns: ['number', 'grant_date', 'abstract', 'cpc'], mapping: { name: 'USPTO grants (abstract, CPC)', number: 'number', abstract: 'abstract', publicationDate: 'grant_date', cpc: 'cpc', defaultCountry: 'US' } },
  {
    columns: ['displayKey', 'title', 'jurisdiction', 'lensId'],
    mapping: { name: 'Lens', number: 'displayKey', kind: 'kindCode', title: 'title', abstract: 'abstract', publicationDate: 'publicationDate', filingDate: 'filingDate', priorityDate: 'earliestPriorityDate', cpc: 'cpcClassifications', ipc: 'ipcrClassifications', applicants: 'applicants', inventors: 'inventors', citations: 'nplCitations' },
  },
];

/** The built-in layout whose columns all appear, or a guess from conventional names; null when no number column exists. */
export function detectMapping(columns: string[]): ColumnMapping | null {
  const present = new Set(columns);
  const known = BUILT_IN.find((layout) => layout.columns.every((c) => present.has(c)));
  if (known) return known.mapping;
  // PatentSBERTa's layout: a grant number, its date, claim 1, then one column per CPC subclass.
  const subclassColumns = columns.filter((c) => /^[A-HY]\d{2}[A-Z]$/.test(c));
  if (['id', 'date', 'text'].every((c) => present.has(c)) && subclassColumns.length >= 10) {
    return { name: 'claims with CPC subclass columns', number: 'id', claims: 'text', publicationDate: 'date', defaultCountry: 'US', cpcFlags: subclassColumns };
  }
  const find = (re: RegExp): string | undefined => columns.find((c) => re.test(c.toLowerCase()));
  const number = find(/^(publication[_ ]?(number|no)|pub[_ ]?no|patent[_ ]?(number|no)|document[_ ]?(number|id))$/);
  if (!number) return null;
  return {
    name: 'columns by name',
    number,
    title: find(/title/),
    abstract: find(/abstract/),
    claims: find(/claim/),
    description: find(/description/),
    publicationDate: find(/publication[_ ]?date|pub[_ ]?date/),
    filingDate: find(/filing[_ ]?date|application[_ ]?date/),
    priorityDate: find(/priority[_ ]?date/),
    cpc: find(/^cpc/),
    ipc: find(/^ipc/),
    applicants: find(/applicant|assignee/),
    inventors: find(/inventor/),
  };
}
