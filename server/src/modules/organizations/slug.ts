import { trimEndOf, trimOf } from '@iprism/shared/text';

/** URL-safe organisation slugs (Clerk-style `harper-lowe-llp`). Pure, so the uniqueness rule is unit-tested. */

const MAX_SLUG_LENGTH = 48;

/** Lower-case ASCII words joined by '-'; accents are folded, '&' becomes 'and'; 'org' when nothing is left. */
export function slugify(name: string): string {
  const dashed = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-');
  const slug = trimEndOf(trimOf(dashed, '-').slice(0, MAX_SLUG_LENGTH), '-');
  return slug || 'org';
}

/** The first of `base`, `base-2`, `base-3`, … that is not taken. */
export function firstFreeSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
