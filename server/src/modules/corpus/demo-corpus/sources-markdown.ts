import { USE_LITE_MODEL, vectorFileName } from '../../search';
import { CPC_MODEL_FILE_NAME } from '../../cpc';
import { CPC_SCHEME, type DemoSet } from './demo-sets';

export interface BuiltSet {
  set: DemoSet;
  read: number;
  records: number;
  withClaims: number;
  /** Records per CPC section. */
  sections: Record<string, number>;
  unclassified: number;
  bytes: number;
}

const SECTIONS = 'ABCDEFGHY'.split('');
const kib = (bytes: number): string => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
const n = (value: number): string => value.toLocaleString('en-US');

/** SOURCES.md of the shipped demo corpus: what each file holds, where it comes from, and its terms. */
export function sourcesMarkdown(built: BuiltSet[], schemeBytes: number): string {
  const total = built.reduce((sum, b) => sum + b.records, 0);
  const claims = built.reduce((sum, b) => sum + b.withClaims, 0);
  const sectionTotal = (s: string): number => built.reduce((sum, b) => sum + (b.sections[s] ?? 0), 0);
  return [
    '# Demo patent corpus: contents, sources and licences',
    '',
    'Written by `pnpm corpus:build-demo` from `../shared/data` (do not edit by hand). Each `*.jsonl.gz` holds one',
    'corpus record per line (the importer\'s "iPrism corpus records" layout); records whose abstract and claims are',
    'empty or a placeholder such as "NULL" are dropped, and a publication number appears in one file only.',
    '',
    `${n(total)} documents, ${n(claims)} with claims; the CPC scheme 2019.08 to main-group level.`,
    '',
    '| file | records (of read) | with claims | size | sample | licence |',
    '|---|---|---|---|---|---|',
    ...built.map((b) => `| \`${b.set.file}.jsonl.gz\` — ${b.set.title} | ${n(b.records)} (${n(b.read)}) | ${n(b.withClaims)} | ${kib(b.bytes)} | ${b.set.sample} | ${b.set.license} |`),
    `| \`${CPC_SCHEME.folder}/\` — title table and section files, gzip | — | — | ${kib(schemeBytes)} | every file the explorer imports | ${CPC_SCHEME.license} |`,
    '',
    'Documents per CPC section (a document classified in several sections counts in each):',
    '',
    `| ${SECTIONS.join(' | ')} | unclassified |`,
    `|${SECTIONS.map(() => '---|').join('')}---|`,
    `| ${SECTIONS.map((s) => n(sectionTotal(s))).join(' | ')} | ${n(built.reduce((sum, b) => sum + b.unclassified, 0))} |`,
    '',
    `\`${vectorFileName(USE_LITE_MODEL)}\` holds each document's search vector (the local sentence encoder, one signed byte per`,
    'dimension), computed from these files by `pnpm corpus:build-demo-vectors` (which this build runs next to last); a demo',
    'start stores them instead of embedding every document. Format: `server/src/modules/search/vector-file.ts`.',
    `\`${CPC_MODEL_FILE_NAME}\` holds the CPC model trained and calibrated on these files by \`pnpm corpus:build-demo-cpc-model\``,
    '(which this build runs last); a demo start serves it instead of training while the corpus is the one it was trained on.',
    'Format: `server/src/modules/cpc/classification/model/cpc-model-file.ts`.',
    '',
    'Per-source details (repository, commit, fields) are in each folder\'s SOURCE.md under `../shared/data`.',
    'US patent text is in the public domain; PatentsView data asks for the attribution "Source: PatentsView".',
    '',
  ].join('\n');
}
