import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '@iprism/shared/api/api-error';
import { RATE_LIMITED_MESSAGE } from '@iprism/shared/contracts/auth';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import { SignInForm } from './SignInForm';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

function renderForm(onSubmit = jest.fn(async () => undefined), onResendVerification?: (email: string) => void) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeModeProvider>
        <MemoryRouter>
          <SignInForm onSubmit={onSubmit} onResendVerification={onResendVerification} />
        </MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
  return onSubmit;
}

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('SignInForm', () => {
  it('validates before sending anything', async () => {
    const onSubmit = renderForm();
    type(/email address/i, 'not-an-email');
    submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/email address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the normalised address and the password', async () => {
    const onSubmit = renderForm();
    type(/email address/i, '  Ada@LawFirm.example ');
    type(/^password/i, 'correct horse');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('ada@lawfirm.example', 'correct horse'));
  });

  it("shows the server's message verbatim in an alert", async () => {
    renderForm(jest.fn(async () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'The email address or password is incorrect.'))));
    type(/email address/i, 'ada@lawfirm.example');
    type(/^password/i, 'wrong');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is incorrect.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the rate-limit message on 429', async () => {
    renderForm(jest.fn(async () => Promise.reject(new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE))));
    type(/email address/i, 'ada@lawfirm.example');
    type(/^password/i, 'x');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED_MESSAGE);
  });

  it('says how long to wait from Retry-After and counts it down on the button', async () => {
    jest.useFakeTimers();
    try {
      renderForm(jest.fn(async () => Promise.reject(new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, undefined, 3))));
      type(/email address/i, 'ada@lawfirm.example');
      type(/^password/i, 'x');
      submit();
      expect(await screen.findByRole('alert')).toHaveTextContent(`${RATE_LIMITED_MESSAGE} You can try again in 0:03.`);
      expect(screen.getByRole('button', { name: 'Try again in 0:03' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Try again in 0:02' })).toBeDisabled();
      act(() => jest.advanceTimersByTime(2000));
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to resend the verification e-mail when the address is not verified', async () => {
    const resend = jest.fn();
    renderForm(jest.fn(async () => Promise.reject(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address first.'))), resend);
    type(/email address/i, 'ada@lawfirm.example');
    type(/^password/i, 'x');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please verify your email address first.');
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(resend).toHaveBeenCalledWith('ada@lawfirm.example');
  });

  it('toggles password visibility', () => {
    renderForm();
    const input = screen.getByLabelText(/^password/i);
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/sign-in/forgot-password');
  });
});
