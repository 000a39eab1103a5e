import { CreateTermsVersionSchema, type CreateTermsVersion, type TermsKind } from '@iprism/shared/contracts/terms';

export interface TermsDraft {
  kind: TermsKind;
  version: string;
  /** A `datetime-local` value, read in the browser's time zone. */
  effectiveLocal: string;
  changeSummary: string;
  body: string;
}

/** The next version number after the newest (2.0 → 3.0; 1.4 → 1.5); '2.0' when none parses. */
export function nextVersion(versions: readonly string[]): string {
  const nums = versions.map((v) => /^(\d+)(?:\.(\d+))?$/.exec(v)).filter((m): m is RegExpExecArray => Boolean(m));
  if (!nums.length) return '2.0';
  const [major, minor] = nums.map((m) => [Number(m[1]), Number(m[2] ?? 0)] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1])[0]!;
  return minor > 0 ? `${major}.${minor + 1}` : `${major + 1}.0`;
}

export function toCreateTermsVersion(d: TermsDraft): { ok: true; value: CreateTermsVersion } | { ok: false; errors: Partial<Record<keyof TermsDraft, string>> } {
  const when = d.effectiveLocal ? new Date(d.effectiveLocal) : null;
  const effectiveAt = when && !Number.isNaN(when.getTime()) ? when.toISOString() : '';
  const parsed = CreateTermsVersionSchema.safeParse({ kind: d.kind, version: d.version, body: d.body, changeSummary: d.changeSummary, effectiveAt });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Partial<Record<keyof TermsDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] === 'effectiveAt' ? 'effectiveLocal' : issue.path[0]) as keyof TermsDraft;
    errors[field] ??= field === 'effectiveLocal' ? 'Please choose when this version takes effect.' : issue.message;
  }
  return { ok: false, errors };
}
