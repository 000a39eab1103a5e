import { act, render, screen } from '@testing-library/react';
import { whenRequestsQuiet } from '@iprism/shared/api/requests-in-flight';
import { useIdentity } from '../auth/identity';
import { preloadRoute } from '../platform/preload-routes';
import { SignedInServicesHost } from './SignedInServicesHost';

jest.mock('../auth/identity', () => ({ useIdentity: jest.fn() }));
jest.mock('../platform/preload-routes', () => ({ preloadRoute: jest.fn(async () => undefined) }));
jest.mock('@iprism/shared/api/requests-in-flight', () => ({ whenRequestsQuiet: jest.fn() }));
jest.mock('./SignedInServices', () => ({ SignedInServices: () => <p>services running</p> }));
const identity = jest.mocked(useIdentity);
const quiet = jest.mocked(whenRequestsQuiet);

function signedIn(value: boolean) {
  identity.mockReturnValue({ loaded: true, signedIn: value } as ReturnType<typeof useIdentity>);
}

describe('SignedInServicesHost', () => {
  it('loads nothing for a visitor who stays signed out', async () => {
    signedIn(false);
    render(<SignedInServicesHost />);
    await act(async () => undefined);
    expect(quiet).not.toHaveBeenCalled();
    expect(screen.queryByText('services running')).toBeNull();
  });

  it("starts the services for a signed-in user once the page's own module and calls are done", async () => {
    let pageQuiet!: () => void;
    quiet.mockReturnValue(new Promise<void>((resolve) => (pageQuiet = resolve)));
    signedIn(true);
    render(<SignedInServicesHost />);
    await act(async () => undefined);
    expect(preloadRoute).toHaveBeenCalledWith(window.location.pathname);
    expect(screen.queryByText('services running')).toBeNull();
    await act(async () => pageQuiet());
    expect(await screen.findByText('services running')).toBeInTheDocument();
  });
});
