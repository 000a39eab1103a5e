import type { Notification } from '../../contracts/notifications';

/** A stored notification as the server sends it; `minutesAgo` sets createdAt relative to a fixed clock. */
export const SAMPLE_NOW_MS = Date.parse('2026-03-02T12:00:00.000Z');

export function sampleNotification(id: string, overrides: Partial<Notification> & { minutesAgo?: number } = {}): Notification {
  const { minutesAgo = 0, ...rest } = overrides;
  return {
    id,
    iconName: null,
    color: null,
    text: `Notification ${id}`,
    viewed: false,
    dismissed: false,
    adminOnly: false,
    category: 'general',
    createdAt: new Date(SAMPLE_NOW_MS - minutesAgo * 60_000).toISOString(),
    ...rest,
  };
}
