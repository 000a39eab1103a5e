export interface Product {
  id: string;
  name: string;
  tagline: string;
  text: string;
  /** The licence family that includes it (pricing page wording). */
  includedIn: string;
  points: readonly string[];
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'report',
    name: 'Application report',
    tagline: 'Understand a claim set in minutes, not hours',
    text: 'Upload a patent application as PDF, DOCX, plain text or USPTO XML. iPrism parses the claims into elements, builds the dependency tree and runs the checks an attentive reviewer would, then writes a summary anyone can read.',
    includedIn: 'Pilot plans',
    points: [
      'Claims parsed into elements and a dependency tree',
      'Antecedent-basis check with the exact term and claim',
      'Support check against the written description',
      'USPTO fee estimate from claim counts and dependencies',
      'Plain-language summary for clients and investors',
    ],
  },
  {
    id: 'prior-art',
    name: 'Prior-art search',
    tagline: 'Search the way an examiner reads',
    text: 'iPrism searches a patent corpus with weighted full-text and semantic search at once, ranks candidates against your claims, and charts the closest references element by element.',
    includedIn: 'Pilot plans',
    points: [
      'Weighted full-text and semantic search combined',
      'Candidates ranked against each independent claim',
      'Claim charts with the disclosing passages',
      'CPC classes of the results, linked to the classification explorer',
    ],
  },
  {
    id: 'ids',
    name: 'IDS review',
    tagline: 'An information disclosure statement you can file with confidence',
    text: 'The references of your IDS are read, normalized and classified. Malformed numbers and duplicates surface before the examiner sees them, and the list comes out ready for form SB/08.',
    includedIn: 'Pilot plans',
    points: [
      'Each reference normalized to DOCDB (country, number, kind code)',
      'Duplicates found across sections and family members',
      'SB/08-ready output in the order the form expects',
      'X, Y or A classification against your claims, with the passage behind it',
    ],
  },
  {
    id: 'workspace',
    name: 'Workspace',
    tagline: 'Everything around the analysis',
    text: 'The patent dashboard brings together what you need to act on an analysis: the source documents, your history, the classification scheme and live progress of everything running.',
    includedIn: 'Pilot plans',
    points: [
      'Live progress of all six stages, task by task',
      'CPC classification explorer from section to subgroup',
      'PDF viewer beside the analysis',
      'Archives of every application and report',
      'Dark and light theme, in sync across tabs',
    ],
  },
  {
    id: 'scout',
    name: 'Scout',
    tagline: 'Keep watch over a technology area',
    text: 'Scout follows the classes and topics you choose and brings new publications to one dashboard, so you see a competitor’s filing or a crowded field before it matters.',
    includedIn: 'Pilot plans',
    points: ['Watches by CPC class and by topic', 'New publications gathered in one dashboard', 'Open any result in the patent dashboard for a full analysis'],
  },
  {
    id: 'toolbox',
    name: 'Toolbox',
    tagline: 'The paperwork, done from data you already have',
    text: 'The toolbox fills USPTO forms from the application data iPrism holds, so names, numbers and dates are typed once and checked once.',
    includedIn: 'Toolbox plans',
    points: ['USPTO form fill from application data', 'Fields checked before you download', 'Available on its own or alongside Pilot'],
  },
  {
    id: 'client-portal',
    name: 'Client portal',
    tagline: 'Share the real report, not a PDF of it',
    text: 'Invite clients into a read-only portal where they can open the reports and analytics you assign to them, and nothing else.',
    includedIn: 'Add-on to Pilot law firm plans',
    points: ['Read-only by design: no create, edit or admin actions', 'Only the reports you assign', 'One seat per client user, removable at any time'],
  },
];

export const FORMATS: readonly { name: string; text: string }[] = [
  { name: 'PDF', text: 'Text PDFs and scanned filings' },
  { name: 'DOCX', text: 'Drafts straight from Word' },
  { name: 'Plain text', text: 'Claims pasted or exported' },
  { name: 'USPTO XML', text: 'Published application full text' },
];
