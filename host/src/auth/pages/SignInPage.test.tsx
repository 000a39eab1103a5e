import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { IDLE_SIGNED_OUT_MESSAGE } from '@iprism/shared/contracts/auth';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import { IdentityContext, SIGNED_OUT_IDENTITY } from '../identity';
import { rememberSignedOutNotice } from '../signed-out-notice';
import { SignInPage } from './SignInPage';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

const renderSignIn = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ThemeModeProvider>
        <IdentityContext.Provider value={SIGNED_OUT_IDENTITY}>
          <MemoryRouter initialEntries={['/sign-in?redirect_url=%2Fdashboard%2Fpatent']}>
            <SignInPage />
          </MemoryRouter>
        </IdentityContext.Provider>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );

describe('SignInPage', () => {
  beforeEach(() => sessionStorage.clear());

  it('says why the server signed the tab out, once', () => {
    rememberSignedOutNotice(IDLE_SIGNED_OUT_MESSAGE);
    const first = renderSignIn();
    expect(screen.getByTestId('signed-out-notice')).toHaveTextContent(IDLE_SIGNED_OUT_MESSAGE);
    first.unmount();
    renderSignIn();
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });
});
