import { whenRequestsQuiet } from '@iprism/shared/api/requests-in-flight';
import { trackScriptLoads } from './script-loads';

describe('trackScriptLoads', () => {
  it('holds the page open until an added script has loaded or failed', async () => {
    const stop = trackScriptLoads();
    const script = document.createElement('script');
    script.src = '/chunk.js';
    document.head.appendChild(script);
    await Promise.resolve();
    let quiet = false;
    void whenRequestsQuiet({ quietMs: 20, maxWaitMs: 5_000 }).then(() => (quiet = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet).toBe(false);
    script.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet).toBe(true);
    stop();
  });

  it('ignores inline scripts', async () => {
    const stop = trackScriptLoads();
    document.head.appendChild(document.createElement('script'));
    await Promise.resolve();
    let quiet = false;
    void whenRequestsQuiet({ quietMs: 20, maxWaitMs: 5_000 }).then(() => (quiet = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet).toBe(true);
    stop();
  });
});
