import { useQuery } from '@tanstack/react-query';
import { careerQueries } from '@iprism/shared/api/staff-queries';
import type { JobOpening } from '@iprism/shared/contracts/careers';
import { parseInline } from '@iprism/shared/text';
import { OPENINGS, type Opening } from './openings';

/** The first paragraph of a Markdown description, without markup: the card's summary. */
export function summaryOf(markdown: string): string {
  const first = markdown.split(/\n\s*\n/).find((p) => p.trim() && !p.trim().startsWith('#')) ?? '';
  return parseInline(first.trim())
    .map((segment) => segment.text)
    .join('')
    .trim();
}

/** List items of the description become the card's bullet points. */
const bullets = (markdown: string): string[] => markdown.split('\n').filter((l) => /^\s*[-*]\s+/.test(l)).map((l) => l.replace(/^\s*[-*]\s+/, '').trim());

export function toOpening(o: JobOpening): Opening {
  return { id: o.id, title: o.title, team: o.team, location: o.remote ? `${o.location} or remote` : o.location, type: 'Full-time', summary: summaryOf(o.description), responsibilities: bullets(o.description), requirements: [] };
}

/**
 * The roles staff published in /admin/careers (GET /api/careers/openings); until there are any, or when the
 * call fails, the standard list the page shipped with.
 */
export function usePublishedOpenings(): readonly Opening[] {
  const { data } = useQuery(careerQueries.published());
  return data && data.length > 0 ? data.map(toOpening) : OPENINGS;
}
