/**
 * Every app bundles its own copy of the API modules and of what they import by relative path. The state the
 * host sets or shows (the token getter, the session, the requests in flight, the toasts, the logs) must still
 * be the one each copy reads and writes.
 */
type Modules = {
  tokens: typeof import('./token-provider');
  session: typeof import('./session-atom');
  requests: typeof import('./requests-in-flight');
  toasts: typeof import('../shell/toast-store');
  logs: typeof import('../logger');
};

function loadCopy(): Modules {
  let copy!: Modules;
  jest.isolateModules(() => {
    copy = {
      tokens: require('./token-provider'),
      session: require('./session-atom'),
      requests: require('./requests-in-flight'),
      toasts: require('../shell/toast-store'),
      logs: require('../logger'),
    };
  });
  return copy;
}

describe('API state is one per page', () => {
  it("a copy toasts into the host's toast list", () => {
    expect(loadCopy().toasts.toastsAtom).toBe(loadCopy().toasts.toastsAtom);
  });

  it("a copy logs into the host's logger and debug log", () => {
    const host = loadCopy();
    const remote = loadCopy();
    expect(remote.logs.logger).toBe(host.logs.logger);
    expect(remote.logs.debugLog).toBe(host.logs.debugLog);
    expect(remote.logs.debugMode).toBe(host.logs.debugMode);
  });

  it('a second copy of the modules reads the token getter the first registered', async () => {
    const host = loadCopy();
    const remote = loadCopy();
    expect(remote.tokens).not.toBe(host.tokens);
    host.tokens.setTokenProvider(async () => 'host-token');
    await expect(remote.tokens.getSessionToken()).resolves.toBe('host-token');
    host.tokens.setTokenProvider(null);
    await expect(remote.tokens.getSessionToken()).resolves.toBeNull();
  });

  it('a second copy has the same session atom', () => {
    expect(loadCopy().session.sessionAtom).toBe(loadCopy().session.sessionAtom);
  });

  it("a call counted by one copy holds back another copy's quiet wait", async () => {
    const host = loadCopy();
    const remote = loadCopy();
    let settle!: () => void;
    void remote.requests.trackRequest(new Promise<void>((resolve) => (settle = resolve)));
    let quiet = false;
    void host.requests.whenRequestsQuiet({ quietMs: 20, maxWaitMs: 5_000 }).then(() => (quiet = true));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(quiet).toBe(false);
    settle();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(quiet).toBe(true);
  });
});
