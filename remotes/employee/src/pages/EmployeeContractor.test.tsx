import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { createMyInvoice, getMyContractor } from '@iprism/shared/api/contractors';
import { contractorQueries } from '@iprism/shared/api/staff-queries';
import type { ContractorInvoice, MyContractor } from '@iprism/shared/contracts/contractors';
import { toast } from '@iprism/shared/shell';
import EmployeeContractor from './EmployeeContractor';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/contractors', () => ({ ...jest.requireActual('@iprism/shared/api/contractors'), getMyContractor: jest.fn(), createMyInvoice: jest.fn() }));
const mine = jest.mocked(getMyContractor);
const create = jest.mocked(createMyInvoice);

const ME: MyContractor = {
  contractor: {
    id: 'c1', name: 'Casey Contractor', email: 'casey@contract.example', company: '', country: 'DE', hourlyRate: 80, currency: 'EUR', startDate: '2026-01-01', endDate: null,
    status: 'active', userId: 'u1', accountLicense: 'iPrismEmployee', agreements: [], approvedMinutes: 600,
  },
  invoices: [],
};
const INVOICE: ContractorInvoice = {
  id: 'ci1', number: 'C-2026-0001', contractorId: 'c1', contractorName: 'Casey Contractor', periodFrom: '2026-11-01', periodTo: '2026-11-27', minutes: 600, hourlyRate: 80,
  currency: 'EUR', amount: 800, status: 'submitted', decisionComment: null, createdAt: '2026-11-27T10:00:00.000Z', decidedAt: null,
};

function renderPage() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><EmployeeContractor /></QueryClientProvider>);
  return { invalidate };
}
const invoiceHours = async () => fireEvent.click(await screen.findByRole('button', { name: 'Invoice approved hours' }));

afterEach(() => {
  jest.restoreAllMocks();
  jest.resetAllMocks();
});

describe('EmployeeContractor', () => {
  it('submits an invoice for the period and refetches the contractor records', async () => {
    mine.mockResolvedValue(ME);
    create.mockResolvedValue(INVOICE);
    const success = jest.spyOn(toast, 'success');
    const { invalidate } = renderPage();
    await invoiceHours();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: contractorQueries.all }));
    expect(create).toHaveBeenCalledWith(expect.stringMatching(/^\d{4}-\d{2}-01$/), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(success).toHaveBeenCalledWith('Invoice C-2026-0001 submitted for 800.00 EUR.');
    expect(mine).toHaveBeenCalledTimes(2);
  });

  it('says why the invoice was refused', async () => {
    mine.mockResolvedValue(ME);
    create.mockRejectedValue(new ApiError(409, 'CONFLICT', 'No approved hours in this period'));
    const failure = jest.spyOn(toast, 'error');
    const { invalidate } = renderPage();
    await invoiceHours();
    await waitFor(() => expect(failure).toHaveBeenCalledWith('No approved hours in this period'));
    expect(screen.getByRole('button', { name: 'Invoice approved hours' })).toBeEnabled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
