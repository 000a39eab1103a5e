/**
 * A short, human name for the device behind a session's User-Agent ("Chrome on macOS"). Order matters:
 * Edge and Opera also say Chrome, Chrome also says Safari, and iOS also says "like Mac OS X".
 */
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+(?![\d.]).*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

const firstMatch = (ua: string, table: ReadonlyArray<[RegExp, string]>): string | null => table.find(([re]) => re.test(ua))?.[1] ?? null;

export function summarizeUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return UNKNOWN_DEVICE;
  const browser = firstMatch(ua, BROWSERS);
  const system = firstMatch(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system) as string;
  // A script or app (curl/8.5, an SDK): its first product token names it well enough.
  return /^[^\s/;()]+/.exec(ua)?.[0] ?? UNKNOWN_DEVICE;
}
