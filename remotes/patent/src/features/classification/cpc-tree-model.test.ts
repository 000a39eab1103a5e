import type { CpcChild } from '@iprism/shared/contracts/cpc';
import { keyAction, visibleRows, type TreeState } from './cpc-tree-model';

const node = (symbol: string, kind: CpcChild['kind'], documentCount = 0): CpcChild => ({ symbol, kind, title: `Title ${symbol}`, documentCount });
const state = (over: Partial<TreeState> = {}): TreeState => ({
  roots: [node('G', 'section', 9), node('H', 'section', 4)],
  children: new Map([
    ['G', [node('G06', 'class', 9)]],
    ['G06', [node('G06N', 'subclass', 7)]],
    ['G06N', [node('G06N3/00', 'group', 5), node('G06N20/00', 'group', 2)]],
  ]),
  expanded: new Set(['G', 'G06']),
  loading: new Set(),
  ...over,
});
const symbols = (s: TreeState) => visibleRows(s).map((r) => `${'  '.repeat(r.depth - 1)}${r.symbol}${r.expanded ? '-' : r.expandable ? '+' : ''}`);

describe('CPC tree model', () => {
  it('shows the expanded nodes’ loaded children, depth-first', () => {
    expect(symbols(state())).toEqual(['G-', '  G06-', '    G06N+', 'H+']);
    expect(symbols(state({ expanded: new Set(['G', 'G06', 'G06N']) }))).toEqual(['G-', '  G06-', '    G06N-', '      G06N3/00', '      G06N20/00', 'H+']);
  });

  it('treats groups as leaves and a node loaded with no children as a leaf', () => {
    const s = state({ children: new Map([['H', []]]), expanded: new Set(['H']) });
    expect(visibleRows(s).find((r) => r.symbol === 'H')).toMatchObject({ expandable: false, expanded: false });
  });

  it('moves with the arrow keys, Home and End; expands, enters, collapses and climbs', () => {
    const rows = visibleRows(state());
    expect(keyAction(rows, 'G', 'ArrowDown')).toEqual({ type: 'focus', symbol: 'G06' });
    expect(keyAction(rows, 'G06', 'ArrowUp')).toEqual({ type: 'focus', symbol: 'G' });
    expect(keyAction(rows, 'H', 'ArrowDown')).toBeNull();
    expect(keyAction(rows, 'G06N', 'ArrowRight')).toEqual({ type: 'expand', symbol: 'G06N' });
    expect(keyAction(rows, 'G06', 'ArrowRight')).toEqual({ type: 'focus', symbol: 'G06N' });
    expect(keyAction(rows, 'G06', 'ArrowLeft')).toEqual({ type: 'collapse', symbol: 'G06' });
    expect(keyAction(rows, 'G06N', 'ArrowLeft')).toEqual({ type: 'focus', symbol: 'G06' });
    expect(keyAction(rows, 'G', 'ArrowLeft')).toEqual({ type: 'collapse', symbol: 'G' });
    expect(keyAction(rows, 'G06N', 'Home')).toEqual({ type: 'focus', symbol: 'G' });
    expect(keyAction(rows, 'G', 'End')).toEqual({ type: 'focus', symbol: 'H' });
    expect(keyAction(rows, 'G06N', 'Enter')).toEqual({ type: 'select', symbol: 'G06N' });
    expect(keyAction(rows, 'G06N', 'x')).toBeNull();
  });
});
