import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CpcChild, CpcSearchHit } from '@iprism/shared/contracts/cpc';
import type { CpcNode } from '@iprism/shared/contracts/patents';

/**
 * A fetch that answers the CPC API from the real 2019.08 scheme TSV, as the server would: sections, nodes
 * with path and children, and a title/symbol search. Document counts are the test's own.
 */

const TSV = join(__dirname, '..', '..', '..', '..', '..', '..', '..', 'shared', 'data', 'cpc-scheme-2019-08', 'cpc_scheme_2019-08_titles_to_maingroup.tsv');

interface Row {
  symbol: string;
  kind: CpcNode['kind'];
  parent: string | null;
  title: string;
}

function readScheme(): Row[] {
  return readFileSync(TSV, 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter(([, kind]) => kind !== 'subsection')
    .map(([symbol = '', kind = '', , parent = '', title = '']) => ({ symbol, kind: (kind === 'main_group' ? 'group' : kind) as Row['kind'], parent: parent || null, title }));
}

export interface FakeResponse {
  ok: boolean;
  status: number;
  text(): Promise<string>;
}

const answer = (status: number, body: unknown): FakeResponse => ({ ok: status < 400, status, text: async () => JSON.stringify(body) });

export function fakeCpcApi(counts: Record<string, number>, opts: { empty?: boolean } = {}) {
  const rows = opts.empty ? [] : readScheme();
  const bySymbol = new Map(rows.map((r) => [r.symbol, r]));
  const child = (r: Row): CpcChild => ({ symbol: r.symbol, kind: r.kind, title: r.title, documentCount: counts[r.symbol] ?? 0 });
  const ancestors = (r: Row): Row[] => {
    const up: Row[] = [];
    for (let p = r.parent ? bySymbol.get(r.parent) : undefined; p; p = p.parent ? bySymbol.get(p.parent) : undefined) up.unshift(p);
    return up;
  };
  const paths: string[] = [];

  const fetch = async (input: string): Promise<FakeResponse> => {
    paths.push(input);
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/cpc') return answer(200, { sections: rows.filter((r) => r.kind === 'section').map(child) });
    if (url.pathname === '/api/cpc/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const results: CpcSearchHit[] = rows
        .filter((r) => r.symbol.toLowerCase().startsWith(q) || r.title.toLowerCase().includes(q))
        .slice(0, limit)
        .map((r) => ({ symbol: r.symbol, kind: r.kind, title: r.title, path: ancestors(r).map((a) => a.symbol) }));
      return answer(200, { results });
    }
    const symbol = decodeURIComponent(url.pathname.slice('/api/cpc/'.length));
    const row = bySymbol.get(symbol);
    if (!row) return answer(404, { statusCode: 404, code: 'NOT_FOUND', message: `CPC symbol not found: ${symbol}` });
    const node: CpcNode = {
      ...child(row),
      parent: row.parent,
      path: ancestors(row).map((a) => ({ symbol: a.symbol, title: a.title })),
      children: rows.filter((r) => r.parent === symbol).map(child),
    };
    return answer(200, node);
  };
  return { fetch, paths };
}
