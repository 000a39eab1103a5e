import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { listAudit } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { downloadApiFile } from '@iprism/shared/api/file-transfer';
import { saveBlob } from '@iprism/shared/api/save-blob';
import type { AuditEntry } from '@iprism/shared/contracts/back-office';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { AuditLogPanel } from './AuditLogPanel';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/back-office', () => ({ ...jest.requireActual('@iprism/shared/api/back-office'), listAudit: jest.fn() }));
jest.mock('@iprism/shared/api/file-transfer', () => ({ ...jest.requireActual('@iprism/shared/api/file-transfer'), downloadApiFile: jest.fn() }));
jest.mock('@iprism/shared/api/save-blob', () => ({ saveBlob: jest.fn() }));
const list = jest.mocked(listAudit);

const entry = (id: string, action: string): AuditEntry => ({
  id, at: '2026-11-20T10:00:00.000Z', actorId: 'u1', actorEmail: 'admin@iprism.example', subjectType: null, subjectId: null, action, ip: '127.0.0.1', userAgent: 'jest', requestId: 'r1', detail: {},
});
const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);
const actions = () => screen.getAllByTestId('audit-row').map((r) => r.children[1]?.textContent);

function renderPanel() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><AuditLogPanel /></QueryClientProvider>);
  return { invalidate };
}

afterEach(() => {
  jest.resetAllMocks();
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
});

describe('AuditLogPanel', () => {
  it('shows the newest page, then appends older ones until there are no more', async () => {
    list.mockResolvedValueOnce({ items: [entry('a2', 'account.restored')], nextCursor: 'c1' }).mockResolvedValueOnce({ items: [entry('a1', 'account.suspended')], nextCursor: null });
    renderPanel();
    expect(await screen.findByTestId('audit-table')).toBeInTheDocument();
    expect(actions()).toEqual(['account.restored']);
    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await screen.findByText('That is every entry the filters select.')).toBeInTheDocument();
    expect(actions()).toEqual(['account.restored', 'account.suspended']);
    expect(list).toHaveBeenLastCalledWith({ action: '', actor: '', subject: '', from: '', to: '' }, 'c1', 50, expect.anything());
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('keeps the rows shown and toasts when an older page fails', async () => {
    list.mockResolvedValueOnce({ items: [entry('a2', 'account.restored')], nextCursor: 'c1' }).mockRejectedValueOnce(new ApiError(400, 'VALIDATION_ERROR', 'Bad cursor.'));
    renderPanel();
    await screen.findByTestId('audit-table');
    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(toasts()).toContain('error: Bad cursor.'));
    expect(actions()).toEqual(['account.restored']);
    expect(screen.getByRole('button', { name: 'Show older entries' })).toBeEnabled();
  });

  it('exports what the filters select through the signed-in download, then refetches the log', async () => {
    list.mockResolvedValue({ items: [], nextCursor: null });
    const blob = new Blob(['time,action']);
    jest.mocked(downloadApiFile).mockResolvedValue({ blob, fileName: 'audit-log-2026-11-27.csv' });
    const { invalidate } = renderPanel();
    await screen.findByTestId('audit-table-empty');
    fireEvent.change(screen.getByLabelText('Actor (e-mail or id)'), { target: { value: 'admin@iprism.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, 'audit-log-2026-11-27.csv'));
    expect(downloadApiFile).toHaveBeenCalledWith('/api/admin/audit/export?actor=admin%40iprism.example', expect.stringMatching(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: backOfficeQueries.auditLists() });
    expect(screen.getByTestId('audit-export')).toHaveTextContent('Export CSV');
  });
});
