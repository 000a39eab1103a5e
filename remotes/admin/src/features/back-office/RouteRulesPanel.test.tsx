import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { listRouteRules, saveRouteRule } from '@iprism/shared/api/back-office';
import { backOfficeQueries } from '@iprism/shared/api/back-office-queries';
import { RouteRulesPanel } from './RouteRulesPanel';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/back-office', () => ({ ...jest.requireActual('@iprism/shared/api/back-office'), listRouteRules: jest.fn(), saveRouteRule: jest.fn() }));
const list = jest.mocked(listRouteRules);
const save = jest.mocked(saveRouteRule);

function renderPanel() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><RouteRulesPanel /></QueryClientProvider>);
  return { invalidate };
}
const submit = (pattern: string) => {
  fireEvent.change(screen.getByTestId('rule-pattern'), { target: { value: pattern } });
  fireEvent.click(screen.getByTestId('save-route-rule'));
};

afterEach(() => jest.resetAllMocks());

describe('RouteRulesPanel', () => {
  it('saves a rule, empties the form and refetches the rules', async () => {
    list.mockResolvedValue([]);
    save.mockResolvedValue({ pattern: '/old-page', redirect: null, guards: {}, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: null });
    const { invalidate } = renderPanel();
    await screen.findByText('No rule yet: every path has no redirect and every guard on.');
    submit('/old-page');
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: backOfficeQueries.routeRules().queryKey }));
    expect(save).toHaveBeenCalledWith({ pattern: '/old-page', redirect: null, guards: {} });
    expect(screen.getByTestId('rule-pattern')).toHaveValue('');
  });

  it('keeps the rule and shows the refusal beside the form', async () => {
    list.mockResolvedValue([]);
    save.mockRejectedValue(new ApiError(400, 'VALIDATION', 'A pattern starts with /'));
    const { invalidate } = renderPanel();
    await screen.findByText('No rule yet: every path has no redirect and every guard on.');
    submit('old-page');
    expect(await screen.findByTestId('route-rule-error')).toHaveTextContent('A pattern starts with /');
    expect(screen.getByTestId('rule-pattern')).toHaveValue('old-page');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
