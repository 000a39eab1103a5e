import type { ClaimTreeNode } from '@iprism/shared/contracts';

/** Roots are the independent claims; a dependent claim sits under its first (lowest) parent. */
export function buildClaimTree(claims: readonly { number: number; dependsOn: readonly number[] }[]): ClaimTreeNode[] {
  const nodes = new Map<number, ClaimTreeNode>(claims.map((c) => [c.number, { number: c.number, children: [] }]));
  const roots: ClaimTreeNode[] = [];
  for (const claim of claims) {
    const node = nodes.get(claim.number);
    if (!node) continue;
    const parent = nodes.get(claim.dependsOn[0] ?? 0);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
