export type ApplicationFormValues = {
  name: string;
  email: string;
  role: string;
  links: string;
  coverNote: string;
};

export const EMPTY_APPLICATION: ApplicationFormValues = { name: '', email: '', role: '', links: '', coverNote: '' };

/** The links box takes one address per line (or separated by commas or spaces). */
export function linksFromText(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export function applicationPayload(v: ApplicationFormValues): unknown {
  return { name: v.name, email: v.email, role: v.role, links: linksFromText(v.links), coverNote: v.coverNote };
}
