import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Claim, ClaimTreeNode } from '@iprism/shared/contracts/report';
import { ClaimNode } from './ClaimNode';
import { claimsByNumber } from './claim-text';

/** Every node that has children: the set an "Expand all" opens. */
function parents(nodes: readonly ClaimTreeNode[], into: Set<number> = new Set()): Set<number> {
  for (const node of nodes) {
    if (node.children.length > 0) into.add(node.number);
    parents(node.children, into);
  }
  return into;
}

export interface ClaimTreeProps {
  claims: readonly Claim[];
  tree: readonly ClaimTreeNode[];
}

/**
 * The claim tree: independent claims as roots, dependents nested under what they refer to. Nested lists
 * with an expand button per parent (aria-expanded), so Tab and Enter/Space work without a tree widget.
 */
export function ClaimTree({ claims, tree }: ClaimTreeProps) {
  const byNumber = useMemo(() => claimsByNumber(claims), [claims]);
  const all = useMemo(() => parents(tree), [tree]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(all);
  const toggle = (n: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });

  if (tree.length === 0) return <Typography color="text.secondary">No claims were found in this document.</Typography>;
  return (
    <>
      {all.size > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Button size="small" onClick={() => setExpanded(new Set(all))}>
            Expand all
          </Button>
          <Button size="small" onClick={() => setExpanded(new Set())}>
            Collapse all
          </Button>
        </Stack>
      )}
      <Stack component="ul" spacing={0.5} aria-label="Claim tree" sx={{ m: 0, p: 0, listStyle: 'none' }} data-testid="claim-tree">
        {tree.map((node) => (
          <ClaimNode key={node.number} node={node} claims={byNumber} expanded={expanded} onToggle={toggle} depth={0} />
        ))}
      </Stack>
    </>
  );
}
