import { useEffect, useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { keyAction, type TreeRow } from './cpc-tree-model';
import type { CpcTreeApi } from './use-cpc-tree';

export const formatCount = (n: number): string => n.toLocaleString('en-US');
const documents = (n: number): string => `${formatCount(n)} ${n === 1 ? 'document' : 'documents'}`;

function Row({ row, tree, focusable, register }: { row: TreeRow; tree: CpcTreeApi; focusable: boolean; register: (el: HTMLLIElement | null) => void }) {
  const toggle = () => (row.expanded ? tree.collapse(row.symbol) : row.expandable && tree.expand(row.symbol));
  return (
    <Box
      component="li"
      ref={register}
      role="treeitem"
      aria-level={row.depth}
      aria-expanded={row.expandable ? row.expanded : undefined}
      aria-selected={tree.selected === row.symbol}
      aria-busy={row.loading || undefined}
      aria-label={`${row.symbol} ${row.title}, ${documents(row.documentCount)}`}
      tabIndex={focusable ? 0 : -1}
      data-symbol={row.symbol}
      data-testid="cpc-tree-row"
      onClick={() => {
        tree.select(row.symbol);
        toggle();
      }}
      onFocus={() => tree.setFocused(row.symbol)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        pr: 1,
        pl: (row.depth - 1) * 2.5,
        cursor: 'pointer',
        borderRadius: 1,
        bgcolor: tree.selected === row.symbol ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box aria-hidden sx={{ width: 24, display: 'flex', justifyContent: 'center', color: 'text.secondary' }}>
        {row.loading ? <CircularProgress size={14} /> : row.expandable && (row.expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />)}
      </Box>
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: '5.5rem' }}>
        {row.symbol}
      </Typography>
      {/* Spaces between the parts, so the visible text reads as the words that start the name (speech input). */}{' '}
      <Typography component="span" variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={row.title}>
        {row.title}
      </Typography>{' '}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="cpc-count">
        {formatCount(row.documentCount)}
      </Typography>
    </Box>
  );
}

/**
 * The CPC scheme as a WAI-ARIA tree: one tab stop (the focused row), arrows to move, open and close,
 * Home and End, Enter or Space to select. Children load when a node is first opened.
 */
export function CpcTree({ tree }: { tree: CpcTreeApi }) {
  const elements = useRef(new Map<string, HTMLLIElement>());
  // Only keyboard moves and reveals take the focus; a re-render must not steal it from the search box.
  const pendingFocus = useRef<string | null>(null);
  const focused = tree.focused && tree.rows.some((r) => r.symbol === tree.focused) ? tree.focused : (tree.rows[0]?.symbol ?? null);

  useEffect(() => {
    if (tree.revealed) pendingFocus.current = tree.revealed.symbol;
  }, [tree.revealed]);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target && elements.current.has(target)) {
      elements.current.get(target)?.focus();
      elements.current.get(target)?.scrollIntoView?.({ block: 'nearest' });
      pendingFocus.current = null;
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!focused) return;
    const action = keyAction(tree.rows, focused, e.key);
    if (!action) return;
    e.preventDefault();
    if (action.type === 'focus') {
      pendingFocus.current = action.symbol;
      tree.setFocused(action.symbol);
    } else if (action.type === 'expand') tree.expand(action.symbol);
    else if (action.type === 'collapse') tree.collapse(action.symbol);
    else {
      tree.select(action.symbol);
      const row = tree.rows.find((r) => r.symbol === action.symbol);
      if (row?.expandable && !row.expanded) tree.expand(row.symbol);
    }
  };

  return (
    <Box component="ul" role="tree" aria-label="CPC scheme" onKeyDown={onKeyDown} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="cpc-tree">
      {tree.rows.map((row) => (
        <Row
          key={row.symbol}
          row={row}
          tree={tree}
          focusable={row.symbol === focused}
          register={(el) => {
            if (el) elements.current.set(row.symbol, el);
            else elements.current.delete(row.symbol);
          }}
        />
      ))}
    </Box>
  );
}
