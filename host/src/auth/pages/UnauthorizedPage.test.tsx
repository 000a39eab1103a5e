import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PERSONAL_EMAIL_MESSAGE, PILOT_NO_LICENSE_MESSAGE } from '@iprism/shared/contracts/access';
import { ThemeModeProvider } from '../../app/ThemeModeProvider';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../identity';
import { UnauthorizedPage } from './UnauthorizedPage';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(search: string, identity: Identity = SIGNED_OUT_IDENTITY) {
  render(
    <ThemeModeProvider>
      <IdentityContext.Provider value={identity}>
        <MemoryRouter initialEntries={[`/unauthorized${search}`]}>
          <Routes>
            <Route path="/unauthorized" element={<UnauthorizedPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Probe />
        </MemoryRouter>
      </IdentityContext.Provider>
    </ThemeModeProvider>,
  );
}

const signedIn = (signOut = jest.fn(async () => undefined)): Identity => ({
  ...SIGNED_OUT_IDENTITY,
  signedIn: true,
  user: { id: 'u1', fullName: 'Ada', primaryEmail: 'ada@gmail.com', publicMetadata: {}, organizationMemberships: [] },
  signOut,
});

describe('UnauthorizedPage', () => {
  it('shows the message from the query with one h1', () => {
    renderAt(`?${new URLSearchParams({ reason: 'personal-email', message: PERSONAL_EMAIL_MESSAGE })}`, signedIn());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByTestId('unauthorized-message')).toHaveTextContent(PERSONAL_EMAIL_MESSAGE);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
  });

  it('uses the default message of the reason and links the plans for no-license', () => {
    renderAt('?reason=no-license', signedIn());
    expect(screen.getByTestId('unauthorized-message')).toHaveTextContent(PILOT_NO_LICENSE_MESSAGE);
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('links the organisation set-up for invitation-timing', () => {
    renderAt('?reason=invitation-timing', signedIn());
    expect(screen.getByRole('link', { name: 'Complete organization setup' })).toHaveAttribute('href', '/dashboard/patent/account?tab=organization');
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('switch account signs out, then goes to /sign-in', async () => {
    const signOut = jest.fn(async () => undefined);
    renderAt('?reason=personal-email', signedIn(signOut));
    fireEvent.click(screen.getByRole('button', { name: 'Switch account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('offers sign-in, not sign-out, when nobody is signed in', () => {
    renderAt('?reason=admin-required');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
