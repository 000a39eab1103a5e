import { ABSTRACT_MAX_WORDS, TITLE_MAX_CHARS } from '@iprism/shared/contracts/report';
import { CLAIM_CHART_REFERENCES, HIGH_RELEVANCE, PRIOR_ART_TOP_REFERENCES } from '@iprism/shared/contracts/prior-art';
import { UPLOAD_MAX_BYTES_DEFAULT, UPLOAD_MAX_PAGES_DEFAULT } from '@iprism/shared/contracts/applications';
import { RULE_LABELS } from '../report/report-labels';

/**
 * The product manual shown at /dashboard/documentation and /dashboard/patent/documentation: one source for
 * both. Figures come from the contracts the product itself uses, so the manual cannot drift from them.
 */

export interface ManualEntry {
  /** A short term (a stage, a finding, a format) or null for a plain paragraph. */
  term: string | null;
  text: string;
}

export interface ManualSection {
  id: string;
  title: string;
  entries: ManualEntry[];
}

const MB = Math.round(UPLOAD_MAX_BYTES_DEFAULT / (1024 * 1024));
const p = (text: string): ManualEntry => ({ term: null, text });
const d = (term: string, text: string): ManualEntry => ({ term, text });

export const MANUAL: readonly ManualSection[] = [
  {
    id: 'stages',
    title: 'How an application is analysed',
    entries: [
      p('An application is uploaded once and then runs stage by stage: upload, report, prior art, IDS analysis, IDS transformation and IDS classification. The dashboard shows each stage live with its percentage and current step; a failed stage can be re-run from the archive, starting at the first stage that failed.'),
      d('Upload', 'Each file is judged by its content, never by its name, then opened once to check it: encrypted, damaged, empty and over-long documents are refused with a message naming the file and the limit.'),
      d('Report', 'The text is extracted (two-column patent pages are read column by column), split into sections and claims, and checked. The report holds the claim tree with statutory categories, the findings, statistics, an estimate of excess-claims fees and a summary.'),
      d('Prior art', `One search per independent claim plus the abstract, limited to documents published before the application’s date, fused into the top ${PRIOR_ART_TOP_REFERENCES} references. Each independent claim is split into elements and each element is matched to the best passage of the top ${CLAIM_CHART_REFERENCES} references (the claim chart). CPC subclasses are predicted for the application.`),
      d('IDS analysis', 'An uploaded information disclosure statement (SB/08 PDF, CSV or XML) is read into citations — U.S. patents, U.S. publications, foreign documents and non-patent literature — and each is validated: number shapes and kind codes, dates, duplicates and missing fields.'),
      d('IDS transformation', 'Citations are normalised to DOCDB numbers and ISO dates; the SB/08 identification block is kept.'),
      d('IDS classification', 'Each citation found in the corpus is rated X (it discloses at least 80 % of an independent claim’s elements), Y (at least 40 %) or A.'),
    ],
  },
  {
    id: 'findings',
    title: 'What each finding means',
    entries: [
      p('Findings carry a severity — error, warning or info — and point to the claim or section they concern; the PDF viewer highlights them on the page.'),
      d(RULE_LABELS['antecedent-basis'], 'A claim uses “the” or “said” for a term that neither it nor a claim it depends on introduced with “a” or “an”.'),
      d(RULE_LABELS['unsupported-term'], 'A term a claim introduces that the description never uses, so the claim may lack written support (35 U.S.C. 112(a)): a warning for a single noun, info for a multiword term whose words never stand together in the description.'),
      d(RULE_LABELS['reference-numeral'], 'In the description of the drawings and the detailed description, one numeral names two different elements (a warning), or one element is numbered twice (info).'),
      d(RULE_LABELS['claim-reference'], 'A dependent claim refers to a claim that does not exist or does not precede it (35 U.S.C. 112(d)).'),
      d(RULE_LABELS['abstract-length'], `The abstract exceeds ${ABSTRACT_MAX_WORDS} words (37 CFR 1.72(b)).`),
      d(RULE_LABELS['title-length'], `The title exceeds ${TITLE_MAX_CHARS} characters (37 CFR 1.72(a)).`),
      d('Relevance', `A prior-art reference’s relevance is the mean element coverage of its best-covered claim, from 0 to 1, comparable across applications. References of relevance ${HIGH_RELEVANCE} or more that an IDS leaves out are flagged.`),
    ],
  },
  {
    id: 'formats',
    title: 'File formats and limits',
    entries: [
      d('Application', 'PDF, DOCX, plain text or USPTO XML (every DTD: ICE v4.x, pap 2001–04, SGML PATDOC, xml4ip).'),
      d('IDS', 'PDF (this product’s SB/08, PTO/SB/08a/b, the EFS-Web form and the PTO-1449), CSV or SB/08-style XML.'),
      d('Limits', `Up to ${MB} MB and ${UPLOAD_MAX_PAGES_DEFAULT.toLocaleString('en-US')} pages per file by default (your administrator may set other limits). Encrypted or password-protected PDFs must be unlocked first. A PDF page without a text layer yields no text.`),
      d('Exports', 'The report exports as PDF or JSON; the IDS as a filled SB/08 PDF, CSV or XML. Your default export formats are chosen in the patent workspace’s Settings.'),
    ],
  },
  {
    id: 'api',
    title: 'API',
    entries: [
      p('Everything the dashboard does goes through the REST API. Authenticate with “Authorization: Bearer <session token>”; mutating calls also send the security token from GET /api/csrf-token. The interactive reference, generated from the same schemas the product validates with, is at /api/docs, and the OpenAPI document at /api/openapi.json.'),
      d('Upload', 'POST /api/applications with the “application” file and optionally an “ids” file; the answer holds the application id.'),
      d('Results', 'GET /api/applications/{id}/report and …/prior-art; live progress arrives over the socket connection.'),
    ],
  },
  {
    id: 'keyboard',
    title: 'Keyboard shortcuts',
    entries: [
      d('Tab / Shift+Tab', 'Move between links, buttons and fields; the first Tab on a page offers “Skip to main content”.'),
      d('Enter / Space', 'Activate the focused link, button, checkbox or card.'),
      d('Escape', 'Close a dialog, menu or the navigation drawer.'),
      d('Ctrl+Enter / ⌘+Enter', 'Confirm a confirmation dialog from its text box (Enter alone adds a line).'),
      d('Enter in the page box', 'In the PDF viewer, go to the page number typed.'),
      d('Arrow keys', 'Move within tabs, radio groups and menus.'),
    ],
  },
  {
    id: 'support',
    title: 'Getting help',
    entries: [
      p('Write to support from the patent workspace’s Support page. The page you were on is attached; with your consent, a diagnostic bundle is attached too: your browser, the app versions and the most recent entries of this browser’s console log — never your documents, passwords or tokens. Answers appear on the Support page and as a notification.'),
    ],
  },
];
