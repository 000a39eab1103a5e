import { trimOf } from '@iprism/shared/text';
/**
 * Tables of contents for long pages (legal texts, documentation): stable, unique anchor ids from
 * section titles, so a link like `/terms#fees` keeps working when the wording around it changes.
 */
export interface TocSource {
  title: string;
  /** A fixed anchor; when absent one is made from the title. */
  id?: string;
  children?: readonly TocSource[];
}

export interface TocEntry {
  id: string;
  title: string;
  /** 2 for a section (h2), 3 for a subsection (h3). */
  level: 2 | 3;
  /** "3" or "3.2": the number shown before the title. */
  number: string;
  children: TocEntry[];
}

/** `Fees & payment (USD)` → `fees-payment-usd`; accents are folded, anything else becomes a dash. */
export function slugify(text: string): string {
  const dashed = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-');
  return trimOf(dashed, '-');
}

/**
 * Numbers the sections and gives each one an id unique on the page: a repeated title gets `-2`,
 * `-3`…, a title with no letters or digits gets `section-<n>`, and an id already taken by a fixed
 * id is never handed out twice.
 */
export function buildToc(sections: readonly TocSource[]): TocEntry[] {
  const used = new Set<string>();
  const claim = (wanted: string, fallback: string): string => {
    const base = slugify(wanted) || fallback;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  // Fixed ids are reserved first so a generated one never takes them.
  const reserve = (list: readonly TocSource[]) =>
    list.forEach((s) => {
      if (s.id) used.add(slugify(s.id) || s.id);
      if (s.children) reserve(s.children);
    });
  reserve(sections);
  const build = (list: readonly TocSource[], level: 2 | 3, prefix: string): TocEntry[] =>
    list.map((s, i) => {
      const number = prefix ? `${prefix}.${i + 1}` : String(i + 1);
      const id = s.id ? slugify(s.id) || s.id : claim(s.title, `section-${number.replace(/\./g, '-')}`);
      return { id, title: s.title, level, number, children: s.children && level === 2 ? build(s.children, 3, number) : [] };
    });
  return build(sections, 2, '');
}

/** All ids in reading order, sections before their subsections: what a scroll spy observes. */
export function flattenToc(entries: readonly TocEntry[]): TocEntry[] {
  return entries.flatMap((e) => [e, ...flattenToc(e.children)]);
}

/**
 * The section the reader is in: the last heading whose top has scrolled above `offset` px, or the
 * first one while none has. `tops` are the headings' viewport tops, in reading order.
 */
export function activeSectionId(ids: readonly string[], tops: readonly number[], offset: number): string | null {
  let active: string | null = ids[0] ?? null;
  ids.forEach((id, i) => {
    const top = tops[i];
    if (top !== undefined && top - offset <= 1) active = id;
  });
  return active;
}
