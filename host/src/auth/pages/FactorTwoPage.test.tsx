import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import type { AuthActions } from '../built-in/auth-actions';
import { useBuiltInAuth } from '../built-in/BuiltInIdentityProvider';
import { FactorTwoPage } from './FactorTwoPage';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('../built-in/BuiltInIdentityProvider', () => ({ useBuiltInAuth: jest.fn() }));

function renderPage(signInFactorTwo: AuthActions['signInFactorTwo']) {
  jest.mocked(useBuiltInAuth).mockReturnValue({ signInFactorTwo } as AuthActions);
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[{ pathname: '/sign-in/factor-two', state: { attemptToken: 'attempt-1', redirectUrl: '/dashboard/patent' } }]}>
          <Routes>
            <Route path="/sign-in/factor-two" element={<FactorTwoPage />} />
            <Route path="/dashboard/patent" element={<output>dashboard</output>} />
          </Routes>
        </MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

const enterCode = (code: string) => fireEvent.change(screen.getByLabelText(/authentication code/i), { target: { value: code } });

describe('FactorTwoPage', () => {
  it('sends the code, says so on the button, and goes on to where the sign-in was heading', async () => {
    let finish = () => undefined as void;
    const signInFactorTwo = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderPage(signInFactorTwo);
    enterCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(signInFactorTwo).toHaveBeenCalledWith('attempt-1', '123456');
    finish();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it("shows the server's message and lets the user try again", async () => {
    renderPage(jest.fn(async () => Promise.reject(new ApiError(401, 'INVALID_CODE', 'That code is not right.'))));
    enterCode('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('checks the code before sending it', async () => {
    const signInFactorTwo = jest.fn(async () => undefined);
    renderPage(signInFactorTwo);
    enterCode('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const input = screen.getByLabelText(/authentication code/i);
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app.');
    expect(signInFactorTwo).not.toHaveBeenCalled();
  });
});
