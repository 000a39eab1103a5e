import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@iprism/shared/api/api-error';
import { downloadReport, getApplication, getApplicationAssignments, getReport, listApplicationPage } from '@iprism/shared/api/applications';
import { loadPatentSettings } from '@iprism/shared/api/patent-settings';
import { getSocketClient, progressAtoms, useProgressQuerySync } from '@iprism/shared/realtime';
import { DEFAULT_PATENT_SETTINGS } from '@iprism/shared/contracts/patent-settings';
import { REPORT, record } from '../testing/report-fixture';
import { renderRoute } from '../testing/render-route';
import Analytics from './Analytics';

jest.mock('@iprism/shared/api/patent-settings', () => ({ ...jest.requireActual('@iprism/shared/api/patent-settings'), loadPatentSettings: jest.fn(), savePatentSettings: jest.fn() }));
jest.mock('@iprism/shared/api/applications', () => ({ ...jest.requireActual('@iprism/shared/api/applications'), getReport: jest.fn(), getApplication: jest.fn(), listApplicationPage: jest.fn(), downloadReport: jest.fn(), getApplicationAssignments: jest.fn() }));

/** The report page as the host runs it: live progress invalidates the queries it makes stale. */
function LiveAnalytics() {
  useProgressQuerySync();
  return <Analytics />;
}
const open = (id = 'app_1') => renderRoute(`/dashboard/patent/analytics?applicationId=${id}`, <LiveAnalytics />);

describe('Analytics (report screen)', () => {
  // The sharing panel (ClientSharingPanel.test.tsx) hides itself on a refusal.
  beforeEach(() => {
    jest.mocked(getApplicationAssignments).mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Only members of the firm can share this application with clients.'));
    // Without the user's settings the report shows every part and every export.
    jest.mocked(loadPatentSettings).mockRejectedValue(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Unavailable.'));
  });

  it('opens with the parts and export formats the user chose, the rest one click away', async () => {
    jest.mocked(getReport).mockResolvedValue(REPORT);
    jest.mocked(loadPatentSettings).mockResolvedValue({ ...DEFAULT_PATENT_SETTINGS, reportSections: ['summary', 'claims'], exportFormats: ['pdf'] });
    open();
    // The report and the settings arrive separately; on a busy machine the second may take over a second.
    expect(await screen.findByTestId('report-show-all', {}, { timeout: 5000 })).toHaveTextContent('Show the 5 other parts of the report');
    expect(screen.getByTestId('report-claims')).toBeInTheDocument();
    expect(screen.queryByTestId('report-stats')).not.toBeInTheDocument();
    expect(screen.getByTestId('export-pdf')).toBeInTheDocument();
    expect(screen.queryByTestId('export-json')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('report-show-all'));
    expect(screen.getByTestId('report-stats')).toBeInTheDocument();
    expect(screen.queryByTestId('report-show-all')).not.toBeInTheDocument();
  });
  afterEach(() => jest.resetAllMocks());

  it('renders header, summary, statistics, claim tree, findings and fees', async () => {
    jest.mocked(getReport).mockResolvedValue(REPORT);
    open();
    expect(screen.getByTestId('report-loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: REPORT.document.title })).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledWith('app_1', expect.any(AbortSignal));
    expect(screen.getByTestId('report-document')).toHaveTextContent('turbine.pdf · PDF · 12 pages');
    expect(screen.getByTestId('report-generated')).toHaveTextContent(/^Generated /);
    expect(screen.getByTestId('summary-kind')).toHaveTextContent('Extractive summary');
    expect(screen.getAllByTestId('statistic')).toHaveLength(7);
    expect(within(screen.getByRole('list', { name: 'Findings by severity' })).getAllByTestId('chart-bar').map((b) => b.textContent)).toEqual(['Error1', 'Warning0', 'Info1']);

    const tree = screen.getByTestId('claim-tree');
    const roots = Array.from(tree.children).map((li) => li.getAttribute('data-claim'));
    expect(roots).toEqual(['1', '3']);
    expect(within(tree).getByText('Claim 2')).toBeInTheDocument();
    const toggle = within(tree).getByRole('button', { name: 'Collapse claim 1 (1 dependent)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(within(tree).queryByText('Claim 2')).toBeNull();
    expect(within(tree).getByRole('button', { name: 'Expand claim 1 (1 dependent)' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).getAllByText('Apparatus')).toHaveLength(1);
    expect(within(tree).getByText('Method')).toBeInTheDocument();

    const findings = screen.getAllByTestId('finding');
    expect(findings.map((f) => f.getAttribute('data-finding'))).toEqual(['f-1', 'f-2']);
    expect(within(findings[0]!).getByRole('link', { name: /^Open in PDF viewer, page 10/ })).toHaveAttribute('href', '/dashboard/patent/pdfviewer?applicationId=app_1&page=10&finding=f-1');
    expect(within(findings[1]!).queryByRole('link')).toBeNull();

    const fees = screen.getByRole('table', { name: 'Fee estimate' });
    expect(within(fees).getAllByTestId('fee-line')).toHaveLength(2);
    expect(within(fees).getByTestId('fee-total')).toHaveTextContent('Total$1,200$480$240');
    expect(screen.getByTestId('fee-source')).toHaveTextContent('Source: USPTO fee schedule');
  });

  it('filters findings by severity', async () => {
    jest.mocked(getReport).mockResolvedValue(REPORT);
    open();
    await screen.findByTestId('report');
    fireEvent.mouseDown(within(screen.getByTestId('filter-severity')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Info' }));
    expect(screen.getAllByTestId('finding').map((f) => f.getAttribute('data-finding'))).toEqual(['f-2']);
    expect(screen.getByTestId('findings-count')).toHaveTextContent('Showing 1 of 2 findings');
  });

  it('shows a finding in its section text with the span highlighted', async () => {
    jest.mocked(getReport).mockResolvedValue(REPORT);
    open();
    await screen.findByTestId('report');
    fireEvent.click(screen.getByRole('button', { name: `Show in text: ${REPORT.findings[0]!.message}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Claims — CLAIMS' });
    expect(within(dialog).getByTestId('section-text-highlight')).toHaveTextContent(/^the lever$/);
    expect(within(dialog).getByTestId('section-text')).toHaveTextContent('wherein the lever is hinged');
  });

  it('exports the PDF through a Blob URL', async () => {
    jest.mocked(getReport).mockResolvedValue(REPORT);
    jest.mocked(downloadReport).mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'report.pdf' });
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    open();
    await screen.findByTestId('report');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export PDF' })));
    expect(downloadReport).toHaveBeenCalledWith('app_1', 'pdf', expect.objectContaining({ sections: expect.arrayContaining(['summary', 'priorArt', 'ids']) }));
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    click.mockRestore();
  });

  it('shows the live progress while the report is not ready, and loads it when the report stage is done', async () => {
    jest.mocked(getReport).mockRejectedValueOnce(new ApiError(409, 'REPORT_NOT_READY', 'The report is still being written.')).mockResolvedValueOnce({ ...REPORT, applicationId: 'app_live' });
    jest.mocked(getApplication).mockResolvedValue({ ...record('app_live'), status: 'running', progress: { applicationId: 'app_live', stages: [] } });
    open('app_live');
    expect(await screen.findByTestId('report-pending')).toHaveTextContent('The report is still being written.');
    expect(await screen.findByRole('progressbar', { name: 'Report progress' })).toBeInTheDocument();
    act(() => void getSocketClient().store.set(progressAtoms.applyProgressAtom, { applicationId: 'app_live', stage: 'report', progress: 100, message: 'Report ready', final: true }));
    expect(await screen.findByTestId('report')).toBeInTheDocument();
    expect(getReport).toHaveBeenCalledTimes(2);
  });

  it('shows a load failure with a Retry', async () => {
    jest.mocked(getReport).mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'boom')).mockResolvedValueOnce(REPORT);
    open();
    expect(await screen.findByTestId('report-error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry loading the report' }));
    expect(await screen.findByTestId('report')).toBeInTheDocument();
  });

  it('without an id, offers the finished applications', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue({ items: [record('app_7', { title: 'Gearbox' })], page: 1, pageSize: 20, total: 1 });
    renderRoute('/dashboard/patent/analytics', <Analytics />);
    expect(await screen.findByRole('link', { name: /Gearbox/ })).toHaveAttribute('href', '/dashboard/patent/analytics?applicationId=app_7');
    expect(listApplicationPage).toHaveBeenCalledWith({ status: 'completed', pageSize: 20 }, expect.any(AbortSignal));
  });

  it('without an id and nothing finished, links to the dashboard', async () => {
    jest.mocked(listApplicationPage).mockResolvedValue({ items: [], page: 1, pageSize: 20, total: 0 });
    renderRoute('/dashboard/patent/analytics', <Analytics />);
    expect(await screen.findByTestId('report-empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard/patent');
  });
});
