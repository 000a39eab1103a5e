import type { ImportProgress, ImportSummary } from './import-corpus';

const n = (value: number): string => value.toLocaleString('en-US');
const REJECTIONS_SHOWN = 20;

/** The report printed after an import: counts, skipped files, and the rejections with their reasons. */
export function formatReport(summary: ImportSummary): string {
  const lines = [
    `Imported ${n(summary.imported)} new, updated ${n(summary.updated)}, rejected ${n(summary.rejected)} in ${summary.seconds.toFixed(1)} s` +
      (summary.seconds > 0 ? ` (${n(Math.round((summary.imported + summary.updated + summary.rejected) / summary.seconds))} records/s)` : ''),
  ];
  if (summary.cpcSymbols > 0) lines.push(`CPC scheme: ${n(summary.cpcSymbols)} symbols`);
  if (summary.files.length > 0) {
    lines.push('', 'Files:');
    for (const f of summary.files) lines.push(`  ${f.file}: ${n(f.records)} records (${f.layout})`);
  }
  if (summary.skipped.length > 0) {
    lines.push('', 'Skipped files:');
    for (const s of summary.skipped) lines.push(`  ${s.file}: ${s.reason}`);
  }
  if (summary.rejected > 0) {
    lines.push('', 'Rejected records:');
    for (const r of summary.rejections.slice(0, REJECTIONS_SHOWN)) lines.push(`  ${r.record}: ${r.reason}`);
    if (summary.rejected > REJECTIONS_SHOWN) lines.push(`  and ${n(summary.rejected - REJECTIONS_SHOWN)} more`);
  }
  if (summary.error) lines.push('', `Import failed: ${summary.error}`);
  return lines.join('\n');
}

/** One progress line: a bar on a terminal (redrawn in place), plain text otherwise. */
export function formatProgress(p: ImportProgress, elapsedSeconds: number, width = 24): string {
  const rate = elapsedSeconds > 0 ? Math.round(p.records / elapsedSeconds) : 0;
  const filled = p.filesTotal > 0 ? Math.round((p.filesDone / p.filesTotal) * width) : 0;
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
  return `${bar} ${p.filesDone}/${p.filesTotal} files  ${n(p.records)} records  ${n(rate)} rec/s  ${p.file}`;
}
