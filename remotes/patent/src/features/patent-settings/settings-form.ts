import { PatentSettingsSchema, REPORT_PARTS, type PatentSettings } from '@iprism/shared/contracts/patent-settings';

/** The field errors of a draft by dotted path ('priorArt.resultCount'), or the parsed settings. */
export function checkSettings(draft: PatentSettings): { ok: true; settings: PatentSettings } | { ok: false; errors: Record<string, string> } {
  const parsed = PatentSettingsSchema.safeParse(draft);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // An unknown part is reported on its item; the form shows it on the group.
    const path = issue.path[0] === 'reportSections' ? 'reportSections' : issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Adds or removes one value, keeping the order of `order` (so the saved list is stable). */
export function toggled<T extends string>(list: readonly T[], value: T, on: boolean, order: readonly T[]): T[] {
  const set = new Set(list);
  if (on) set.add(value);
  else set.delete(value);
  return order.filter((v) => set.has(v));
}

export const orderedSections = (list: PatentSettings['reportSections'], value: PatentSettings['reportSections'][number], on: boolean) => toggled(list, value, on, REPORT_PARTS);
