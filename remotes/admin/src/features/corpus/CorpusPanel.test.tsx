import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { setTokenProvider } from '@iprism/shared/api/token-provider';
import type { CorpusImport, CorpusStatus } from '@iprism/shared/contracts/patents';
import { CORPUS_REFRESH_MS } from './corpus-refresh';
import { CorpusPanel } from './CorpusPanel';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

const IMPORT: CorpusImport = {
  id: 'i1',
  source: 'patent_details_20251001-102339.csv',
  status: 'completed',
  imported: 1998,
  updated: 0,
  rejected: 2,
  rejections: [
    { record: 'row 17', reason: 'No publication number' },
    { record: 'row 40', reason: 'Not a publication number: WO-XYZ' },
  ],
  error: null,
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:02:00.000Z',
};
const STATUS: CorpusStatus = {
  documents: 1998,
  byCountry: [
    { country: 'US', documents: 1450 },
    { country: 'CN', documents: 400 },
    { country: 'WO', documents: 148 },
  ],
  cpcSymbols: 5321,
  vectors: { model: 'use-lite-512', embedded: 500, pending: 1498, running: false },
  imports: [IMPORT],
};

const renderPanel = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <CorpusPanel />
    </QueryClientProvider>,
  );

const answers: CorpusStatus[] = [];
const fetchMock = jest.fn(async () => {
  const body = answers.length > 1 ? answers.shift() : answers[0];
  return { ok: true, status: 200, text: async () => JSON.stringify(body) };
});

describe('CorpusPanel', () => {
  beforeAll(() => setTokenProvider(async () => 'session-token'));
  afterAll(() => setTokenProvider(null));
  beforeEach(() => {
    answers.length = 0;
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('shows size, countries, symbols, vector progress and the import history with its rejections', async () => {
    answers.push({ ...STATUS, vectors: { ...STATUS.vectors, pending: 0, embedded: 1998 } });
    renderPanel();
    const panel = screen.getByRole('region', { name: 'Patent corpus' });
    expect(await within(panel).findByTestId('corpus-documents')).toHaveTextContent('1,998documents');
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/corpus', expect.objectContaining({ method: 'GET' }));
    expect(within(panel).getByTestId('corpus-cpc-symbols')).toHaveTextContent('5,321CPC symbols in use');
    expect(within(panel).getAllByTestId('country-bar').map((b) => b.textContent)).toEqual(['US1,450', 'CN400', 'WO148']);
    expect(within(panel).getByRole('progressbar', { name: 'Documents embedded for semantic search' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(panel).getByTestId('corpus-vectors')).toHaveTextContent('1,998 embedded · 0 pending · use-lite-512');

    const row = within(panel).getByTestId('import-row');
    expect(row).toHaveTextContent('patent_details_20251001-102339.csv');
    expect(row).toHaveTextContent('completed');
    expect(screen.queryByTestId('import-rejections')).not.toBeInTheDocument();
    const toggle = within(row).getByRole('button', { name: 'Show rejections of patent_details_20251001-102339.csv' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('import-rejections')).toHaveTextContent('row 17: No publication number');
    expect(screen.getByTestId('import-rejections')).toHaveTextContent('row 40: Not a publication number: WO-XYZ');
  });

  it('refreshes while an import or the embedding runs and stops once both are done', async () => {
    jest.useFakeTimers();
    const running: CorpusStatus = { ...STATUS, imports: [{ ...IMPORT, status: 'running', finishedAt: null }] };
    const embedding: CorpusStatus = { ...STATUS, documents: 2500, vectors: { ...STATUS.vectors, embedded: 2000, pending: 500, running: true } };
    const done: CorpusStatus = { ...embedding, vectors: { ...embedding.vectors, embedded: 2500, pending: 0, running: false } };
    answers.push(running, embedding, done);
    renderPanel();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('corpus-documents')).toHaveTextContent('1,998');
    expect(screen.getByTestId('import-row')).toHaveTextContent('running');
    await act(() => jest.advanceTimersByTimeAsync(CORPUS_REFRESH_MS + 1));
    expect(screen.getByTestId('corpus-documents')).toHaveTextContent('2,500');
    expect(screen.getByTestId('corpus-vectors')).toHaveTextContent('2,000 embedded · 500 pending');
    await act(() => jest.advanceTimersByTimeAsync(CORPUS_REFRESH_MS + 1));
    expect(screen.getByTestId('corpus-vectors')).toHaveTextContent('2,500 embedded · 0 pending');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(CORPUS_REFRESH_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('shows a failure with a retry', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 403, headers: new Headers(), text: async () => JSON.stringify({ statusCode: 403, code: 'FORBIDDEN', message: 'Administrator access is required.' }) }));
    answers.push(STATUS);
    renderPanel();
    const alert = await screen.findByTestId('corpus-error');
    expect(alert).toHaveTextContent('Administrator access is required.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('corpus-documents')).toHaveTextContent('1,998');
  });
});
