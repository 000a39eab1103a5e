import { REPORT_PDF_SECTIONS } from '../contracts/report-pdf';
import { getDefaultStore } from 'jotai';
import type { ApplicationRecord, Report } from '../contracts';
import { removeToast, toastsAtom } from '../shell/toast-store';
import { isApiError } from './api-error';
import {
  assignApplication,
  deleteApplication,
  downloadReport,
  getApplication,
  getApplicationAssignments,
  getApplicationFile,
  getReport,
  listApplicationPage,
  retryApplication,
  unassignApplication,
} from './applications';
import { setTokenProvider } from './token-provider';

type Call = [string, RequestInit | undefined];
const json = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const CSRF = { success: true, token: 'csrf-1', expiresIn: 900_000 };

const RECORD: ApplicationRecord = {
  id: 'app_1',
  title: 'Wind turbine',
  owner: { id: 'u_1', name: 'Priya Pro' },
  organizationId: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  stages: [],
  status: 'completed',
  files: [{ kind: 'application', name: 'app.pdf', mediaType: 'application/pdf', size: 1200, pages: 3 }],
};

const fetchMock = jest.fn<Promise<Response>, Call>();
const call = (i: number) => {
  const c = fetchMock.mock.calls[i];
  return { path: c?.[0], method: c?.[1]?.method ?? 'GET', headers: (c?.[1]?.headers ?? {}) as Record<string, string> };
};
const toasts = () => getDefaultStore().get(toastsAtom);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setTokenProvider(async () => 'session-token');
});
afterEach(() => toasts().forEach((t) => removeToast(t.id)));
afterAll(() => setTokenProvider(null));

describe('applications API calls', () => {
  it('lists a page with the query and checks its shape', async () => {
    const page = { items: [RECORD], page: 2, pageSize: 10, total: 11 };
    fetchMock.mockResolvedValueOnce(json(200, page));
    await expect(listApplicationPage({ page: 2, pageSize: 10, q: 'wind', status: 'completed' })).resolves.toEqual(page);
    expect(call(0)).toMatchObject({ path: '/api/applications?page=2&pageSize=10&q=wind&status=completed', method: 'GET' });
    expect(call(0).headers.Authorization).toBe('Bearer session-token');
  });

  it('refuses an answer of the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: 'nope' }));
    await expect(listApplicationPage()).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('opens one application with its progress', async () => {
    const full = { ...RECORD, progress: { applicationId: 'app_1', stages: [] } };
    fetchMock.mockResolvedValueOnce(json(200, full));
    await expect(getApplication('app_1')).resolves.toEqual(full);
    expect(call(0).path).toBe('/api/applications/app_1');
  });

  it('passes a 409 of a report that is not ready on as an ApiError with the server message, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { statusCode: 409, code: 'REPORT_NOT_READY', message: 'The report is still being written.' }));
    const err = await getReport('app_1').catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(409);
    expect((err as Error).message).toBe('The report is still being written.');
    expect(call(0).path).toBe('/api/applications/app_1/report');
    expect(toasts()).toHaveLength(0);
  });

  it('validates the report with the shared schema', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { applicationId: 'app_1' } as Partial<Report>));
    await expect(getReport('app_1')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('deletes and retries with the CSRF token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, CSRF)).mockResolvedValueOnce(new Response(null, { status: 204 }));
    await deleteApplication('app_1');
    expect(call(1)).toMatchObject({ path: '/api/applications/app_1', method: 'DELETE' });
    expect(call(1).headers['X-CSRF-Token']).toBe('csrf-1');

    fetchMock.mockResolvedValueOnce(json(200, CSRF)).mockResolvedValueOnce(json(202, { id: 'app_1' }));
    await expect(retryApplication('app_1')).resolves.toEqual({ id: 'app_1' });
    expect(call(3)).toMatchObject({ path: '/api/applications/app_1/retry', method: 'POST' });
  });

  it('reads, adds and removes the client shares of an application', async () => {
    const casey = { userId: 'u 2', name: 'Casey Client', email: 'client@lawfirm.example' };
    const share = { ...casey, assignedAt: '2026-03-02T10:00:00.000Z' };
    const answers: Record<string, Response> = {
      'GET /api/applications/app_1/assignments': json(200, { assignments: [], candidates: [casey] }),
      'POST /api/applications/app_1/assignments': json(201, share),
      'DELETE /api/applications/app_1/assignments/u%202': new Response(null, { status: 204 }),
    };
    fetchMock.mockImplementation(async (path, init) => (path === '/api/csrf-token' ? json(200, CSRF) : (answers[`${init?.method ?? 'GET'} ${path}`] ?? json(500, {}))));
    await expect(getApplicationAssignments('app_1')).resolves.toEqual({ assignments: [], candidates: [casey] });
    await expect(assignApplication('app_1', 'u 2')).resolves.toEqual(share);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId: 'u 2' });
    await expect(unassignApplication('app_1', 'u 2')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls.some(([path, init]) => path === '/api/applications/app_1/assignments/u%202' && init?.method === 'DELETE')).toBe(true);
  });

  it('passes a refused share on as an ApiError with the server message, without a toast', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Only members of the firm can share this application with clients.' }));
    await expect(getApplicationAssignments('app_1')).rejects.toMatchObject({ status: 403 });
    expect(toasts()).toEqual([]);
  });

  it('downloads an export with the token and the server-given file name', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="report-app_1.pdf"' } }));
    const file = await downloadReport('app_1', 'pdf');
    expect(file.fileName).toBe('report-app_1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(call(0).path).toBe('/api/applications/app_1/report.pdf');
    expect(call(0).headers.Authorization).toBe('Bearer session-token');

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 200 }));
    expect((await downloadReport('app_1', 'json')).fileName).toBe('report-app_1.json');
  });

  it('asks for the chosen PDF sections only when some are left out', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    await downloadReport('app_1', 'pdf', { sections: ['ids', 'claims'] });
    expect(call(0).path).toBe('/api/applications/app_1/report.pdf?sections=claims%2Cids');
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    await downloadReport('app_1', 'pdf', { sections: REPORT_PDF_SECTIONS });
    expect(call(1).path).toBe('/api/applications/app_1/report.pdf');
  });

  it('fetches an original file with its media type', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'Content-Type': 'application/pdf; qs=1' } }));
    const file = await getApplicationFile('app_1', 'application');
    expect(file.mediaType).toBe('application/pdf');
    expect(file.data.byteLength).toBe(4);
    expect(call(0).path).toBe('/api/applications/app_1/files/application');
  });

  it('turns a failed download into an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Application not found' }));
    await expect(getApplicationFile('gone', 'ids')).rejects.toMatchObject({ status: 404, message: 'Application not found' });
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(downloadReport('app_1', 'pdf')).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  it('needs a session for downloads', async () => {
    setTokenProvider(async () => null);
    await expect(downloadReport('app_1', 'pdf')).rejects.toMatchObject({ status: 401, code: 'NO_AUTH_TOKEN' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
