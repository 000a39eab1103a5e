import type { LayoutName } from '@iprism/shared/contracts/routes';

/** Names of the icons a nav entry may show; `nav-icons.tsx` maps them to components so this data stays React-free. */
export type NavIconName =
  | 'dashboard'
  | 'drafting'
  | 'priorArt'
  | 'analytics'
  | 'archives'
  | 'classification'
  | 'pdf'
  | 'account'
  | 'settings'
  | 'support'
  | 'documentation'
  | 'upgrade'
  | 'scout'
  | 'patents'
  | 'toolbox'
  | 'formFill'
  | 'litigation'
  | 'translation'
  | 'acquisitions'
  | 'trademark'
  | 'subscription'
  | 'back'
  | 'accounts'
  | 'organizations'
  | 'team'
  | 'registrations'
  | 'notifications'
  | 'security'
  | 'newsroom'
  | 'careers'
  | 'agreements'
  | 'terms'
  | 'sales'
  | 'hours'
  | 'contractors'
  | 'contractorManagement'
  | 'employee'
  | 'profile';

/** One internal link; `to` must match a path of the route table (checked by nav.test.ts). */
export interface NavLink {
  label: string;
  to: string;
  icon?: NavIconName;
}

/** A group of links; the first group of an area usually has no heading. */
export interface NavSection {
  heading?: string;
  links: readonly NavLink[];
}

/** The layouts that render an AreaFrame (every signed-in area). */
export type AreaName = Exclude<LayoutName, 'none' | 'default'>;

/** The left navigation of one signed-in area. */
export interface AreaNav {
  area: AreaName;
  /** Accessible name of the nav landmark and the heading shown above the links. */
  label: string;
  /** Where the area's own label links to. */
  home: string;
  sections: readonly NavSection[];
}
