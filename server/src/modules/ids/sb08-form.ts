/** What an SB/08-style form shows: the application's identification and the three tables, as display text. */
export interface Sb08Header {
  applicationNumber: string;
  filingDate: string;
  firstNamedInventor: string;
  artUnit: string;
  examinerName: string;
  attorneyDocketNumber: string;
  title: string;
}

export interface Sb08UsRow {
  citeNo: string;
  /** Number-Kind Code, as SB/08 asks: US-7123456-B2. */
  documentNumber: string;
  date: string;
  name: string;
}

export interface Sb08ForeignRow {
  citeNo: string;
  documentNumber: string;
  country: string;
  kind: string;
  date: string;
  name: string;
}

export interface Sb08NplRow {
  citeNo: string;
  text: string;
}

export interface Sb08Form {
  header: Sb08Header;
  us: Sb08UsRow[];
  foreign: Sb08ForeignRow[];
  npl: Sb08NplRow[];
  /** The 37 CFR 1.97 / 1.98 statements the filer makes, printed after the tables (the toolbox's form fill). */
  statements?: string[];
}

export const SB08_HEADINGS = {
  title: 'INFORMATION DISCLOSURE STATEMENT BY APPLICANT',
  us: 'U.S. PATENT DOCUMENTS',
  foreign: 'FOREIGN PATENT DOCUMENTS',
  npl: 'NON PATENT LITERATURE DOCUMENTS',
  statements: 'STATEMENTS UNDER 37 CFR 1.97 AND 1.98',
} as const;

/** The identification block's fields in the form's order, with the labels the form prints (and the reader looks for). */
export const SB08_HEADER_FIELDS: readonly (readonly [Exclude<keyof Sb08Header, 'title'>, string])[] = [
  ['applicationNumber', 'Application Number'],
  ['filingDate', 'Filing Date'],
  ['firstNamedInventor', 'First Named Inventor'],
  ['artUnit', 'Art Unit'],
  ['examinerName', 'Examiner Name'],
  ['attorneyDocketNumber', 'Attorney Docket Number'],
];
