import { clientMayOpen } from '../../guards/client-portal';
import type { AreaNav, NavLink } from './types';

/**
 * What a client-portal user's navigation shows: only the links the client-portal guard lets them open,
 * and no section left empty. The guard and the server still refuse the rest; this keeps them out of sight.
 */
export function clientNav(nav: AreaNav): AreaNav {
  const sections = nav.sections.map((s) => ({ ...s, links: clientLinks(s.links) })).filter((s) => s.links.length > 0);
  return { ...nav, sections };
}

export const clientLinks = (links: readonly NavLink[]): NavLink[] => links.filter((l) => clientMayOpen(l.to));
