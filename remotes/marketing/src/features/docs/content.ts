import type { FaqItem } from '../common/FaqList';
import type { TocSource } from '../common/toc';

/** The user guide's outline; ids are fixed because the support centre and the app link to them. */
export const DOC_OUTLINE: readonly TocSource[] = [
  {
    title: 'Getting started',
    id: 'getting-started',
    children: [
      { title: 'Create your account', id: 'create-account' },
      { title: 'Upload an application and its IDS', id: 'upload' },
      { title: 'Accepted formats', id: 'formats' },
    ],
  },
  { title: 'The six stages', id: 'stages' },
  {
    title: 'Reading the report',
    id: 'reading-the-report',
    children: [
      { title: 'Claims and checks', id: 'report-claims' },
      { title: 'Prior art and claim charts', id: 'report-prior-art' },
      { title: 'The IDS review', id: 'report-ids' },
    ],
  },
  { title: 'How accurate it is', id: 'quality' },
  { title: 'Licences and plans', id: 'licenses' },
  { title: 'Keyboard and accessibility', id: 'keyboard' },
  { title: 'Frequently asked questions', id: 'faq' },
];

export interface StageDoc {
  /** The stage key the live progress uses (SPEC §3). */
  key: 'upload' | 'report' | 'priorArt' | 'idsAnalysis' | 'idsTransformation' | 'idsClassification';
  name: string;
  does: string;
  produces: string;
}

export const STAGE_DOCS: readonly StageDoc[] = [
  {
    key: 'upload',
    name: 'Upload',
    does: 'Receives your files, checks their type and size, and extracts the text, claims and drawings list.',
    produces: 'A readable copy of the application and the IDS in the PDF viewer.',
  },
  {
    key: 'report',
    name: 'Report',
    does: 'Parses the claims into a dependency tree and checks antecedent basis, support in the description and claim counts.',
    produces: 'The claims report: claim tree, flagged terms with their passages, a plain-language summary and a fee estimate.',
  },
  {
    key: 'priorArt',
    name: 'Prior art',
    does: 'Runs full-text and semantic searches built from your claims and ranks the results against each independent claim.',
    produces: 'A ranked list of references and a claim chart for each close one.',
  },
  {
    key: 'idsAnalysis',
    name: 'IDS analysis',
    does: 'Reads every reference cited in the IDS and matches it to its bibliographic record.',
    produces: 'The list of cited references with their status: found, ambiguous or not found.',
  },
  {
    key: 'idsTransformation',
    name: 'IDS transformation',
    does: 'Normalizes each reference to the DOCDB format and finds duplicates.',
    produces: 'A clean, de-duplicated list arranged for form SB/08, ready to export.',
  },
  {
    key: 'idsClassification',
    name: 'IDS classification',
    does: 'Compares each cited reference with your claims.',
    produces: 'An X, Y or A category for every citation, with the passage that supports it.',
  },
];

export interface QualityFigure {
  /** What is measured, as the user meets it. */
  measure: string;
  result: string;
  /** On what, and how it was judged. */
  how: string;
}

/**
 * Measured figures the guide states (docs/benchmarks.md holds every run, its date and its command); each is the
 * latest full run on the shared real-patent data. Update them with the benchmark, never by hand alone.
 */
export const QUALITY_FIGURES: readonly QualityFigure[] = [
  {
    measure: 'Claim checks: findings that are right',
    result: '86 % of warnings and errors (43 of 50)',
    how: '28 US grants with claims and description; every finding labelled by hand under MPEP 2173.05(e) (antecedent basis) or MPEP 2163 (support).',
  },
  {
    measure: 'Claim checks: missing antecedents found',
    result: '93 % (105 of 113)',
    how: 'The same grants with errors put in on purpose: the phrase that introduces a term deleted where a later claim element refers to it.',
  },
  {
    measure: 'Claim checks: errors on a granted patent',
    result: '0.39 per patent',
    how: 'Granted claims have been examined, so an error there is most likely a false alarm.',
  },
  {
    measure: 'CPC subclass from a claim alone',
    result: 'right first 62.1 %, among the top three 81.6 %',
    how: '1,000 claim-1 texts of every CPC section, five-fold cross-validation: each fifth is predicted by a model trained without it.',
  },
  {
    measure: 'CPC subclass from an abstract',
    result: 'right first 65.5 %, among the top three 82.9 %',
    how: '484 US grants of 2016–2018, predicted by a model trained only on documents published before 2016.',
  },
  {
    measure: 'CPC confidence scores',
    result: '4.3 points from the share right, on average',
    how: 'Each score compared with how often predictions so scored were right on the 1,000 claims (expected calibration error 0.043); on claims, scores above 30 % run 2–18 points high. Below 50 % a prediction is marked “low confidence”.',
  },
  {
    measure: 'Prior art from the grant’s own field',
    result: '93 % of the top ten references (27 of 29)',
    how: 'US grants searched as uploads against 32,728 documents: listed references sharing a CPC main group with the grant, on the grants whose field the corpus holds from before their date.',
  },
  {
    measure: 'Prior art dated on or after the cutoff, or the application itself',
    result: 'none',
    how: 'The same 15 grants: every reference checked against the grant’s priority date and its family’s publication numbers.',
  },
  {
    measure: 'Cited references retrieved',
    result: '43 % in the top 10, 65 % in the top 100',
    how: '13 searches, each cut at the citing patent’s priority date, for the 28 references it cites (examiner or applicant) that the corpus holds from before that date. Counting also the 18 it cites that the corpus cannot date before it (most filed earlier but published later), 27 % and 39 %. Indicative only: the set is small and its documents are short abstracts.',
  },
  {
    measure: 'Claim chart passages a reader would accept',
    result: '6 % of element cells (58 of 1,006); 0.1 % against unrelated documents',
    how: 'The charts of the same 15 grants, each element’s passage accepted when it holds half of the element’s words, two of them rare in the corpus. Most references are short abstracts of nearby fields; each cell shows its coverage, so weak cells read as weak.',
  },
  {
    measure: 'IDS citations read',
    result: '100 % precision and recall',
    how: '200 citations each from SB/08-style PDFs, CSV and XML.',
  },
];

export interface Shortcut {
  keys: readonly string[];
  action: string;
}

/** Standard keyboard behaviour the interface supports everywhere; no custom shortcut to learn. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Tab'], action: 'Move to the next link, button or field. The first stop on every page is “Skip to main content”.' },
  { keys: ['Shift', 'Tab'], action: 'Move to the previous link, button or field.' },
  { keys: ['Enter'], action: 'Follow a link, press a button, or send a form from a text field.' },
  { keys: ['Space'], action: 'Press a button, tick a checkbox, or open a select.' },
  { keys: ['↑', '↓'], action: 'Move between options in a radio group, select or menu.' },
  { keys: ['Esc'], action: 'Close a menu or dialog. In a confirmation dialog, Esc cancels.' },
  { keys: ['Ctrl', '+'], action: 'Zoom in (⌘ + on a Mac). Pages reflow down to 320 px wide without losing content.' },
];

export const DOC_FAQ: readonly FaqItem[] = [
  {
    question: 'Can I close the tab while an analysis runs?',
    answer: 'Yes. The analysis runs on our servers. When you come back, each stage shows its current progress, and finished stages show their results.',
  },
  {
    question: 'A stage shows an error. What happened to the others?',
    answer: 'A stage that cannot finish says why in plain words, for example an unreadable scanned page. The other stages carry on where they can. Fix the file and upload it again, or contact support with the application name.',
  },
  {
    question: 'Is my unpublished application used to train your models?',
    answer: 'No. Uploaded documents are used only to produce your results. See the Privacy Policy for how they are stored, who can access them and how long they are kept.',
  },
  {
    question: 'Why does an analysis count against my allowance if I upload the same file twice?',
    answer: 'Each upload starts a new analysis. To look at earlier results again, open the application from your archives instead of uploading it again.',
  },
  {
    question: 'Can my client see the report?',
    answer: 'On Pilot law firm plans you can add client-portal seats. A client-portal user sees, read-only, the reports and analytics you assign to them, and nothing else in your organization.',
  },
  {
    question: 'Is the output legal advice?',
    answer: 'No. iPrism is a tool for qualified professionals. Review every finding against its source passage before you rely on it or file anything.',
  },
];
