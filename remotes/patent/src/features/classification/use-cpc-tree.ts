import { useCallback, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorText } from '@iprism/shared/api/api-error';
import { cpcQueries } from '@iprism/shared/api/cpc-queries';
import type { CpcNode } from '@iprism/shared/contracts/patents';
import type { CpcSearchHit } from '@iprism/shared/contracts/cpc';
import { visibleRows } from './cpc-tree-model';

const withItem = <T>(set: ReadonlySet<T>, item: T): Set<T> => new Set(set).add(item);
const withoutItem = <T>(set: ReadonlySet<T>, item: T): Set<T> => {
  const next = new Set(set);
  next.delete(item);
  return next;
};

/**
 * The explorer's tree: sections on mount, each node's children fetched once when first opened (GET
 * /api/cpc/{symbol}, kept with the node for the detail panel), and `reveal` to open the way to a search hit.
 */
export function useCpcTree() {
  const queryClient = useQueryClient();
  const sections = useQuery(cpcQueries.sections());
  const roots = sections.data ?? null;
  const [nodeError, setNodeError] = useState<string | null>(null);
  const [nodes, setNodes] = useState<ReadonlyMap<string, CpcNode>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [chosenFocus, setFocused] = useState<string | null>(null);
  const focused = chosenFocus ?? roots?.[0]?.symbol ?? null;
  // A new object per reveal, so revealing the same symbol twice still moves the focus.
  const [revealed, setRevealed] = useState<{ symbol: string } | null>(null);
  const error = sections.error ? apiErrorText(sections.error) : nodeError;

  // One request per symbol, shared by the tree and the detail panel: the cache holds it, and the scheme does not change under the page.
  const load = useCallback(
    (symbol: string): Promise<CpcNode> => {
      const options = { ...cpcQueries.node(symbol), staleTime: Infinity };
      if (queryClient.getQueryData(options.queryKey) === undefined) setLoading((l) => withItem(l, symbol));
      return queryClient.fetchQuery(options).then(
        (node) => {
          setNodes((n) => (n.get(symbol) === node ? n : new Map(n).set(symbol, node)));
          setLoading((l) => (l.has(symbol) ? withoutItem(l, symbol) : l));
          return node;
        },
        (err: unknown) => {
          setLoading((l) => withoutItem(l, symbol));
          setNodeError(apiErrorText(err));
          throw err;
        },
      );
    },
    [queryClient],
  );

  const expand = useCallback(
    (symbol: string) => {
      setExpanded((e) => withItem(e, symbol));
      load(symbol).catch(() => setExpanded((e) => withoutItem(e, symbol)));
    },
    [load],
  );
  const collapse = useCallback((symbol: string) => setExpanded((e) => withoutItem(e, symbol)), []);
  const select = useCallback((symbol: string) => {
    setSelected(symbol);
    setFocused(symbol);
  }, []);

  /** Opens every ancestor of the hit (loading their children in turn), then selects it. */
  const reveal = useCallback(
    async (hit: Pick<CpcSearchHit, 'symbol' | 'path'>) => {
      for (const ancestor of hit.path) {
        await load(ancestor);
        setExpanded((e) => withItem(e, ancestor));
      }
      select(hit.symbol);
      setRevealed({ symbol: hit.symbol });
    },
    [load, select],
  );

  const children = useMemo(() => new Map([...nodes].map(([symbol, node]) => [symbol, node.children])), [nodes]);
  const rows = useMemo(() => visibleRows({ roots: roots ?? [], children, expanded, loading }), [roots, children, expanded, loading]);
  const { refetch } = sections;
  const reload = useCallback(() => {
    setNodeError(null);
    void refetch();
  }, [refetch]);

  return { roots, rows, error, nodes, selected, focused, revealed, setFocused, expand, collapse, select, reveal, load, reload };
}

export type CpcTreeApi = ReturnType<typeof useCpcTree>;
