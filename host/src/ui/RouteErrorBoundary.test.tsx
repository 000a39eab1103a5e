import { useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';

jest.mock('./error-screens', () => ({
  ErrorScreen: ({ error }: { error: { statusCode: number; message: string } }) => (
    <p data-testid="error-screen">
      {error.statusCode} {error.message}
    </p>
  ),
}));

let goTo: (path: string) => void = () => undefined;

/** Outside the boundary, as the app's links are to a crashed page. */
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    goTo = navigate;
  }, [navigate]);
  return null;
}

function Page({ crash }: { crash: boolean }) {
  if (crash) throw Object.assign(new Error('not here'), { statusCode: 404 });
  return <p>page content</p>;
}

describe('RouteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows the error page with the error's status when a route crashes, and the next path renders again", () => {
    let crash = true;
    const tree = () => (
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <RouteErrorBoundary>
          <Page crash={crash} />
        </RouteErrorBoundary>
      </MemoryRouter>
    );
    const { rerender } = render(tree());
    expect(screen.getByTestId('error-screen')).toHaveTextContent('404 not here');

    crash = false;
    rerender(tree());
    expect(screen.getByTestId('error-screen')).toBeInTheDocument();

    act(() => goTo('/elsewhere'));
    expect(screen.queryByTestId('error-screen')).not.toBeInTheDocument();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('shows a 500 for a plain error', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Broken />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('error-screen')).toHaveTextContent('500 boom');
  });
});
