import '../../testing/text-encoder';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, downloadIds, getIds } from '@iprism/shared/api';
import { IDS_MESSAGES, type IdsResponse } from '@iprism/shared/contracts';
import { renderRoute } from '../../testing/render-route';
import { signInTestUser, signOutTestUser } from '../../testing/sign-in';
import { IdsSection } from './IdsSection';

jest.mock('@iprism/shared/api', () => ({
  ...jest.requireActual('@iprism/shared/api'),
  getIds: jest.fn(),
  downloadIds: jest.fn(),
}));

const PATH = '/dashboard/patent/analytics';
const base = { country: null, number: null, kind: null, date: null, name: null, npl: null, publicationNumber: null };
const none = { matchedPublicationNumber: null, title: null, category: null, coverage: null, closestClaim: null, cpc: [] };

const IDS: IdsResponse = {
  applicationId: 'app_1',
  analysis: {
    fileName: 'sb08.pdf',
    sourceFormat: 'sb08-pdf',
    header: { applicationNumber: '14/123,456', filingDate: '01-06-2015', firstNamedInventor: 'Magar', artUnit: null, examinerName: null, attorneyDocketNumber: 'PRO-42' },
    citations: [],
    issues: [
      { severity: 'warning', code: 'missing-kind', message: 'Cite 3: KR 20040032451 has no kind code; give it so the document can be identified (e.g. A1, B1).', citationRef: 'c3', publicationNumber: null },
      { severity: 'error', code: 'kind-code', message: 'Cite 2: US 20050101841 B2: kind code B2 is not used for a U.S. pre-grant publication (expected A1, A2, A9).', citationRef: 'c2', publicationNumber: null },
    ],
    counts: { total: 4, usPatents: 1, usApplications: 1, foreign: 1, npl: 1, errors: 1, warnings: 1, infos: 0 },
  },
  citations: [
    { ...base, ref: 'c1', type: 'foreign', citeNo: '1', publicationNumber: 'CN110543639B', country: 'CN', number: '110543639', kind: 'B' },
    { ...base, ref: 'c2', type: 'usApplication', citeNo: '2', publicationNumber: 'US20050101841B2', country: 'US', number: '20050101841', kind: 'B2', date: '2005-05', name: 'Kaylor et al.' },
    { ...base, ref: 'c3', type: 'foreign', citeNo: '3', publicationNumber: 'KR20040032451', country: 'KR', number: '20040032451', date: '2004-04' },
    {
      ...base,
      ref: 'c4',
      type: 'npl',
      citeNo: '4',
      date: '2014-02-22',
      npl: { text: 'CARBAJO-LOZOYA ET AL: "Human coronavirus NL63 replication is cyclophilin A-dependent", VIRUS RESEARCH, 2014', authors: ['CARBAJO-LOZOYA'], title: 'Human coronavirus NL63 replication is cyclophilin A-dependent', source: 'VIRUS RESEARCH', date: '2014-02-22', doi: null },
    },
  ],
  classification: {
    items: [
      { ...none, ref: 'c1', publicationNumber: 'CN110543639B', status: 'found', matchedPublicationNumber: 'CN110543639B', title: 'An English sentence simplification algorithm', category: 'X', coverage: 1, closestClaim: 1, cpc: ['G06F18/22', 'Y02D10/00'] },
      { ...none, ref: 'c2', publicationNumber: 'US20050101841B2', status: 'notInCorpus' },
      { ...none, ref: 'c3', publicationNumber: 'KR20040032451', status: 'notInCorpus' },
      { ...none, ref: 'c4', publicationNumber: null, status: 'npl' },
    ],
    summary: { total: 4, found: 1, notInCorpus: 2, npl: 1, unreadable: 0, X: 1, Y: 0, A: 0, issues: { error: 1, warning: 1, info: 0 }, claimsCompared: 2 },
  },
  held: [],
  corrections: [],
  downloads: { csv: '/api/applications/app_1/ids.csv', json: '/api/applications/app_1/ids.json', pdf: '/api/applications/app_1/ids.pdf' },
};

describe('IdsSection', () => {
  beforeEach(() => signInTestUser());
  afterEach(() => {
    jest.resetAllMocks();
    signOutTestUser();
  });

  it('shows the counts, the issues errors first, and the citations with X/Y/A, closest claim, CPC and not-in-corpus marks', async () => {
    jest.mocked(getIds).mockResolvedValue(IDS);
    renderRoute(PATH, <IdsSection applicationId="app_1" />);
    const section = await screen.findByRole('region', { name: 'Information disclosure statement' });
    expect(getIds).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(await within(section).findByTestId('ids-counts')).toHaveTextContent('4 citations · 1 U.S. patents · 1 U.S. publications · 1 foreign · 1 non-patent literature · 1 in the corpus (X 1, Y 0, A 0) · 2 not in the corpus · 1 errors, 1 warnings');
    expect(within(section).getByTestId('ids-form-header')).toHaveTextContent('Application 14/123,456 · Filed 01-06-2015 · First named inventor Magar · Docket PRO-42');
    const issues = within(section).getAllByRole('listitem').map((li) => li.textContent);
    expect(issues[0]).toMatch(/^Error: Cite 2: US 20050101841 B2: kind code B2/);
    expect(issues[1]).toMatch(/^Warning: Cite 3: KR 20040032451 has no kind code/);
    const rows = within(section).getAllByTestId('ids-citation');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByLabelText('X: relevant alone')).toHaveTextContent('X');
    expect(rows[0]).toHaveTextContent('CN110543639B');
    expect(rows[0]).toHaveTextContent('G06F18/22, Y02D10/00');
    expect(within(rows[0]!).getAllByRole('cell')[5]).toHaveTextContent('1');
    expect(rows[1]).toHaveTextContent('Not in corpus');
    expect(rows[3]).toHaveTextContent('Human coronavirus NL63 replication is cyclophilin A-dependent');
    expect(rows[3]).toHaveTextContent('Non-patent literature');
  });

  it('shows no identification line for an IDS that had none (CSV, XML)', async () => {
    jest.mocked(getIds).mockResolvedValue({ ...IDS, analysis: { ...IDS.analysis, sourceFormat: 'csv', header: null } });
    renderRoute(PATH, <IdsSection applicationId="app_1" />);
    await screen.findByTestId('ids-counts');
    expect(screen.queryByTestId('ids-form-header')).not.toBeInTheDocument();
  });

  it('downloads the SB/08 PDF, CSV and JSON', async () => {
    jest.mocked(getIds).mockResolvedValue(IDS);
    jest.mocked(downloadIds).mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'Simplify IDS SB08.pdf' });
    const created = jest.fn(() => 'blob:ids');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderRoute(PATH, <IdsSection applicationId="app_1" />);
    const group = await screen.findByRole('group', { name: 'Download the IDS' });
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['CSV', 'JSON', 'SB/08 PDF']);
    fireEvent.click(within(group).getByRole('button', { name: 'SB/08 PDF' }));
    await waitFor(() => expect(downloadIds).toHaveBeenCalledWith('app_1', 'pdf'));
    await waitFor(() => expect(created).toHaveBeenCalled());
  });

  it('says when no IDS was uploaded and when the IDS stages are still running', async () => {
    jest.mocked(getIds).mockRejectedValueOnce(new ApiError(404, 'NOT_FOUND', IDS_MESSAGES.noIds));
    const { unmount } = renderRoute(PATH, <IdsSection applicationId="app_1" />);
    await waitFor(() => expect(screen.getByTestId('report-ids-status')).toHaveTextContent(IDS_MESSAGES.noIds));
    unmount();
    jest.mocked(getIds).mockRejectedValueOnce(new ApiError(409, 'CONFLICT', IDS_MESSAGES.notReady));
    renderRoute(PATH, <IdsSection applicationId="app_1" />);
    await waitFor(() => expect(screen.getByTestId('report-ids-status')).toHaveTextContent('The IDS is still being analysed.'));
  });
});
