/** The product's name: the `{product}` of the specification. Kept in one constant. */
export const PRODUCT_NAME = 'iPrism';

export const STAFF_LICENSE_TYPES = [`${PRODUCT_NAME}Admin`, `${PRODUCT_NAME}Employee`, `${PRODUCT_NAME}Developer`] as const;

export const PILOT_LICENSE_TYPES = [
  'PilotLawFirmStandard',
  'PilotLawFirmPro',
  'PilotOrgStandard',
  'PilotEduStandard',
  'PilotClientPortal',
] as const;

export const TOOLBOX_LICENSE_TYPES = [
  'ToolboxLawFirmStandard',
  'ToolboxLawFirmPro',
  'ToolboxOrgStandard',
  'ToolboxEduStandard',
] as const;

export const LICENSE_TYPES = [...STAFF_LICENSE_TYPES, ...PILOT_LICENSE_TYPES, ...TOOLBOX_LICENSE_TYPES] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

/** Route metadata refers to these simplified types (SPEC §3). */
export type SimplifiedLicenseType = 'admin' | 'employee';
