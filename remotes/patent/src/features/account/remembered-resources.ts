/** How many remembered answers are kept; the oldest goes first. */
export const REMEMBERED_MAX = 20;

const remembered = new Map<string, unknown>();

/** The last answer loaded under key in this tab, if any. */
export function recall<T>(key: string): { data: T } | undefined {
  return remembered.has(key) ? { data: remembered.get(key) as T } : undefined;
}

export function remember(key: string, data: unknown): void {
  remembered.delete(key);
  remembered.set(key, data);
  if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value as string);
}
