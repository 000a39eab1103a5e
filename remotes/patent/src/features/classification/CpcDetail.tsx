import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@iprism/shared/router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { CpcNode } from '@iprism/shared/contracts/patents';
import { formatCount } from './CpcTree';
import type { CpcTreeApi } from './use-cpc-tree';

const KIND_LABELS: Record<CpcNode['kind'], string> = { section: 'Section', class: 'Class', subclass: 'Subclass', group: 'Main group' };

/** The prior-art search limited to documents classified under `symbol`. */
export const searchWithinPath = (symbol: string): string => `/dashboard/patent/priorart?cpc=${encodeURIComponent(symbol)}`;

/** The selected symbol: where it sits, what it covers, how many corpus documents, and a search within it. */
export function CpcDetail({ tree }: { tree: CpcTreeApi }) {
  const { selected, nodes, load } = tree;
  const node = selected ? (nodes.get(selected) ?? null) : null;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setFailed(false);
    if (selected && !nodes.has(selected)) load(selected).catch(() => setFailed(true));
  }, [selected, nodes, load]);

  if (!selected) {
    return (
      <Typography color="text.secondary" data-testid="cpc-detail-hint">
        Choose a symbol in the tree, or search for one, to see its place in the scheme and its documents.
      </Typography>
    );
  }
  if (!node) return failed ? null : <Skeleton variant="rectangular" height={120} data-testid="cpc-detail-loading" />;
  return (
    <Stack spacing={1.5} data-testid="cpc-detail">
      <Breadcrumbs aria-label="Place in the scheme">
        {node.path.map((p) => (
          <Button key={p.symbol} size="small" onClick={() => void tree.reveal({ symbol: p.symbol, path: node.path.slice(0, node.path.indexOf(p)).map((a) => a.symbol) })} title={p.title}>
            {p.symbol}
          </Button>
        ))}
        <Typography color="text.primary" sx={{ fontWeight: 600 }} aria-current="location">
          {node.symbol}
        </Typography>
      </Breadcrumbs>
      <Typography variant="overline" color="text.secondary">
        {KIND_LABELS[node.kind]}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ fontFamily: 'monospace' }}>
        {node.symbol}
      </Typography>
      <Typography>{node.title}</Typography>
      <Typography color="text.secondary" data-testid="cpc-detail-count">
        {formatCount(node.documentCount)} {node.documentCount === 1 ? 'document' : 'documents'} in the corpus
        {node.children.length > 0 && ` · ${node.children.length} ${node.children.length === 1 ? 'subdivision' : 'subdivisions'}`}
      </Typography>
      <div>
        <Button component={RouterLink} to={searchWithinPath(node.symbol)} variant="contained" startIcon={<SearchIcon />}>
          Search within {node.symbol}
        </Button>
      </div>
    </Stack>
  );
}
