import { act, fireEvent, screen, within } from '@testing-library/react';
import { setTokenProvider } from '@iprism/shared/api/token-provider';
import { CPC_IMPORT_COMMAND } from '@iprism/shared/contracts/cpc';
import { fakeCpcApi, type FakeResponse } from '../features/classification/testing/fake-cpc-api';
import { renderRoute } from '../testing/render-route';
import ClassificationExplorer from './ClassificationExplorer';

const COUNTS = { G: 1200, H: 310, G06: 1100, G06N: 800, 'G06N3/00': 512, 'G06N20/00': 95 };
const EXPLORER = '/dashboard/patent/classification-explorer';

let api: ReturnType<typeof fakeCpcApi>;
const serve = (fake: ReturnType<typeof fakeCpcApi> | ((path: string) => Promise<FakeResponse>)) => {
  const handler = typeof fake === 'function' ? fake : fake.fetch;
  global.fetch = jest.fn((path: string) => handler(path)) as unknown as typeof fetch;
};
const row = (symbol: string) => screen.getAllByTestId('cpc-tree-row').find((r) => r.getAttribute('data-symbol') === symbol)!;
const findRow = async (symbol: string) => {
  await screen.findByRole('treeitem', { name: new RegExp(`^${symbol.replace('/', '\\/')} `) });
  return row(symbol);
};

describe('Classification explorer', () => {
  beforeAll(() => setTokenProvider(async () => 'session-token'));
  afterAll(() => setTokenProvider(null));
  beforeEach(() => {
    api = fakeCpcApi(COUNTS);
    serve(api);
  });

  it('shows the sections as a tree with titles and document counts', async () => {
    renderRoute(EXPLORER, <ClassificationExplorer />);
    expect(screen.getByTestId('cpc-loading')).toHaveTextContent('Loading the CPC scheme…');
    const tree = await screen.findByRole('tree', { name: 'CPC scheme' });
    const items = within(tree).getAllByRole('treeitem');
    expect(items.map((i) => i.getAttribute('data-symbol'))).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'Y']);
    expect(row('G')).toHaveAttribute('aria-expanded', 'false');
    expect(row('G')).toHaveAttribute('aria-level', '1');
    expect(row('G')).toHaveTextContent('PHYSICS');
    expect(within(row('G')).getByTestId('cpc-count')).toHaveTextContent('1,200');
    expect(row('A')).toHaveAttribute('tabindex', '0');
    expect(row('G')).toHaveAttribute('tabindex', '-1');
  });

  it('opens a node on click, loading its children once, and details it with a search-within link', async () => {
    renderRoute(EXPLORER, <ClassificationExplorer />);
    fireEvent.click(await findRow('G'));
    const g06 = await findRow('G06');
    expect(row('G')).toHaveAttribute('aria-expanded', 'true');
    expect(g06).toHaveAttribute('aria-level', '2');
    expect(within(g06).getByTestId('cpc-count')).toHaveTextContent('1,100');
    const detail = await screen.findByTestId('cpc-detail');
    expect(detail).toHaveTextContent('PHYSICS');
    expect(within(detail).getByTestId('cpc-detail-count')).toHaveTextContent('1,200 documents in the corpus');
    expect(within(detail).getByRole('link', { name: 'Search within G' })).toHaveAttribute('href', '/dashboard/patent/priorart?cpc=G');
    fireEvent.click(row('G'));
    expect(screen.queryByText(/^G06$/)).not.toBeInTheDocument();
    fireEvent.click(row('G'));
    await findRow('G06');
    expect(api.paths.filter((p) => p === '/api/cpc/G')).toHaveLength(1);
  });

  it('is driven by the keyboard: arrows move, open and enter; Enter selects', async () => {
    renderRoute(EXPLORER, <ClassificationExplorer />);
    const tree = await screen.findByRole('tree');
    act(() => row('A').focus());
    fireEvent.keyDown(tree, { key: 'End' });
    expect(row('Y')).toHaveFocus();
    fireEvent.keyDown(tree, { key: 'ArrowUp' });
    fireEvent.keyDown(tree, { key: 'ArrowUp' });
    expect(row('G')).toHaveFocus();
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    await findRow('G06');
    fireEvent.keyDown(tree, { key: 'ArrowRight' });
    expect(row('G01')).toHaveFocus();
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(row('G')).toHaveFocus();
    fireEvent.keyDown(tree, { key: 'ArrowLeft' });
    expect(row('G')).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(tree, { key: 'Enter' });
    expect(row('G')).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByTestId('cpc-detail')).toHaveTextContent('PHYSICS');
  });

  it('searches titles once typing pauses and reveals the chosen hit in the tree', async () => {
    renderRoute(EXPLORER, <ClassificationExplorer />);
    await screen.findByRole('tree');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by symbol or concept' }), { target: { value: 'biological models' } });
    const hit = await screen.findByRole('button', { name: /^Show G06N3\/00 Computer systems based on biological models/ });
    expect(api.paths.filter((p) => p.startsWith('/api/cpc/search'))).toEqual(['/api/cpc/search?q=biological+models&limit=10']);
    fireEvent.click(hit);
    const revealed = await findRow('G06N3/00');
    expect(revealed).toHaveAttribute('aria-level', '4');
    expect(revealed).toHaveAttribute('aria-selected', 'true');
    expect(revealed).toHaveFocus();
    expect(['G', 'G06', 'G06N'].map((s) => row(s).getAttribute('aria-expanded'))).toEqual(['true', 'true', 'true']);
    const detail = await screen.findByTestId('cpc-detail');
    expect(detail).toHaveTextContent('Computer systems based on biological models');
    expect(within(detail).getByRole('navigation', { name: 'Place in the scheme' })).toHaveTextContent('G/G06/G06N/G06N3/00');
    expect(within(detail).getByTestId('cpc-detail-count')).toHaveTextContent('512 documents in the corpus');
    expect(within(detail).getByRole('link', { name: 'Search within G06N3/00' })).toHaveAttribute('href', '/dashboard/patent/priorart?cpc=G06N3%2F00');
  });

  it('says when nothing matches the search', async () => {
    renderRoute(EXPLORER, <ClassificationExplorer />);
    await screen.findByRole('tree');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by symbol or concept' }), { target: { value: 'zzqx' } });
    expect(await screen.findByTestId('cpc-search-empty')).toHaveTextContent('No subclass or group matches “zzqx”.');
  });

  it('explains how to import the scheme while it is empty', async () => {
    serve(fakeCpcApi({}, { empty: true }));
    renderRoute(EXPLORER, <ClassificationExplorer />);
    const empty = await screen.findByTestId('cpc-empty');
    expect(empty).toHaveTextContent('The CPC scheme has not been imported yet');
    expect(empty).toHaveTextContent(CPC_IMPORT_COMMAND);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let calls = 0;
    serve(async (path) => (calls++ === 0 ? { ok: false, status: 500, text: async () => JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'x' }) } : api.fetch(path)));
    renderRoute(EXPLORER, <ClassificationExplorer />);
    const alert = await screen.findByTestId('cpc-load-error');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tree')).toBeInTheDocument();
  });
});
