import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError } from '@iprism/shared/api/api-error';
import { createOrganization, markWaitingForInvitation } from '@iprism/shared/api/onboarding';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../../identity';
import { OnboardingOrganizationPage } from './OnboardingOrganizationPage';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/onboarding', () => ({ ...jest.requireActual('@iprism/shared/api/onboarding'), createOrganization: jest.fn(), markWaitingForInvitation: jest.fn() }));
const create = jest.mocked(createOrganization);
const markWaiting = jest.mocked(markWaitingForInvitation);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderPage() {
  const identity: Identity = { ...SIGNED_OUT_IDENTITY, signedIn: true, setActiveOrganization: jest.fn(async () => undefined), reload: jest.fn(async () => undefined) };
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <IdentityContext.Provider value={identity}>
        <MemoryRouter initialEntries={['/onboarding/organization']}>
          <Routes>
            <Route path="/onboarding/organization" element={<OnboardingOrganizationPage />} />
            <Route path="/onboarding/complete" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </IdentityContext.Provider>
    </QueryClientProvider>,
  );
  return identity;
}

const nameField = () => screen.getByRole('textbox', { name: /Organization name/ });

afterEach(() => jest.resetAllMocks());

describe('OnboardingOrganizationPage', () => {
  it('creates the organisation, makes it the active one and moves on', async () => {
    create.mockResolvedValue({ id: 'org_1', name: 'Acme IP' } as Awaited<ReturnType<typeof createOrganization>>);
    const identity = renderPage();
    fireEvent.change(nameField(), { target: { value: ' Acme IP ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/onboarding/complete'));
    expect(create).toHaveBeenCalledWith('Acme IP');
    expect(identity.setActiveOrganization).toHaveBeenCalledWith('org_1');
  });

  it('checks the name in the browser before asking', () => {
    renderPage();
    fireEvent.change(nameField(), { target: { value: 'A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(screen.getByText('Enter the name of your organization (at least 2 characters).')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a refusal and lets the user try again', async () => {
    create.mockRejectedValue(new ApiError(409, 'CONFLICT', 'An organization with this name already exists.'));
    renderPage();
    fireEvent.change(nameField(), { target: { value: 'Acme IP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('An organization with this name already exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create organization' })).toBeEnabled();
    expect(screen.getByRole('button', { name: "I'm waiting for an invitation" })).toBeEnabled();
  });

  it('sets the account aside until an invitation arrives', async () => {
    markWaiting.mockResolvedValue(undefined);
    const identity = renderPage();
    fireEvent.click(screen.getByRole('button', { name: "I'm waiting for an invitation" }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/onboarding/complete?waiting=true'));
    expect(identity.reload).toHaveBeenCalled();
  });
});
