import type { PatentSearchRequest } from '@iprism/shared/contracts';
import { firstClaim } from '../../server/src/modules/search/embed-text';
import { patentEvalClaimSets } from '../../server/src/modules/search/sample-corpus';

/** Typed queries, and the same with each filter, as the search box and the prior-art stage send them. */
const SHORT = [
  'baseball bat',
  'federated learning',
  'neural network accelerator',
  'transformer language model',
  'medical image segmentation',
  'speech recognition acoustic model',
  'autonomous vehicle lidar point cloud',
  'protein structure prediction',
  'reinforcement learning robot control',
  'anomaly detection network traffic',
];

/** Claim 1 of real applications (PatentEval, HUPD), as the priorArt stage sends them. */
function claims(dataDir: string, count: number): string[] {
  // G and H (computing, electricity) match the corpus; every 5th for variety.
  return patentEvalClaimSets(dataDir)
    .filter((r) => r.section === 'G' || r.section === 'H')
    .filter((_r, i) => i % 5 === 0)
    .slice(0, count)
    .map((r) => firstClaim(r.claims));
}

export function benchQueries(dataDir: string): { label: string; request: PatentSearchRequest }[] {
  return [
    ...SHORT.map((query) => ({ label: 'short', request: { query } })),
    ...SHORT.slice(0, 5).map((query) => ({ label: 'short+filters', request: { query, filters: { publishedBefore: '2015-01-01', country: 'US' } } })),
    ...SHORT.slice(5).map((query) => ({ label: 'short+cpc', request: { query, filters: { cpc: 'G06N' } } })),
    ...claims(dataDir, 10).map((query) => ({ label: 'claim', request: { query, filters: { publishedBefore: '2020-01-01' } } })),
    ...SHORT.slice(0, 5).map((query) => ({ label: 'page 3', request: { query, page: 3 } })),
  ];
}
