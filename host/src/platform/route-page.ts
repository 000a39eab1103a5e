import { ROUTES } from '@iprism/shared/contracts';

export interface RemotePageRef {
  remote: string;
  module: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * How well `pattern` matches `path`, ranked the way react-router ranks routes (a static segment
 * outweighs a `:param`, a trailing `*` costs a little), or null when it does not match.
 */
function matchScore(pattern: string, path: string): number | null {
  const want = segments(pattern);
  const got = segments(path);
  let score = 0;
  for (const [i, seg] of want.entries()) {
    if (seg === '*') return score - 2;
    const part = got[i];
    if (part === undefined) return null;
    if (seg.startsWith(':')) score += 3;
    else if (seg.toLowerCase() === part.toLowerCase()) score += 10;
    else return null;
  }
  return got.length === want.length ? score : null;
}

/**
 * The remote page a path shows, without react-router: the entry uses it before any shared module
 * (the router among them) is available, to start loading that page early. Host pages and unknown
 * paths give null.
 */
export function remotePageAt(pathname: string): RemotePageRef | null {
  let best: { score: number; page: RemotePageRef | null } | null = null;
  for (const route of ROUTES) {
    const score = matchScore(route.path, pathname);
    if (score === null || (best && best.score >= score)) continue;
    best = { score, page: 'remote' in route.page ? { remote: route.page.remote, module: route.page.module } : null };
  }
  return best?.page ?? null;
}
