/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

export interface ValidationIssue {
  path: readonly (string | number)[];
  message: string;
}

/** The form field an error path belongs to: `links.0` is the `links` field. */
function fieldOf(path: string): string {
  return path.replace(/^\//, '').split(/[./]/)[0] ?? '';
}

function firstPerField(entries: Iterable<[string, string]>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of entries) if (field && !(field in out)) out[field] = message;
  return out;
}

/** Browser-side zod issues → one message per field, the first one found (the most basic problem). */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[]): FieldErrors {
  return firstPerField(issues.map((i) => [fieldOf(i.path.map(String).join('.')), i.message]));
}

/**
 * The server's `details` of a 400 → field errors. Reads both shapes the error handler sends:
 * zod's `{ path: 'email', message }` and Fastify schema validation's `{ instancePath: '/email', message }`.
 */
export function fieldErrorsFromDetails(details: unknown): FieldErrors {
  if (!Array.isArray(details)) return {};
  const entries: [string, string][] = [];
  for (const d of details as unknown[]) {
    if (!d || typeof d !== 'object') continue;
    const { path, instancePath, message } = d as { path?: unknown; instancePath?: unknown; message?: unknown };
    const where = typeof path === 'string' ? path : typeof instancePath === 'string' ? instancePath : null;
    if (where !== null && typeof message === 'string') entries.push([fieldOf(where), message]);
  }
  return firstPerField(entries);
}
