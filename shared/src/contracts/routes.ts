import type { SimplifiedLicenseType } from './product';

export const LAYOUTS = ['admin', 'dashboard', 'default', 'employee', 'none', 'scout', 'toolbox'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export const REMOTES = ['marketing', 'patent', 'scout', 'toolbox', 'admin', 'employee'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** Route metadata of SPEC §3: what the guard chain reads before any remote loads. */
export interface RouteMeta {
  public?: boolean;
  requiredLicenseTypes?: readonly SimplifiedLicenseType[];
  requiredPermission?: string;
}
