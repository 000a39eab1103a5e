import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_CORPUS_DIR, REPO_ROOT } from '../../../platform/config/config';
import { corpusRecordLine } from '../readers/corpus-records';
import { readRecords } from './read-records';
import type { CorpusRecord } from '../record';
import { buildDemoCpcModel } from './build-cpc-model';
import { buildDemoVectors } from './build-vectors';
import { CPC_SCHEME, DEMO_SETS, type DemoSet } from './demo-sets';
import { repairRecordText, sectionsOf, uniqueByNumber, withRealText } from './select';
import { sourcesMarkdown, type BuiltSet } from './sources-markdown';

const USAGE = 'Usage: pnpm corpus:build-demo [--from <shared data folder>] [--out <folder>]';
const gzip = (data: string | Buffer): Buffer => gzipSync(data, { level: 9 });

async function buildSet(dataDir: string, set: DemoSet, seen: Set<string>): Promise<{ records: CorpusRecord[]; read: number }> {
  const read = (await Promise.all(set.from.map((path) => readRecords(dataDir, path)))).flat();
  const usable = read.map(repairRecordText).map(withRealText).filter((r): r is CorpusRecord => r !== null && (set.keep?.(r) ?? true));
  // Numbers another set already holds are left out before sampling, so each set keeps its full share.
  return { records: uniqueByNumber(set.pick(uniqueByNumber(usable, new Set(seen))), seen), read: read.length };
}

function parseArgs(argv: string[]): { dataDir: string; out: string } {
  const args = { dataDir: join(REPO_ROOT, '..', 'shared', 'data'), out: DEMO_CORPUS_DIR };
  const base = process.env.INIT_CWD ?? process.cwd();
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--from') args.dataDir = resolve(base, argv[++i] ?? '');
    else if (argv[i] === '--out') args.out = resolve(base, argv[++i] ?? '');
    else if (argv[i] !== '--') throw new Error(USAGE);
  }
  return args;
}

async function main(): Promise<void> {
  const { dataDir, out } = parseArgs(process.argv.slice(2));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const seen = new Set<string>();
  const built: BuiltSet[] = [];
  for (const set of DEMO_SETS) {
    const { records, read } = await buildSet(dataDir, set, seen);
    const bytes = gzip(records.map((r) => `${corpusRecordLine(r)}\n`).join(''));
    writeFileSync(join(out, `${set.file}.jsonl.gz`), bytes);
    const sections: Record<string, number> = {};
    for (const r of records) for (const s of sectionsOf(r)) sections[s] = (sections[s] ?? 0) + 1;
    built.push({ set, read, records: records.length, withClaims: records.filter((r) => r.claims).length, sections, unclassified: records.filter((r) => r.cpc.length === 0).length, bytes: bytes.length });
    console.log(`${set.file}: ${records.length} of ${read} records, ${(bytes.length / 1024).toFixed(0)} KiB`);
  }
  let schemeBytes = 0;
  for (const file of CPC_SCHEME.files) {
    const target = join(out, CPC_SCHEME.folder, `${file}.gz`);
    mkdirSync(dirname(target), { recursive: true });
    const bytes = gzip(readFileSync(join(dataDir, CPC_SCHEME.folder, file)));
    writeFileSync(target, bytes);
    schemeBytes += bytes.length;
  }
  writeFileSync(join(out, 'SOURCES.md'), sourcesMarkdown(built, schemeBytes));
  console.log(`${CPC_SCHEME.folder}: ${CPC_SCHEME.files.length} files, ${(schemeBytes / 1024).toFixed(0)} KiB`);
  const vectors = await buildDemoVectors(out);
  console.log(`${relative(out, vectors.file)}: ${vectors.vectors} vectors, ${(vectors.bytes / 1024).toFixed(0)} KiB`);
  // After the vectors: the model's calibration runs the fused search a demo start has.
  const model = await buildDemoCpcModel(out);
  console.log(`${relative(out, model.file)}: trained on ${model.documents} documents, ${model.subclasses} subclasses, ${(model.bytes / 1024).toFixed(0)} KiB`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
