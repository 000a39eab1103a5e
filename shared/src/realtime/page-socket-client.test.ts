import { getSocketClient } from './page-socket-client';
import { progressAtoms } from './progress-atoms';

describe('getSocketClient', () => {
  it('hands out one client per page, kept where a second bundle finds it', () => {
    const client = getSocketClient();
    expect(getSocketClient()).toBe(client);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@iprism/shared/realtime:socket-client')]).toBe(client);
  });

  it('shares the page progress atoms, through the same registry', () => {
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@iprism/shared/realtime:progress-atoms')]).toBe(progressAtoms);
  });
});
