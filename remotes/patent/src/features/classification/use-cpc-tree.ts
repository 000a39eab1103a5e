import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getCpcNode, listCpcSections } from '@iprism/shared/api';
import type { CpcChild, CpcNode, CpcSearchHit } from '@iprism/shared/contracts';
import { loadErrorMessage } from '../account/api-errors';
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
  const [roots, setRoots] = useState<CpcChild[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nodes, setNodes] = useState<ReadonlyMap<string, CpcNode>>(new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // A new object per reveal, so revealing the same symbol twice still moves the focus.
  const [revealed, setRevealed] = useState<{ symbol: string } | null>(null);
  // One request per symbol, shared by the tree and the detail panel.
  const requests = useRef(new Map<string, Promise<CpcNode>>());

  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    listCpcSections(controller.signal).then(
      (sections) => {
        if (controller.signal.aborted) return;
        setRoots(sections);
        setFocused((f) => f ?? sections[0]?.symbol ?? null);
      },
      (err: unknown) => {
        if (!controller.signal.aborted) setError(loadErrorMessage(err));
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const load = useCallback((symbol: string): Promise<CpcNode> => {
    let request = requests.current.get(symbol);
    if (!request) {
      setLoading((l) => withItem(l, symbol));
      request = getCpcNode(symbol).then(
        (node) => {
          setNodes((n) => new Map(n).set(symbol, node));
          setLoading((l) => withoutItem(l, symbol));
          return node;
        },
        (err: unknown) => {
          requests.current.delete(symbol);
          setLoading((l) => withoutItem(l, symbol));
          setError(loadErrorMessage(err));
          throw err;
        },
      );
      requests.current.set(symbol, request);
    }
    return request;
  }, []);

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
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { roots, rows, error, nodes, selected, focused, revealed, setFocused, expand, collapse, select, reveal, load, reload };
}

export type CpcTreeApi = ReturnType<typeof useCpcTree>;
