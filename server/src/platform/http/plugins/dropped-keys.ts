/**
 * The paths of object keys present in `sent` (what a handler answered, as JSON) but missing from `serialized`
 * (what its response schema let through). Arrays are compared item by item.
 */
export function droppedKeys(sent: unknown, serialized: unknown, path = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(serialized)) return [];
    return sent.flatMap((item, i) => droppedKeys(item, serialized[i], `${path}[${i}]`));
  }
  if (sent === null || typeof sent !== 'object' || serialized === null || typeof serialized !== 'object') return [];
  const kept = serialized as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (!(key in kept)) return value === undefined ? [] : [at];
    return droppedKeys(value, kept[key], at);
  });
}
