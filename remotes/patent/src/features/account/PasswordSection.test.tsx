import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { accountQueries } from '@iprism/shared/api/account-queries';
import { ApiError } from '@iprism/shared/api/api-error';
import { changePassword } from '@iprism/shared/api/password';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { PasswordSection } from './PasswordSection';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/password', () => ({ ...jest.requireActual('@iprism/shared/api/password'), changePassword: jest.fn() }));
const change = jest.mocked(changePassword);

function renderSection() {
  const client = createTestQueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  render(<QueryClientProvider client={client}><PasswordSection /></QueryClientProvider>);
  return { invalidate };
}
const type = (name: string, value: string) => fireEvent.change(screen.getByTestId(`password-${name}`), { target: { value } });
const fill = () => {
  type('currentPassword', 'old-secret-1');
  type('newPassword', 'Correct-Horse-Battery-9');
  type('confirmPassword', 'Correct-Horse-Battery-9');
  fireEvent.click(screen.getByTestId('password-submit'));
};
const toasts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

afterEach(() => {
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.resetAllMocks();
});

describe('PasswordSection', () => {
  it('changes the password, clears the form and refetches the sessions the server signed out', async () => {
    change.mockResolvedValue(undefined);
    const { invalidate } = renderSection();
    fill();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: accountQueries.sessions().queryKey }));
    expect(change).toHaveBeenCalledWith('old-secret-1', 'Correct-Horse-Battery-9');
    expect(toasts()).toContain('Your password has been changed. Your other sessions have been signed out.');
    expect(screen.getByTestId('password-currentPassword')).toHaveValue('');
  });

  it('puts a wrong current password beside its field and keeps what was typed', async () => {
    change.mockRejectedValue(new ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [{ path: ['currentPassword'], message: 'Your current password is not right.' }]));
    const { invalidate } = renderSection();
    fill();
    expect(await screen.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(screen.getByTestId('password-newPassword')).toHaveValue('Correct-Horse-Battery-9');
    expect(invalidate).not.toHaveBeenCalled();
  });
});
