/**
 * @jest-environment node
 */
// react-router needs TextEncoder, which jsdom lacks; nothing here touches the DOM.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { findRoute, preloadRemoteEntry, preloadRoute } from './preload-routes';
import { loadRemotePage } from './load-remote-page';
import { AREA_LAYOUT, HOST_PAGES } from '../routes/lazy-screens';

jest.mock('./load-remote-page', () => ({ loadRemotePage: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));
jest.mock('../routes/lazy-screens', () => ({
  HOST_PAGES: { SignIn: { preload: jest.fn(async () => ({})) }, Unauthorized: { preload: jest.fn(async () => ({})) } },
  AREA_LAYOUT: { preload: jest.fn(async () => ({})) },
}));
const load = jest.mocked(loadRemotePage);
const loadSignIn = jest.mocked(HOST_PAGES.SignIn.preload);
const loadFrame = jest.mocked(AREA_LAYOUT.preload);
const preload = jest.mocked(preloadRemote);

describe('preloadRoute', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockResolvedValue({ default: () => null });
  });

  it('finds the route of a path, ignoring query and hash', () => {
    expect(findRoute('/pricing?plan=pro#faq')?.title).toBe('Pricing');
    expect(findRoute('/newsroom/42')?.page).toEqual({ remote: 'marketing', module: './NewsroomArticle' });
    expect(findRoute('/no/such/page')).toBeNull();
  });

  it('loads the remote page of a route, with the signed-in frame for a page in an area', async () => {
    await preloadRoute('/pricing');
    expect(loadFrame).not.toHaveBeenCalled();
    await preloadRoute('/dashboard/patent/priorart');
    expect(load).toHaveBeenCalledWith('patent', './PriorArt');
    expect(loadFrame).toHaveBeenCalledTimes(1);
  });

  it('loads each page once however often it is preloaded', async () => {
    await Promise.all([preloadRoute('/careers'), preloadRoute('/careers?x=1')]);
    await preloadRoute('/careers');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads a host screen's own chunk, and nothing for unknown paths", async () => {
    await preloadRoute('/sign-in/factor-one');
    await preloadRoute('/nowhere');
    expect(loadSignIn).toHaveBeenCalledTimes(1);
    expect(load).not.toHaveBeenCalled();
  });


  it('swallows a failed load and tries again next time', async () => {
    load.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadRoute('/contact')).resolves.toBeUndefined();
    await preloadRoute('/contact');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRemoteEntry', () => {
  beforeEach(() => {
    preload.mockReset();
    preload.mockResolvedValue(undefined);
  });

  it("loads a remote's manifest and entry but none of its page chunks", async () => {
    await preloadRemoteEntry('scout');
    expect(preload).toHaveBeenCalledTimes(1);
    const [args] = preload.mock.calls[0]?.[0] ?? [];
    expect(args).toMatchObject({ nameOrAlias: 'scout', depsRemote: false });
    expect(args?.exposes).toBeUndefined();
    expect(args?.filter?.('/builds/remotes/scout/v1/__federation_expose_ScoutHome.js')).toBe(false);
  });

  it('preloads each remote once and swallows a failure', async () => {
    preload.mockRejectedValueOnce(new Error('offline'));
    await expect(preloadRemoteEntry('admin')).resolves.toBeUndefined();
    await preloadRemoteEntry('admin');
    await preloadRemoteEntry('admin');
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
