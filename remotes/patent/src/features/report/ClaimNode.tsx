import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Claim, ClaimTreeNode } from '@iprism/shared/contracts/report';
import { claimPreview, dependencyLabel } from './claim-text';
import { CATEGORY_LABELS } from './report-labels';

export interface ClaimNodeProps {
  node: ClaimTreeNode;
  claims: ReadonlyMap<number, Claim>;
  expanded: ReadonlySet<number>;
  onToggle: (claimNumber: number) => void;
  depth: number;
}

/** One claim: number, category, first words, and its dependents behind a toggle. */
export function ClaimNode({ node, claims, expanded, onToggle, depth }: ClaimNodeProps) {
  const childrenId = useId();
  const claim = claims.get(node.number);
  const open = expanded.has(node.number);
  const hasChildren = node.children.length > 0;
  const dependency = claim ? dependencyLabel(claim) : null;
  return (
    <Box component="li" data-testid="claim-node" data-claim={node.number}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', py: 0.5, pl: depth === 0 ? 0 : 0.5 }}>
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => onToggle(node.number)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={`${open ? 'Collapse' : 'Expand'} claim ${node.number} (${node.children.length} dependent)`}
            sx={{ mt: -0.25 }}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 30, flexShrink: 0 }} aria-hidden />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle2" component="span">{`Claim ${node.number}`}</Typography>
            {claim && <Chip size="small" variant={claim.independent ? 'filled' : 'outlined'} color={claim.independent ? 'primary' : 'default'} label={CATEGORY_LABELS[claim.category]} />}
            {claim?.independent && (
              <Typography variant="caption" color="text.secondary">
                Independent
              </Typography>
            )}
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} title={claim?.text} data-testid="claim-preview">
            {claim ? claimPreview(claim.text) : 'This claim is missing from the report.'}
          </Typography>
          {dependency && (
            <Typography variant="caption" color="text.secondary">
              {dependency}
            </Typography>
          )}
        </Box>
      </Stack>
      {hasChildren && open && (
        <Box component="ul" id={childrenId} sx={{ m: 0, p: 0, pl: { xs: 2, sm: 3 }, ml: 1.75, listStyle: 'none', borderLeft: 1, borderColor: 'divider' }}>
          {node.children.map((child) => (
            <ClaimNode key={child.number} node={child} claims={claims} expanded={expanded} onToggle={onToggle} depth={depth + 1} />
          ))}
        </Box>
      )}
    </Box>
  );
}
