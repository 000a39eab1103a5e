import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { getPriorArt, searchPatents, setPriorArtCutoff } from '@iprism/shared/api/prior-art';
import type { PatentSearchResponse } from '@iprism/shared/contracts/patents';
import type { PriorArtResult } from '@iprism/shared/contracts/prior-art';
import { renderRoute } from '../testing/render-route';
import PriorArt from './PriorArt';

jest.mock('@iprism/shared/api/prior-art', () => ({ ...jest.requireActual('@iprism/shared/api/prior-art'), getPriorArt: jest.fn(), searchPatents: jest.fn(), setPriorArtCutoff: jest.fn() }));

const RESULT: PriorArtResult = {
  applicationId: 'app_1',
  status: 'completed',
  cutoffDate: '2024-05-01',
  cutoffBasis: '2024-05-01 — filing date of application 17/123,456',
  cutoffSource: 'document',
  dateClaims: [{ date: '2024-05-01', basis: 'filing', number: '17123456', country: 'US', relation: null }],
  excluded: [],
  mode: 'fused',
  corpusSize: 12000,
  createdAt: '2024-05-01T10:00:00.000Z',
  queries: [{ source: 1, text: 'A vehicle comprising a radar sensor' }],
  references: [
    { rank: 1, publicationNumber: 'US1234567B2', title: 'Adaptive cruise control', score: 0.03, relevance: 0.82, snippet: 'a <mark>radar</mark> &amp; lidar', publicationDate: '2015-02-03', filingDate: null, priorityDate: null, cpc: ['B60W30/16'], foundBy: [0, 1], field: 'main-group' },
  ],
  claimCharts: [
    {
      claimNumber: 1,
      references: ['US1234567B2'],
      elements: [
        { index: 1, text: 'A vehicle comprising', matches: [{ publicationNumber: 'US1234567B2', passage: 'A vehicle with a radar.', field: 'abstract', score: 1 }] },
        { index: 2, text: 'a photon cannon', matches: [{ publicationNumber: 'US1234567B2', passage: null, field: null, score: 0 }] },
      ],
    },
  ],
  cpcPredictions: [{ symbol: 'B60W', title: 'Conjoint control of vehicle sub-units', score: 0.7 }],
};

const SEARCH: PatentSearchResponse = {
  results: [{ publicationNumber: 'US7654321B1', country: 'US', number: '7654321', kind: 'B1', title: 'Neural accelerator', snippet: '<mark>neural</mark> core', score: 1, publicationDate: '2010-01-01', filingDate: null, priorityDate: null, cpc: ['G06N3/063'] }],
  total: 41,
  page: 1,
  pageSize: 20,
  mode: 'fulltext',
};

describe('Prior art screen', () => {
  afterEach(() => jest.resetAllMocks());

  it("shows an application's references with relevance, the claim chart and the CPC prediction", async () => {
    jest.mocked(getPriorArt).mockResolvedValue(RESULT);
    renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    const refs = await screen.findAllByTestId('prior-art-reference');
    expect(refs).toHaveLength(1);
    expect(refs[0]).toHaveTextContent('US1234567B2 · Adaptive cruise control');
    expect(refs[0]).toHaveTextContent('82%');
    expect(within(refs[0]!).getByText('radar').tagName).toBe('MARK');
    expect(refs[0]).toHaveTextContent('a radar & lidar');
    expect(refs[0]).toHaveTextContent('Found by abstract, claim 1');
    const rows = within(screen.getByTestId('claim-chart')).getAllByTestId('claim-chart-element');
    expect(rows[0]).toHaveTextContent('100% · abstract');
    expect(rows[1]).toHaveTextContent('Not found');
    expect(screen.getByTestId('cpc-predictions')).toHaveTextContent('B60W');
    expect(screen.getByText('12,000 documents searched')).toBeInTheDocument();
  });

  it('shows the cutoff with its basis, and asks for a date when the document states none', async () => {
    jest.mocked(getPriorArt).mockResolvedValue(RESULT);
    const { unmount } = renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    expect(await screen.findByTestId('prior-art-cutoff')).toHaveTextContent('Prior art published before 2024-05-01 · basis: filing date of application 17/123,456');
    unmount();
    jest.mocked(getPriorArt).mockResolvedValue({ ...RESULT, cutoffDate: null, cutoffBasis: null, cutoffSource: 'none', dateClaims: [] });
    renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    expect(await screen.findByTestId('prior-art-uncut')).toHaveTextContent('Not cut off');
    expect(screen.getByTestId('prior-art-references')).toHaveTextContent('not cut off by date');
  });

  it('searches again with the date the user sets, asking for the prior art again', async () => {
    jest.mocked(getPriorArt).mockResolvedValue(RESULT);
    jest.mocked(setPriorArtCutoff).mockResolvedValue(undefined);
    renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    fireEvent.change(await screen.findByTestId('prior-art-cutoff-input'), { target: { value: '2023-01-15' } });
    fireEvent.click(screen.getByTestId('prior-art-cutoff-apply'));
    await waitFor(() => expect(getPriorArt).toHaveBeenCalledTimes(2));
    expect(setPriorArtCutoff).toHaveBeenCalledWith('app_1', { date: '2023-01-15' });
  });

  it('says the stage is still running on a 409', async () => {
    jest.mocked(getPriorArt).mockRejectedValue(new ApiError(409, 'CONFLICT', 'The prior-art search has not finished yet.'));
    renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    expect(await screen.findByTestId('prior-art-pending')).toHaveTextContent('The prior-art search has not finished yet.');
  });

  it('explains an empty corpus instead of showing an empty table', async () => {
    jest.mocked(getPriorArt).mockResolvedValue({ ...RESULT, status: 'no-corpus', references: [], claimCharts: [], cpcPredictions: [], corpusSize: 0 });
    renderRoute('/dashboard/patent/priorart?applicationId=app_1', <PriorArt />);
    expect(await screen.findByTestId('prior-art-empty')).toHaveTextContent('No patent corpus has been imported');
  });

  it('searches within a CPC prefix taken from the link, with the filters in the request', async () => {
    jest.mocked(searchPatents).mockResolvedValue(SEARCH);
    renderRoute('/dashboard/patent/priorart?cpc=G06N', <PriorArt />);
    expect(await screen.findByText('Enter terms to search within G06N.')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('corpus-search-query'), { target: { value: 'neural accelerator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('corpus-search-total')).toHaveTextContent('41 documents');
    expect(searchPatents).toHaveBeenCalledWith({ query: 'neural accelerator', filters: { cpc: 'G06N' }, page: 1 }, expect.any(AbortSignal));
    expect(screen.getAllByTestId('corpus-search-result')[0]).toHaveTextContent('US7654321B1 · Neural accelerator');
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByTestId('corpus-search-total');
    expect(searchPatents).toHaveBeenLastCalledWith({ query: 'neural accelerator', filters: { cpc: 'G06N' }, page: 2 }, expect.any(AbortSignal));
  });
});
