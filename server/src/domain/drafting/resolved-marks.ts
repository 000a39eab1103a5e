/** A finding of the live checks, located in the claims text the check was given. */
export interface LocatedFinding {
  id: string;
  claim: number;
  kind: string;
  message: string;
  start: number;
  end: number;
}

/** 32-bit FNV-1a, hex: a short, stable digest that runs the same in the browser and on the server. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The keys of "resolved" marks for a run of findings: each key is the finding's kind, a digest of the
 * text it concerns (whitespace collapsed, case kept) and which occurrence of that kind and text it is.
 * Claim numbers and offsets are left out, so an edit elsewhere (another claim, a renumbering, text added
 * before it) keeps the key; changing the concerned text changes it.
 */
export function resolutionKeys(findings: readonly LocatedFinding[], claimsText: string): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const concerned = claimsText.slice(f.start, f.end).replace(/\s+/g, ' ').trim();
    const base = `${f.kind}:${fnv1a(concerned)}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return `${base}:${occurrence}`;
  });
}

/**
 * The findings with their key and whether a stored mark resolves them, and the marks still in force: a
 * mark whose finding is gone (its text changed or the problem was fixed) disappears.
 */
export function applyResolvedMarks<F extends LocatedFinding>(findings: readonly F[], claimsText: string, marks: ReadonlySet<string>): { findings: (F & { key: string; resolved: boolean })[]; marks: Set<string> } {
  const keys = resolutionKeys(findings, claimsText);
  return {
    findings: findings.map((f, i) => ({ ...f, key: keys[i]!, resolved: marks.has(keys[i]!) })),
    marks: new Set(keys.filter((k) => marks.has(k))),
  };
}
