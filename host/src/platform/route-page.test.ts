/**
 * @jest-environment node
 */
// react-router needs TextEncoder, which jsdom lacks; nothing here touches the DOM.
import { ROUTES } from '@iprism/shared/contracts/route-table';
import { findRoute } from './preload-routes';
import { remotePageAt } from './route-page';

jest.mock('./load-remote-page', () => ({ loadRemotePage: jest.fn() }));

/** A concrete path for a route pattern: params and splats filled in. */
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'x42').replace(/\*$/, 'factor-one/more');

const remoteOf = (path: string) => {
  const page = findRoute(path)?.page;
  return page && 'remote' in page ? { remote: page.remote, module: page.module } : null;
};

describe('remotePageAt', () => {
  it('agrees with the router on every route of the table', () => {
    for (const route of ROUTES) {
      const path = concrete(route.path);
      expect({ path, page: remotePageAt(path) }).toEqual({ path, page: remoteOf(path) });
    }
  });

  it('agrees with the router on trailing slashes, case and unknown paths', () => {
    for (const path of ['/pricing/', '/Pricing', '/newsroom/7/', '/dashboard/patent/nope', '/sign-in', '/nowhere', '/admin/accounts/1']) {
      expect({ path, page: remotePageAt(path) }).toEqual({ path, page: remoteOf(path) });
    }
  });

  it('names the remote and module of a remote page', () => {
    expect(remotePageAt('/')).toEqual({ remote: 'marketing', module: './Home' });
    expect(remotePageAt('/dashboard/scout/patents')).toEqual({ remote: 'scout', module: './ScoutPatents' });
  });

  it('gives null for host pages', () => {
    expect(remotePageAt('/sign-in/factor-one')).toBeNull();
    expect(remotePageAt('/onboarding/welcome')).toBeNull();
  });
});
