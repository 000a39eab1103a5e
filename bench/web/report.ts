import type { FirstLoad } from './measure-page';
import type { NavTimes } from './measure-navigation';
import { summarize, type Summary } from './stats';

export interface PageResult {
  label: string;
  runs: FirstLoad[];
}

export interface NavResult {
  remote: string;
  route: string;
  runs: NavTimes[];
}

export interface BenchResults {
  chromium: string;
  cpus: number;
  runs: number;
  pages: PageResult[];
  floor: PageResult;
  navigations: NavResult[];
  buildSeconds: number;
}

export const TARGETS = {
  jsRatio: 2.5,
  /** gzip JS finished before the app is ready (took a prerendered page over, or showed its content) ÷ the floor's. */
  readyRatio: { '/': 3, '/dashboard/patent': 5 } as Readonly<Record<string, number>>,
  warmNavMs: 50,
  coldNavMs: 300,
  buildSeconds: 120,
} as const;

function fmt(s: Summary, unit: (n: number) => string): string {
  return `${unit(s.median)} [${unit(s.min)}–${unit(s.max)}]`;
}

const ms = (n: number) => String(Math.round(n));
const kb = (n: number) => (n / 1000).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

function firstLoadRow(p: PageResult): string[] {
  const col = (pick: (r: FirstLoad) => number, unit: (n: number) => string) => fmt(summarize(p.runs.map(pick)), unit);
  return [
    p.label,
    col((r) => r.fcpMs, ms),
    col((r) => r.lcpMs, ms),
    col((r) => r.contentMs, ms),
    col((r) => r.readyMs, ms),
    col((r) => r.liveMs, ms),
    col((r) => r.jsGzipBeforeFcp, kb),
    col((r) => r.jsGzipBeforeContent, kb),
    col((r) => r.jsGzipBeforeReady, kb),
    col((r) => r.jsGzipBeforeLive, kb),
    col((r) => r.jsGzipTotal, kb),
  ];
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const medianOf = (values: number[]) => summarize(values).median;

/** The worst remote's median: a target holds only if it holds for every remote. */
function slowestNav(navs: NavResult[], pick: (t: NavTimes) => number): { remote: string; ms: number } {
  return navs.map((n) => ({ remote: n.remote, ms: medianOf(n.runs.map(pick)) })).reduce((a, b) => (b.ms > a.ms ? b : a));
}

export function printReport(r: BenchResults): void {
  const home = r.pages[0];
  if (!home) throw new Error('no page results');
  console.log(`\niPrism web benchmark: Chromium ${r.chromium} headless, ${r.cpus} CPUs, ${r.runs} runs per figure, median [min–max]; kB = 1000 bytes of gzip.\n`);
  console.log('First load (fresh browser context each run, empty cache)');
  console.log(
    table([
      ['page', 'FCP ms', 'LCP ms', 'content ms', 'app ready ms', 'page live ms', 'JS gz before FCP kB', 'JS gz before content kB', 'JS gz before ready kB', 'JS gz before live kB', 'JS gz total kB'],
      ...[...r.pages, r.floor].map(firstLoadRow),
    ]),
  );
  console.log('\nClient-side navigation (history.pushState + popstate, until the target page content is in the DOM)');
  console.log(
    table([
      ['remote', 'route', 'cold ms', 'warm ms'],
      ...r.navigations.map((n) => [n.remote, n.route, fmt(summarize(n.runs.map((t) => t.coldMs)), ms), fmt(summarize(n.runs.map((t) => t.warmMs)), ms)]),
    ]),
  );
  console.log(`\nProduction build (pnpm build --force, 7 apps): ${r.buildSeconds.toFixed(1)} s`);

  const floorContent = medianOf(r.floor.runs.map((x) => x.jsGzipBeforeContent));
  const ratio = medianOf(home.runs.map((x) => x.jsGzipBeforeContent)) / floorContent;
  const fcpRatio = medianOf(home.runs.map((x) => x.jsGzipBeforeFcp)) / medianOf(r.floor.runs.map((x) => x.jsGzipBeforeFcp));
  const warm = slowestNav(r.navigations, (t) => t.warmMs);
  const cold = slowestNav(r.navigations, (t) => t.coldMs);
  console.log('\nTargets');
  console.log(
    table([
      ['figure', 'measured', 'target', ''],
      [`${home.label} JS gz before content ÷ floor`, `${ratio.toFixed(2)}×`, `≤ ${TARGETS.jsRatio}×`, verdict(ratio <= TARGETS.jsRatio)],
      ...r.pages.flatMap((page) => {
        const target = TARGETS.readyRatio[page.label];
        if (target === undefined) return [];
        const pageRatio = medianOf(page.runs.map((x) => x.jsGzipBeforeReady)) / floorContent;
        return [[`${page.label} JS gz before the app is ready ÷ floor`, `${pageRatio.toFixed(2)}×`, `≤ ${target}×`, verdict(pageRatio <= target)]];
      }),
      [`warm navigation, slowest (${warm.remote})`, `${ms(warm.ms)} ms`, `≤ ${TARGETS.warmNavMs} ms`, verdict(warm.ms <= TARGETS.warmNavMs)],
      [`cold navigation, slowest (${cold.remote})`, `${ms(cold.ms)} ms`, `≤ ${TARGETS.coldNavMs} ms`, verdict(cold.ms <= TARGETS.coldNavMs)],
      ['production build', `${r.buildSeconds.toFixed(1)} s`, `≤ ${TARGETS.buildSeconds} s`, verdict(r.buildSeconds <= TARGETS.buildSeconds)],
    ]),
  );
  const fcpLead = medianOf(home.runs.map((x) => x.contentMs)) - medianOf(home.runs.map((x) => x.fcpMs));
  // When the first paint is a placeholder (index.html's "Loading…"), the bytes before it depend on timing, not on
  // what the page needs: that is why the ratio target is judged on the bytes before the page's own content.
  console.log(`\n${home.label} JS gz before FCP ÷ floor: ${fcpRatio.toFixed(2)}× (FCP comes ${ms(fcpLead)} ms before the page content)`);
  // A prerendered page shows its content before any script; what the app then needs to take it over is shown too.
  const readyRatio = medianOf(home.runs.map((x) => x.jsGzipBeforeReady)) / floorContent;
  const readyLag = medianOf(home.runs.map((x) => x.readyMs)) - medianOf(home.runs.map((x) => x.contentMs));
  console.log(`${home.label} JS gz before the app took the page over ÷ floor: ${readyRatio.toFixed(2)}× (${ms(readyLag)} ms after the content)`);
  // The live frame keeps a prerendered page's content until the page's own code draws it: when that happened too.
  const liveRatio = medianOf(home.runs.map((x) => x.jsGzipBeforeLive)) / floorContent;
  const liveLag = medianOf(home.runs.map((x) => x.liveMs)) - medianOf(home.runs.map((x) => x.readyMs));
  console.log(`${home.label} JS gz before the page's own code drew it ÷ floor: ${liveRatio.toFixed(2)}× (${ms(liveLag)} ms after the take-over)`);
}
