/** "1, 3-5" → [1, 3, 4, 5]; empty → undefined (the independent claims); null when it is not such a list. */
export function parseClaimNumbers(value: string): number[] | undefined | null {
  const text = value.trim();
  if (!text) return undefined;
  const out = new Set<number>();
  for (const part of text.split(',').map((p) => p.trim())) {
    const range = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?$/.exec(part);
    if (!range) return null;
    const from = Number(range[1]);
    const to = range[2] ? Number(range[2]) : from;
    if (from < 1 || to < from || to - from > 200) return null;
    for (let n = from; n <= to; n += 1) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}
