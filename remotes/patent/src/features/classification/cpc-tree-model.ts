import type { CpcChild } from '@iprism/shared/contracts/cpc';

/**
 * The explorer's tree as plain data: which rows are visible given the loaded children and the expanded
 * symbols, and where each key of the WAI-ARIA tree pattern moves. Pure, so the keyboard rules are unit-tested.
 */

export interface TreeRow extends CpcChild {
  depth: number;
  parent: string | null;
  /** Unknown until loaded: groups are assumed leaves, everything above them has children. */
  expandable: boolean;
  expanded: boolean;
  /** Children are being fetched. */
  loading: boolean;
}

export interface TreeState {
  roots: readonly CpcChild[];
  /** Loaded children by parent symbol. */
  children: ReadonlyMap<string, readonly CpcChild[]>;
  expanded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
}

const isExpandable = (node: CpcChild, loaded: readonly CpcChild[] | undefined): boolean => (loaded ? loaded.length > 0 : node.kind !== 'group');

/** Every visible row in display order (depth-first through the expanded nodes). */
export function visibleRows(state: TreeState): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: readonly CpcChild[], depth: number, parent: string | null) => {
    for (const node of nodes) {
      const loaded = state.children.get(node.symbol);
      const expanded = state.expanded.has(node.symbol) && isExpandable(node, loaded);
      rows.push({ ...node, depth, parent, expandable: isExpandable(node, loaded), expanded, loading: state.loading.has(node.symbol) });
      if (expanded && loaded) walk(loaded, depth + 1, node.symbol);
    }
  };
  walk(state.roots, 1, null);
  return rows;
}

export type TreeAction = { type: 'focus'; symbol: string } | { type: 'expand'; symbol: string } | { type: 'collapse'; symbol: string } | { type: 'select'; symbol: string } | null;

/** What a key does on the focused row (WAI-ARIA tree view: arrows, Home, End, Enter and Space). */
export function keyAction(rows: readonly TreeRow[], focused: string, key: string): TreeAction {
  const i = rows.findIndex((r) => r.symbol === focused);
  const row = rows[i];
  if (!row) return null;
  switch (key) {
    case 'ArrowDown':
      return rows[i + 1] ? { type: 'focus', symbol: rows[i + 1]!.symbol } : null;
    case 'ArrowUp':
      return i > 0 ? { type: 'focus', symbol: rows[i - 1]!.symbol } : null;
    case 'ArrowRight':
      if (row.expandable && !row.expanded) return { type: 'expand', symbol: row.symbol };
      return row.expanded && rows[i + 1]?.parent === row.symbol ? { type: 'focus', symbol: rows[i + 1]!.symbol } : null;
    case 'ArrowLeft':
      if (row.expanded) return { type: 'collapse', symbol: row.symbol };
      return row.parent ? { type: 'focus', symbol: row.parent } : null;
    case 'Home':
      return { type: 'focus', symbol: rows[0]!.symbol };
    case 'End':
      return { type: 'focus', symbol: rows.at(-1)!.symbol };
    case 'Enter':
    case ' ':
      return { type: 'select', symbol: row.symbol };
    default:
      return null;
  }
}
