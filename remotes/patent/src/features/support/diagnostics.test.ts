import type { LogEntry } from '@iprism/shared/logger';
import { buildDiagnostics, ticketPagePath } from './diagnostics';

const entry = (i: number, extra: Partial<LogEntry> = {}): LogEntry => ({ id: String(i), timestamp: `2026-05-01T10:00:${String(i % 60).padStart(2, '0')}Z`, level: 'info', category: 'api', message: `call ${i}`, ...extra });
const browser = { userAgent: 'Firefox/128.0', language: 'de-DE', width: 1440, height: 900, theme: 'dark' as const };

describe('support diagnostics', () => {
  it('keeps the newest 50 entries without their data', () => {
    const entries = Array.from({ length: 80 }, (_, i) => entry(i, { data: { token: 'secret' } }));
    const bundle = buildDiagnostics(browser, { host: '1.2.0' }, entries);
    expect(bundle.logEntries).toHaveLength(50);
    expect(bundle.logEntries[0]?.message).toBe('call 30');
    expect(JSON.stringify(bundle)).not.toContain('secret');
    expect(bundle).toMatchObject({ userAgent: 'Firefox/128.0', language: 'de-DE', viewport: '1440x900', theme: 'dark', appVersions: { host: '1.2.0' } });
  });

  it('shortens a long message', () => {
    const [only] = buildDiagnostics(browser, {}, [entry(1, { message: 'x'.repeat(3000) })]).logEntries;
    expect(only?.message).toHaveLength(1000);
  });
});

describe('the page a ticket is about', () => {
  const origin = 'https://app.example';
  it('prefers the from query, then a same-site referrer, then the current page', () => {
    expect(ticketPagePath('?from=/dashboard/patent/analytics?applicationId=a1', '', origin, '/dashboard/patent/support')).toBe('/dashboard/patent/analytics?applicationId=a1');
    expect(ticketPagePath('', 'https://app.example/dashboard/patent/archives?page=2', origin, '/x')).toBe('/dashboard/patent/archives?page=2');
    expect(ticketPagePath('', 'https://evil.example/phish', origin, '/dashboard/patent/support')).toBe('/dashboard/patent/support');
    expect(ticketPagePath('?from=//evil.example', '', origin, '/dashboard/patent/support')).toBe('/dashboard/patent/support');
  });
});
