import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { ApiError } from '@iprism/shared/api/api-error';
import { timesheetQueries } from '@iprism/shared/api/staff-queries';
import { approveTimesheetWeek, returnTimesheetWeek } from '@iprism/shared/api/timesheets';
import type { AdminTimesheetWeek } from '@iprism/shared/contracts/timesheets';
import { acceptConfirm, cancelConfirm, confirmDialogAtom, removeToast, setConfirmInput, toastsAtom } from '@iprism/shared/shell';
import { PendingWeeks } from './PendingWeeks';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/timesheets', () => ({ ...jest.requireActual('@iprism/shared/api/timesheets'), approveTimesheetWeek: jest.fn(), returnTimesheetWeek: jest.fn() }));

const WEEK: AdminTimesheetWeek = {
  id: 'w1', weekStart: '2026-11-16', status: 'submitted', comment: null, totalMinutes: 480, userId: 'u1', userName: 'Eve Employee', userEmail: 'eve@firm.example',
  submittedAt: '2026-11-20T17:00:00.000Z', decidedAt: null, byProject: [{ projectId: 'p1', projectName: 'Atlas', minutes: 480 }], entries: [],
};
const store = getDefaultStore();
const toasts = () => store.get(toastsAtom).map((t) => `${t.type}: ${t.message}`);

function renderWeeks() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><PendingWeeks weeks={[WEEK]} loading={false} error={null} onRetry={() => undefined} /></QueryClientProvider>);
  return { invalidate };
}

afterEach(() => {
  jest.resetAllMocks();
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
  act(() => cancelConfirm());
});

describe('PendingWeeks', () => {
  it('approves a week, toasts, and refetches the weeks and the totals', async () => {
    jest.mocked(approveTimesheetWeek).mockResolvedValue({ ...WEEK, status: 'approved' });
    const { invalidate } = renderWeeks();
    fireEvent.click(screen.getByTestId('week-approve'));
    await waitFor(() => expect(toasts()).toContain('success: Approved 8 h for Eve Employee.'));
    expect(approveTimesheetWeek).toHaveBeenCalledWith('w1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: timesheetQueries.adminWeekLists() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: timesheetQueries.allTotals() });
  });

  it('toasts a refused approval', async () => {
    jest.mocked(approveTimesheetWeek).mockRejectedValue(new ApiError(409, 'CONFLICT', 'This week was decided already.'));
    renderWeeks();
    fireEvent.click(screen.getByTestId('week-approve'));
    await waitFor(() => expect(toasts()).toContain('error: This week was decided already.'));
  });

  it('returns a week with the comment once confirmed', async () => {
    jest.mocked(returnTimesheetWeek).mockResolvedValue({ ...WEEK, status: 'returned' });
    const { invalidate } = renderWeeks();
    fireEvent.click(screen.getByTestId('week-return'));
    act(() => setConfirmInput('Split Tuesday by project'));
    await act(async () => acceptConfirm());
    expect(returnTimesheetWeek).toHaveBeenCalledWith('w1', 'Split Tuesday by project');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: timesheetQueries.adminWeekLists() });
    expect(toasts()).toContain('success: Returned to Eve Employee.');
    expect(store.get(confirmDialogAtom).open).toBe(false);
  });
});
