/** "9, 42 35" → [9, 35, 42]; null when a part is not a Nice class (1–45). Empty is no class: every class. */
export function parseNiceClasses(value: string): number[] | null {
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  const classes = new Set<number>();
  for (const part of parts) {
    if (!/^\d{1,2}$/.test(part)) return null;
    const n = Number(part);
    if (n < 1 || n > 45) return null;
    classes.add(n);
  }
  return [...classes].sort((a, b) => a - b);
}
