import { UNKNOWN_DEVICE, summarizeUserAgent } from './user-agent';

const UA = {
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  operaWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/139.0.0.0 Safari/537.36',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
};

describe('summarizeUserAgent', () => {
  it.each([
    [UA.chromeMac, 'Chrome on macOS'],
    [UA.edgeWin, 'Edge on Windows'],
    [UA.firefoxLinux, 'Firefox on Linux'],
    [UA.safariIphone, 'Safari on iOS'],
    [UA.safariMac, 'Safari on macOS'],
    [UA.chromeAndroid, 'Chrome on Android'],
    [UA.operaWin, 'Opera on Windows'],
    [UA.headless, 'Headless Chrome on Linux'],
    [UA.chromeOs, 'Chrome on ChromeOS'],
    [UA.ipad, 'Chrome on iPadOS'],
  ])('%s → %s', (ua, expected) => {
    expect(summarizeUserAgent(ua)).toBe(expected);
  });

  it('names a script or app by its first product token', () => {
    expect(summarizeUserAgent('curl/8.5.0')).toBe('curl');
    expect(summarizeUserAgent('iPrism-E2E-Second-Device/1.0')).toBe('iPrism-E2E-Second-Device');
  });

  it('says unknown for an empty agent', () => {
    expect(summarizeUserAgent('')).toBe(UNKNOWN_DEVICE);
    expect(summarizeUserAgent('   ')).toBe(UNKNOWN_DEVICE);
  });
});
