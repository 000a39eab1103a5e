import { PRODUCT_NAME } from '@iprism/shared/contracts/product';
import type { LicenseSource } from '@iprism/shared/contracts/account';

const spaced = (camel: string): string => camel.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');

/**
 * A licence type as people read it: 'PilotLawFirmPro' → 'Pilot Law Firm Pro', 'iPrismAdmin' →
 * 'iPrism Admin' (the product name keeps its own capitals). Null is no licence.
 */
export function licenseTypeLabel(type: string | null): string {
  if (!type) return 'No licence';
  return type.startsWith(PRODUCT_NAME) ? `${PRODUCT_NAME} ${spaced(type.slice(PRODUCT_NAME.length))}` : spaced(type);
}

/** Where the licence comes from, as the card says it. */
export function licenseSourceLabel(source: LicenseSource | null): string {
  if (source === 'user') return 'Your own licence';
  if (source === 'organization') return "Your organisation's licence";
  return 'None';
}
