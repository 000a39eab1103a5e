import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { correctIdsCitation, downloadIds, getIds, removeIdsCitation } from '@iprism/shared/api/ids';
import { IDS_MESSAGES, type IdsResponse } from '@iprism/shared/contracts/ids';
import { acceptConfirm, cancelConfirm, confirmDialogAtom, removeToast, toastsAtom } from '@iprism/shared/shell';
import { renderRoute } from '../../testing/render-route';
import { signInTestUser, signOutTestUser } from '../../testing/sign-in';
import { IdsSection } from './IdsSection';

jest.mock('@iprism/shared/api/ids', () => ({ ...jest.requireActual('@iprism/shared/api/ids'), getIds: jest.fn(), downloadIds: jest.fn(), correctIdsCitation: jest.fn(), removeIdsCitation: jest.fn() }));

const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

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
    store.get(toastsAtom).forEach((t) => removeToast(t.id));
  });

  it('shows the counts, the issues errors first, and the citations with X/Y/A, closest claim, CPC and not-in-corpus marks', async () => {
    jest.mocked(getIds).mockResolvedValue(IDS);
    renderRoute(PATH, <IdsSection applicationId="app_1" />);
    const section = await screen.findByRole('region', { name: 'Information disclosure statement' });
    expect(getIds).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(await within(section).findByTestId('ids-counts')).toHaveTextContent('4 citations · 1 U.S. patent · 1 U.S. publication · 1 foreign · 1 non-patent literature · 1 in the corpus (X 1, Y 0, A 0) · 2 not in the corpus · 1 error, 1 warning');
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

  describe('citations held out of the SB/08', () => {
    const asRead = { ref: 'c2', type: 'usApplication' as const, citeNo: '2', country: 'US', number: 'US 2005/0101841', kind: 'B2', date: '05-2005', name: 'Kaylor et al.', citedBy: null, npl: null };
    const HELD: IdsResponse = {
      ...IDS,
      analysis: { ...IDS.analysis, citations: [asRead] },
      held: [
        { ref: 'c2', citeNo: '2', label: 'US 2005/0101841 B2', reasons: ['Cite 2: US 20050101841 B2: kind code B2 is not used for a U.S. pre-grant publication (expected A1, A2, A9).'] },
        { ref: 'c3', citeNo: '3', label: 'KR 10-2004-0032451', reasons: ['Cite 3: duplicates cite 1 (KR20040032451).'] },
      ],
    };

    it('lists them with why, and downloads the SB/08 with them only after a confirmation naming them', async () => {
      jest.mocked(getIds).mockResolvedValue(HELD);
      jest.mocked(downloadIds).mockResolvedValue({ blob: new Blob(['%PDF-1.7']), fileName: 'IDS SB08.pdf' });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:ids'), revokeObjectURL: jest.fn() });
      renderRoute(PATH, <IdsSection applicationId="app_1" />);
      const held = await screen.findByTestId('ids-held');
      expect(held).toHaveTextContent('2 citations are left out of the SB/08 PDF until they are corrected');
      expect(within(held).getAllByTestId('ids-held-citation').map((li) => li.getAttribute('data-ref'))).toEqual(['c2', 'c3']);
      expect(held).toHaveTextContent('Cite 3 · KR 10-2004-0032451duplicates cite 1 (KR20040032451).');
      expect(screen.getAllByTestId('ids-citation')[1]).toHaveTextContent('Held out of SB/08');

      fireEvent.click(screen.getByTestId('ids-download-pdf-with-held'));
      const dialog = store.get(confirmDialogAtom);
      expect(dialog.request).toMatchObject({ type: 'warning', confirmText: 'Export with them', title: 'Export the SB/08 with 2 citations that need correction?' });
      expect(dialog.request.message).toBe(
        'The SB/08 will list cite 2 (US 20050101841 B2: kind code B2 is not used for a U.S. pre-grant publication (expected A1, A2, A9)); cite 3 (duplicates cite 1 (KR20040032451)) as they are. An examiner may not consider a citation that cannot be identified.',
      );
      await act(async () => cancelConfirm());
      expect(downloadIds).not.toHaveBeenCalled();

      fireEvent.click(screen.getByTestId('ids-download-pdf-with-held'));
      await act(async () => acceptConfirm());
      await waitFor(() => expect(downloadIds).toHaveBeenCalledWith('app_1', 'pdf', { include: ['c2', 'c3'] }));
      fireEvent.click(screen.getByTestId('ids-download-pdf'));
      await waitFor(() => expect(downloadIds).toHaveBeenLastCalledWith('app_1', 'pdf'));
    });

    it('corrects a citation in the dialog: checked as it is typed, saved, and shown as the server answers', async () => {
      jest.mocked(getIds).mockResolvedValue(HELD);
      const fixed: IdsResponse = { ...HELD, held: HELD.held.slice(1), citations: IDS.citations.map((c) => (c.ref === 'c2' ? { ...c, publicationNumber: 'US20050101841A1', kind: 'A1' } : c)) };
      jest.mocked(correctIdsCitation).mockResolvedValue(fixed);
      renderRoute(PATH, <IdsSection applicationId="app_1" />);
      fireEvent.click(within(await screen.findByTestId('ids-held')).getAllByTestId('ids-held-correct')[0]!);
      const dialog = await screen.findByTestId('ids-citation-dialog');
      expect(within(dialog).getByRole('heading', { name: 'Correct cite 2' })).toBeInTheDocument();
      expect(within(dialog).getByTestId('ids-citation-dialog-issues')).toHaveTextContent('kind code B2 is not used');
      expect(within(dialog).getByTestId('ids-field-number')).toHaveValue('US 2005/0101841');

      fireEvent.change(within(dialog).getByTestId('ids-field-number'), { target: { value: ' ' } });
      fireEvent.click(within(dialog).getByTestId('ids-citation-save'));
      expect(await within(dialog).findByText(IDS_MESSAGES.numberRequired)).toBeInTheDocument();
      expect(correctIdsCitation).not.toHaveBeenCalled();

      fireEvent.change(within(dialog).getByTestId('ids-field-number'), { target: { value: 'US 2005/0101841' } });
      fireEvent.change(within(dialog).getByTestId('ids-field-kind'), { target: { value: 'A1' } });
      fireEvent.click(within(dialog).getByTestId('ids-citation-save'));
      await waitFor(() => expect(screen.queryByTestId('ids-citation-dialog')).toBeNull());
      expect(correctIdsCitation).toHaveBeenCalledWith('app_1', 'c2', { type: 'patent', citeNo: '2', country: 'US', number: 'US 2005/0101841', kind: 'A1', date: '05-2005', name: 'Kaylor et al.' });
      expect(screen.getAllByTestId('ids-held-citation').map((li) => li.getAttribute('data-ref'))).toEqual(['c3']);
      expect(toasts()).toContain('success: Cite 2 corrected: US20050101841A1.');
    }, 20_000);

    it('removes a duplicate after a confirmation, and shows no correction controls to a client-portal user', async () => {
      jest.mocked(getIds).mockResolvedValue(HELD);
      jest.mocked(removeIdsCitation).mockResolvedValue({ ...HELD, held: HELD.held.slice(0, 1) });
      const { unmount } = renderRoute(PATH, <IdsSection applicationId="app_1" />);
      fireEvent.click(within(await screen.findByTestId('ids-held')).getAllByTestId('ids-held-remove')[1]!);
      expect(store.get(confirmDialogAtom).request).toMatchObject({ title: 'Remove cite 3 from the IDS?', confirmText: 'Remove' });
      await act(async () => acceptConfirm());
      await waitFor(() => expect(removeIdsCitation).toHaveBeenCalledWith('app_1', 'c3'));
      await waitFor(() => expect(screen.getAllByTestId('ids-held-citation')).toHaveLength(1));
      unmount();

      signInTestUser('client');
      renderRoute(PATH, <IdsSection applicationId="app_1" />);
      await screen.findByTestId('ids-held');
      expect(screen.queryByTestId('ids-held-correct')).toBeNull();
      expect(screen.queryByTestId('ids-citation-edit')).toBeNull();
    });
  });
});
