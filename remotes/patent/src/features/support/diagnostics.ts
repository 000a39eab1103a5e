import { RemoteRegistrySchema } from '@iprism/shared/contracts/release';
import { SUPPORT_LOG_ENTRIES_MAX, type SupportDiagnostics } from '@iprism/shared/contracts/support';
import type { LogEntry } from '@iprism/shared/logger';

const MESSAGE_MAX = 1000;

export interface BrowserFacts {
  userAgent: string;
  language: string;
  width: number;
  height: number;
  theme: 'light' | 'dark';
}

/**
 * The bundle a ticket carries on consent: the browser, the deployed versions and the newest console log
 * entries. Only the entries' level, category, time and message go: their `data` may hold identifiers or
 * document text, which the user did not agree to send.
 */
export function buildDiagnostics(browser: BrowserFacts, versions: Record<string, string>, entries: readonly LogEntry[]): SupportDiagnostics {
  return {
    userAgent: browser.userAgent.slice(0, 500),
    language: browser.language.slice(0, 35),
    viewport: `${browser.width}x${browser.height}`,
    theme: browser.theme,
    appVersions: versions,
    logEntries: entries.slice(-SUPPORT_LOG_ENTRIES_MAX).map((e) => ({
      timestamp: e.timestamp,
      level: e.level,
      category: e.category.slice(0, 60),
      message: e.message.length > MESSAGE_MAX ? `${e.message.slice(0, MESSAGE_MAX - 1)}…` : e.message,
    })),
  };
}

/** Remote name → version from builds/remotes.json; empty when it cannot be read (the ticket still goes). */
export async function loadAppVersions(): Promise<Record<string, string>> {
  try {
    const res = await fetch('/builds/remotes.json', { credentials: 'same-origin' });
    if (!res.ok) return {};
    const registry = RemoteRegistrySchema.parse(await res.json());
    return Object.fromEntries(Object.entries(registry).map(([name, entry]) => [name.slice(0, 40), entry.version.slice(0, 80)]));
  } catch {
    return {};
  }
}

/**
 * The page a ticket is about: the `from` query value when a link passed it, else the same-site page the
 * browser came from, else the support page itself. Only a path of this site is kept.
 */
export function ticketPagePath(search: string, referrer: string, origin: string, current: string): string {
  const from = new URLSearchParams(search).get('from');
  if (from && from.startsWith('/') && !from.startsWith('//')) return from.slice(0, 2048);
  try {
    const ref = new URL(referrer);
    if (ref.origin === origin) return `${ref.pathname}${ref.search}`.slice(0, 2048);
  } catch {
    // No referrer, or not a URL.
  }
  return current;
}
