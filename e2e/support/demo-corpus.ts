import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DATA = join(__dirname, '..', '..', '..', 'shared', 'data');

/**
 * The e2e server's demo corpus: the CPC scheme, 2,000 Google Patents records with CPC codes and the
 * PatentsView abstracts, linked from the shared data, and the shipped full-text grants (claims to chart). A slice of the full demo import keeps the run's
 * CPU for the browser tests while every issue-6 screen has real documents and classes to show.
 */
export function e2eDemoCorpusDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'iprism-e2e-corpus-'));
  symlinkSync(join(DATA, 'cpc-scheme-2019-08'), join(dir, 'cpc-scheme-2019-08'));
  symlinkSync(join(DATA, 'patentsview-abstracts-koehrsen'), join(dir, 'patentsview-abstracts-koehrsen'));
  mkdirSync(join(dir, 'google'));
  symlinkSync(join(DATA, 'google-patents-ai-abstracts-cpc', 'scraped', 'patent_details_20251001-102339.csv'), join(dir, 'google', 'patent_details.csv'));
  // Full-text grants with claims and dates, which an invalidity search charts; named to sort first, so the
  // import (file by file, in name order) has them before the thousands of abstracts.
  symlinkSync(join(__dirname, '..', '..', 'server', 'demo-corpus', 'uspto-full-text-xml.jsonl.gz'), join(dir, 'a-uspto-full-text-xml.jsonl.gz'));
  return dir;
}
