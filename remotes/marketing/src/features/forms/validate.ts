import { fieldErrorsFromIssues, type FieldErrors, type ValidationIssue } from './field-errors';

/** What the form needs from a shared zod schema, typed structurally so the remote needs no zod import. */
export interface FormSchema<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: ValidationIssue[] } };
}

export type Validation<P> = { ok: true; data: P } | { ok: false; errors: FieldErrors };

/** Validates a candidate payload with the same schema the server uses. */
export function validateWith<P>(schema: FormSchema<P>, payload: unknown): Validation<P> {
  const result = schema.safeParse(payload);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** An optional text input sends nothing rather than an empty string. */
export function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed ? trimmed : undefined;
}
