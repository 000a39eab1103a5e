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
