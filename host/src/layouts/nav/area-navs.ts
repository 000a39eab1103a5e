import type { AreaName, AreaNav } from './types';
import { DASHBOARD_NAV } from './dashboard';
import { SCOUT_NAV } from './scout';
import { TOOLBOX_NAV } from './toolbox';
import { ADMIN_NAV } from './admin';
import { EMPLOYEE_NAV } from './employee';

/** The nav of each signed-in layout; a Record so a new layout name fails the typecheck until it has a nav. */
export const AREA_NAVS: Readonly<Record<AreaName, AreaNav>> = {
  dashboard: DASHBOARD_NAV,
  scout: SCOUT_NAV,
  toolbox: TOOLBOX_NAV,
  admin: ADMIN_NAV,
  employee: EMPLOYEE_NAV,
};
