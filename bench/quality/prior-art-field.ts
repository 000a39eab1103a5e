/**
 * Prior art on every US grant of the shared data (docs/benchmarks.md "Prior art on real grants"): each
 * grant is read and analysed as an upload is (extraction, report) and searched by the product's priorArt
 * work against the whole shared corpus (full text; the grant itself is in it). Per grant and in all:
 * - the share of its top 10 references sharing a CPC main group with the grant's own CPC (grants whose
 *   XML carries CPC symbols; older ones have none to compare with);
 * - references published on or after its cutoff, and references that are the grant itself or a publication
 *   its XML names as its family's, checked here from the XML independently of the stage's own exclusion;
 * - every cell of its claim charts judged by the rules of chart-acceptance.ts, beside the same claims charted
 *   against unrelated corpus documents and, where the corpus holds any, against the references the grant cites.
 */
import { readFileSync } from 'node:fs';
import { EMPTY_BIBLIOGRAPHY, type ClaimChart } from '@iprism/shared/contracts';
import { buildReport } from '../../server/src/modules/analysis/build-report';
import { classifyText } from '../../server/src/modules/cpc/classification/classify-text';
import { importCorpus } from '../../server/src/modules/corpus/import-corpus';
import { listFiles } from '../../server/src/modules/corpus/walk';
import { migrate } from '../../server/src/platform/db/migrate';
import { openPglite } from '../../server/src/platform/db/pglite';
import type { Db } from '../../server/src/platform/db/db';
import { analyzeCorpus } from '../../server/src/modules/corpus/repositories/patents';
import { extractUsptoDocument } from '../../server/src/modules/documents/uspto-xml/extract-uspto-xml';
import { usptoRoot } from '../../server/src/modules/documents/uspto-xml/root-element';
import { splitUsptoDocuments } from '../../server/src/modules/documents/uspto-xml/split-documents';
import { searchPriorArt } from '../../server/src/modules/pipeline/handlers/prior-art';
import { buildClaimChart } from '../../server/src/modules/prior-art';
import { loadReferenceTexts } from '../../server/src/modules/corpus/repositories/patent-texts';
import { mainGroupOf } from '../../server/src/modules/prior-art/cpc-overlap';
import { familyKeys, publicationKey } from '../../server/src/modules/prior-art/family';
import { createPostgresPatentSearch } from '../../server/src/modules/search/postgres-patent-search';
import { SHARED_DATA } from './corpus';
import { documentShares, emptyChartTally, tallyChart, type ChartTally } from './chart-acceptance';

const TOP = 10;
/** A large prime: steps through the corpus to pick the unrelated documents a claim is charted against. */
const STRIDE = 7919;
const quiet = { progress: async () => undefined, step: async () => undefined };

interface GrantFigures {
  grant: string;
  cutoff: string | null;
  /** The grant's own classes compared with: its CPC, else (before 2013) its IPC. */
  basis: 'CPC' | 'IPC' | null;
  /** Corpus documents before the cutoff in one of its main groups: how many of the 10 could share one. */
  available: number;
  /** Top-10 references sharing a main group, and how many were compared; null without own classes. */
  shared: number | null;
  compared: number;
  postCutoff: number;
  self: number;
}

/** Every grant document (ICE us-patent-grant, ST.32 PATDOC) under the shared data, one text per document. */
async function sharedGrants(): Promise<{ label: string; text: string }[]> {
  const grants: { label: string; text: string }[] = [];
  for (const file of (await listFiles(SHARED_DATA)).filter((f) => f.endsWith('.xml'))) {
    const text = readFileSync(file, 'utf8');
    let i = 0;
    for (const doc of splitUsptoDocuments(text)) {
      i++;
      const root = usptoRoot(doc);
      if (root === 'us-patent-grant' || root === 'PATDOC') grants.push({ label: `${file.slice(SHARED_DATA.length + 1)}${i > 1 ? ` #${i}` : ''}`, text: doc });
    }
  }
  return grants;
}

export async function priorArtOnGrants(): Promise<void> {
  const db = await openPglite();
  await migrate(db);
  const t = performance.now();
  const summary = await importCorpus(db, SHARED_DATA);
  await analyzeCorpus(db);
  console.log(`\nPrior art on every US grant of the shared data (corpus: ${summary.imported} documents, ${Math.round((performance.now() - t) / 1000)} s to import)`);
  const search = createPostgresPatentSearch({ db });
  const classify = (text: string) => classifyText({ db, search, model: null }, text);
  const { rows: corpusTexts } = await db.query<{ id: string; text: string }>(
    `SELECT publication_number AS id, concat_ws(' ', title, abstract, claims, left(description, 20000)) AS text FROM patents ORDER BY publication_number`,
  );
  const termShare = documentShares(corpusTexts.map((r) => r.text));
  const charts = emptyTallies();
  const perGrantCharts: { grant: string; tally: ChartTally }[] = [];
  const rows: GrantFigures[] = [];
  for (const { label, text } of await sharedGrants()) {
    const body = buildReport({ applicationId: 'bench', fileName: label, document: extractUsptoDocument(text), now: new Date() });
    const { result } = await searchPriorArt({ search, classify, db, report: quiet, now: () => new Date() }, 'bench', body, null);
    const bibliography = body.document.bibliography ?? EMPTY_BIBLIOGRAPHY;
    const classes = bibliography.cpc.length > 0 ? bibliography.cpc : bibliography.ipc;
    const own = new Set(classes.map(mainGroupOf).filter((g): g is string => g !== null));
    const { rows: inField } = await db.query<{ n: number }>(
      `SELECT count(DISTINCT publication_number)::int AS n FROM patent_cpc c JOIN patents p USING (publication_number)
        WHERE split_part(c.symbol, '/', 1) = ANY($1::text[]) AND p.publication_date < $2::date`,
      [[...own], result.cutoffDate ?? '9999-12-31'],
    );
    const grantCharts = emptyTallies();
    await tallyCharts(db, grantCharts, result.claimCharts, body.claims, body.document.documentNumber, corpusTexts, termShare);
    addCharts(charts, grantCharts);
    if (grantCharts.product.judged > 0) perGrantCharts.push({ grant: body.document.documentNumber ?? label, tally: grantCharts.product });
    const top = result.references.slice(0, TOP);
    const family = new Set(familyKeys(bibliography, [body.document.documentNumber]));
    const cited = [...result.references.map((r) => r.publicationNumber), ...result.claimCharts.flatMap((c) => c.references)];
    rows.push({
      grant: `${label} (${body.document.documentNumber ?? '?'})`,
      basis: bibliography.cpc.length > 0 ? 'CPC' : bibliography.ipc.length > 0 ? 'IPC' : null,
      available: inField[0]?.n ?? 0,
      cutoff: result.cutoffDate,
      shared: own.size > 0 ? top.filter((r) => r.cpc.some((c) => own.has(mainGroupOf(c) ?? ''))).length : null,
      compared: own.size > 0 ? top.length : 0,
      postCutoff: result.references.filter((r) => result.cutoffDate !== null && (r.publicationDate === null || r.publicationDate >= result.cutoffDate)).length,
      self: cited.filter((n) => family.has(publicationKey(n) ?? '')).length,
    });
  }
  console.log('grant                                                                  cutoff      own  top-10 same main group  in corpus before cutoff  post-cutoff  self');
  for (const r of rows) {
    const share = r.shared === null ? 'no own classes' : `${r.shared}/${r.compared}`;
    console.log(
      `${r.grant.padEnd(70)} ${String(r.cutoff ?? 'none').padEnd(11)} ${String(r.basis ?? '-').padEnd(4)} ${share.padStart(22)}  ${String(r.available).padStart(23)}  ${String(r.postCutoff).padStart(11)}  ${String(r.self).padStart(4)}`,
    );
  }
  const withCpc = rows.filter((r) => r.shared !== null && r.basis === 'CPC');
  const withClasses = rows.filter((r) => r.shared !== null);
  const share = (list: GrantFigures[]) => {
    const shared = list.reduce((n, r) => n + r.shared!, 0);
    const compared = list.reduce((n, r) => n + r.compared, 0);
    const reachable = list.reduce((n, r) => n + Math.min(r.compared, r.available), 0);
    return `${compared ? (shared / compared).toFixed(2) : 'n/a'} (${shared}/${compared}; at most ${reachable} of them exist in the corpus before the cutoffs)`;
  };
  console.log(
    `${rows.length} grants: top-10 references sharing a CPC main group with the grant's own CPC ${share(withCpc)} on ${withCpc.length} grants with CPC (target ≥ 0.6); ` +
      `with its own CPC or IPC ${share(withClasses)} on ${withClasses.length} grants; ` +
      `post-cutoff references ${rows.reduce((n, r) => n + r.postCutoff, 0)}, self references ${rows.reduce((n, r) => n + r.self, 0)} (target 0); grants without a cutoff ${rows.filter((r) => r.cutoff === null).length}`,
  );
  const pct = (t: ChartTally) => `${t.accepted} of ${t.judged} element cells (${((100 * t.accepted) / Math.max(1, t.judged)).toFixed(1)} %; ${t.notJudged} too short to judge)`;
  console.log('\nClaim charts, each element\'s passage judged by the rules of chart-acceptance.ts:');
  console.log(`  the product's charts of these grants (their independent claims against the top references): accepted ${pct(charts.product)}`);
  console.log(`    per grant: ${perGrantCharts.map((g) => `${g.grant} ${g.tally.accepted}/${g.tally.judged}`).join(', ')}`);
  console.log(`  the same claims against as many unrelated corpus documents: accepted ${pct(charts.unrelated)}`);
  console.log(`  against the grant's own cited references that the corpus holds (${charts.citingGrants} grants have any): accepted ${pct(charts.cited)}`);
  await db.close();
}

type ChartTallies = { product: ChartTally; unrelated: ChartTally; cited: ChartTally; citingGrants: number };

const emptyTallies = (): ChartTallies => ({ product: emptyChartTally(), unrelated: emptyChartTally(), cited: emptyChartTally(), citingGrants: 0 });

function addCharts(into: ChartTallies, from: ChartTallies): void {
  for (const key of ['product', 'unrelated', 'cited'] as const) {
    into[key].judged += from[key].judged;
    into[key].accepted += from[key].accepted;
    into[key].notJudged += from[key].notJudged;
  }
  into.citingGrants += from.citingGrants;
}

/**
 * Tallies a grant's charts three ways: the product's own charts; the same claims charted against as many unrelated
 * corpus documents (what the rules accept by chance); and, where the corpus holds references the grant cites,
 * its first charted claim against those.
 */
async function tallyCharts(
  db: Db,
  into: ChartTallies,
  claimCharts: readonly ClaimChart[],
  claims: readonly { number: number; text: string }[],
  documentNumber: string | null,
  corpus: readonly { id: string }[],
  share: (term: string) => number,
): Promise<void> {
  for (const [k, chart] of claimCharts.entries()) {
    tallyChart(into.product, chart, share);
    const claim = claims.find((c) => c.number === chart.claimNumber);
    if (!claim) continue;
    const charted = new Set(chart.references);
    const picks = chart.references.map((_, i) => corpus[((k + 1) * STRIDE * (i + 1)) % corpus.length]!.id).filter((id) => !charted.has(id));
    tallyChart(into.unrelated, buildClaimChart(claim, await loadReferenceTexts(db, picks)), share);
  }
  const first = claims.find((c) => c.number === claimCharts[0]?.claimNumber);
  const digits = documentNumber?.replace(/\D/g, '').replace(/^0+/, '');
  if (!first || !digits) return;
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT q.publication_number AS id FROM patents p, jsonb_array_elements(p.citations) c, patents q
      WHERE p.country = 'US' AND p.doc_number = $1 AND q.country = c->>'country' AND q.doc_number = c->>'number' AND q.publication_number <> p.publication_number`,
    [digits],
  );
  if (rows.length === 0) return;
  into.citingGrants++;
  tallyChart(into.cited, buildClaimChart(first, await loadReferenceTexts(db, rows.map((r) => r.id))), share);
}
