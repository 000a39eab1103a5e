/**
 * One report-stage run in a fresh process, so its peak memory is its own: extract the text of a generated
 * `--pages` PDF and analyse it, exactly as the pipeline's report stage does. Prints one JSON line.
 */
import { extractDocument } from '../../server/src/documents/extract';
import { buildReport } from '../../server/src/analysis/build-report';
import { makeApplicationPdf } from '../../server/test/pdf-fixture';

async function main(): Promise<void> {
  const pages = Number(/--pages=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 100);
  const pdf = await makeApplicationPdf(pages, 30);
  const started = performance.now();
  const document = await extractDocument(pdf, 'pdf');
  const extracted = performance.now();
  const report = buildReport({ applicationId: 'bench', fileName: `bench-${pages}.pdf`, document, now: new Date() });
  const done = performance.now();
  console.log(
    JSON.stringify({
      pages: document.pages.length,
      claims: report.claims.length,
      extractMs: Math.round(extracted - started),
      analyseMs: Math.round(done - extracted),
      totalMs: Math.round(done - started),
      // maxRSS is in kilobytes: the process's peak, generation of the input PDF included.
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
